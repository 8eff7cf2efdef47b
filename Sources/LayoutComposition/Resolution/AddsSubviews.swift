import LayoutCore

/// A view or view controller whose `@Subview` and `@ArrangedSubview`
/// properties are added to it.
///
/// ``Superview`` and ``ParentViewController`` adopt it and resolve their
/// properties for you. To keep your own base class, adopt it and either call
/// ``Enclosing/resolveAllEnclosedProperties()`` (found with `Mirror`) or list
/// the properties with ``Subviews(_:)``:
///
/// ```swift
/// final class HelloWorld: View, AddsSubviews {
///   @Subview(.pin) var background = View()
///   @Subview(of: \.background, .alignCenter, { $0.text = "Hello, world" })
///   var label = Label()
///
///   init() {
///     super.init(frame: .zero)
///     Subviews {
///       $background
///       $label
///     }
///   }
/// }
/// ```
#if MainActorViews
  @preconcurrency @MainActor
#endif
public protocol AddsSubviews: Enclosing {
  /// The view that `@Subview` properties naming no other parent are added to:
  /// the view itself, or a controller's root view.
  var subviewsContainer: View { get }
}

extension AddsSubviews where Self: View {
  /// The view itself.
  public var subviewsContainer: View { self }
}

extension AddsSubviews where Self: ViewController {
  /// The controller's root view (loaded if needed).
  public var subviewsContainer: View { view }
}

extension AddsSubviews {
  /// Declares a subview: `@Subview(.pin, { $0.text = "Hi" }) var label = Label()`.
  public typealias Subview<Wrapped: View> = EnclosedSubview<Self, Wrapped>

  /// Declares an arranged subview of a stack view property:
  /// `@ArrangedSubview(of: \.stack) var icon = View()`.
  public typealias ArrangedSubview<Wrapped: View> = EnclosedArrangedSubview<Self, Wrapped>

  // Capitalized, as Subviews spells it: the call reads as a block.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Resolves the listed properties, in order, without `Mirror`.
  ///
  /// Write `$` before each name. A property left out is still resolved the
  /// first time it is read (and then every property is, with `Mirror`), so
  /// list them all to keep reflection out.
  public func Subviews(@EnclosedPropertiesBuilder _ properties: () -> [EnclosedProperty]) {
    resolve(properties().map(\.property))
  }
}
