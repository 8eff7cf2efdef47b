import LayoutCore

/// A class whose `@Subview`, `@ArrangedSubview` and `@Child` properties this module resolves.
///
/// You do not adopt it directly: adopt ``AddsSubviews`` or
/// ``AddsChildrenViewControllers`` (or subclass ``Superview`` or
/// ``ParentViewController``, which adopt them for you). It exists so that one
/// ``resolveAllEnclosedProperties()`` serves classes that adopt both.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public protocol Enclosing: AnyObject {}

extension Enclosing {
  /// Creates every `@Subview`, `@ArrangedSubview` and `@Child` property of
  /// this instance, in declaration order, and adds each to its parent.
  ///
  /// Properties are found with `Mirror`, walking the superclass chain from
  /// the base class down, so properties declared in a superclass come first.
  /// Call it once, at the end of your initializer (a view) or right after
  /// `super.viewDidLoad()` (a view controller); ``Superview`` and
  /// ``ParentViewController`` call it for you. Calling it again does
  /// nothing for properties already resolved.
  ///
  /// ```swift
  /// final class HelloWorld: View, AddsSubviews {
  ///   @Subview(.pin, { $0.text = "Hello, world" })
  ///   var label = Label()
  ///
  ///   init() {
  ///     super.init(frame: .zero)
  ///     resolveAllEnclosedProperties()
  ///   }
  /// }
  /// ```
  ///
  /// You rarely need it to have run: reading any such property first resolves
  /// them all, so a property is never seen before it is in place.
  public func resolveAllEnclosedProperties() {
    // Loading a controller's view runs `viewDidLoad`, which may resolve the
    // properties itself; loading first keeps a single pass in charge of order.
    (self as? ViewController)?.loadViewIfNeeded()
    resolve(EnclosedPropertyScanner.properties(of: self))
  }

  /// Resolves properties in the order given; each is marked first, so that a
  /// closure reading one not yet reached resolves just that one.
  func resolve(_ properties: [any EnclosedPropertyResolving]) {
    for property in properties { property.isQueued = true }
    for property in properties { property.resolve(in: self) }
  }
}
