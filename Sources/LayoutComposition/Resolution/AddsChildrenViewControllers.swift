import LayoutCore

/// A view controller whose `@Child` properties become child view controllers.
///
/// ``ParentViewController`` adopts it. To keep your own base class, adopt it
/// and, right after `super.viewDidLoad()`, call
/// ``Enclosing/resolveAllEnclosedProperties()`` or list the children with
/// ``Children(_:)``:
///
/// ```swift
/// final class EmptyStateVC: ViewController, AddsChildrenViewControllers {
///   @Child(.safeAreaPin) var backgroundVC = ViewController()
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     Children { $backgroundVC }
///   }
/// }
/// ```
#if MainActorViews
  @preconcurrency @MainActor
#endif
public protocol AddsChildrenViewControllers: ViewController, Enclosing {}

extension AddsChildrenViewControllers {
  /// Declares a child view controller: `@Child(.safeAreaPin) var list = ListVC()`.
  public typealias Child<Wrapped: ViewController> = EnclosedChild<Self, Wrapped>

  // Capitalized, as Subviews spells it: the call reads as a block.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Resolves the listed `@Child` properties, in order, without `Mirror`.
  ///
  /// Write `$` before each name.
  public func Children(@EnclosedPropertiesBuilder _ properties: () -> [EnclosedProperty]) {
    resolve(properties().map(\.property))
  }
}
