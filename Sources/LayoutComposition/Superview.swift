import Foundation
import LayoutCore

/// A base class for views that declare their subviews with `@Subview` and
/// `@ArrangedSubview`: it adds them when it is created.
///
/// ```swift
/// final class HelloWorldView: Superview {
///   @Subview(.pin, { $0.text = "Hello, world" })
///   var label = Label()
/// }
/// ```
///
/// The properties are resolved at the end of `Superview`'s initializer, after
/// your subclass has set its own stored properties, so creation and
/// configuration closures may read them (`{ (label, self) in label.text = self.title }`).
open class Superview: View, AddsSubviews {
  /// Creates the view and adds its declared subviews.
  ///
  /// Designated, unlike `View.init()`, so that subclasses with their own
  /// initializers can call `super.init()` as Subviews' users do.
  public init() {
    super.init(frame: .zero)
    resolveAllEnclosedProperties()
  }

  /// Creates the view with a frame and adds its declared subviews.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    resolveAllEnclosedProperties()
  }

  /// Unavailable, as in Subviews: a superview is made in code. Because it is
  /// unavailable, a subclass that declares its own initializers inherits it
  /// and need not write `required init?(coder:)`.
  @available(*, unavailable)
  public required init?(coder: NSCoder) {
    return nil
  }
}
