import LayoutCore

/// A wrapped property named by its `$` prefix, for listing properties by hand
/// in `Subviews { }` or `Children { }` instead of finding them with `Mirror`.
///
/// ```swift
/// Subviews {
///   $background
///   $label
/// }
/// ```
#if MainActorViews
  @preconcurrency @MainActor
#endif
public struct EnclosedProperty {
  let property: any EnclosedPropertyResolving

  init(_ property: any EnclosedPropertyResolving) {
    self.property = property
  }
}
