import LayoutCore

/// A layout rule for a declared subview, relative to its superview:
/// `.pin`, `.alignCenter`, `.height(40)`, `.safeAreaPinTop(inset: 8)`…
///
/// Combine options with an array literal; they apply in order:
///
/// ```swift
/// @Subview([.marginsPinHorizontally, .pinTop(inset: 4), .height(40)])
/// var flag = View()
/// ```
///
/// Write your own with a closure, which runs after the view has been added
/// to its superview:
///
/// ```swift
/// extension ViewLayoutOption {
///   static let minimumTapTarget = ViewLayoutOption { view in
///     view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
///   }
/// }
/// ```
///
/// Options are `Sendable` (custom closures must be `@Sendable`), so they
/// can be stored in `static let`s. They make required, active `LayoutConstraint`s.
/// Each pin family exists against the superview's edges (`pin…`), its layout
/// margins (`marginsPin…`), its safe area (`safeAreaPin…`) and its readable
/// content guide (`readableContentPin…`). They use leading and trailing, so
/// they follow right-to-left layouts; insets are distances inward from the
/// guide's edges.
public struct ViewLayoutOption: ExpressibleByArrayLiteral, Sendable {
  /// The rules, in order; each gets the view and its superview.
  let rules: [@Sendable (View, View) -> Void]

  init(rules: [@Sendable (View, View) -> Void]) {
    self.rules = rules
  }

  /// A custom option: a closure that constrains the view (its superview is `view.superview`).
  public init(_ apply: @escaping @Sendable (_ view: View) -> Void) {
    rules = [{ view, _ in apply(view) }]
  }

  /// Several options applied in order: `[.pinTop, .pinHorizontally, .height(40)]`.
  public init(arrayLiteral options: ViewLayoutOption...) {
    rules = options.flatMap(\.rules)
  }

  /// A custom option that gets the view and the superview it was added to
  /// (for an arranged subview, the stack view).
  public static func withSuperview(
    _ apply: @escaping @Sendable (_ view: View, _ superview: View) -> Void
  ) -> ViewLayoutOption {
    ViewLayoutOption(rules: [apply])
  }

  /// Applies the rules to a view that has just been added to `superview`.
  func apply(to view: View, in superview: View) {
    for rule in rules { rule(view, superview) }
  }

  /// An option that activates the constraints `make` returns.
  static func constraints(
    _ make: @escaping @Sendable (_ view: View, _ superview: View) -> [LayoutConstraint]
  ) -> ViewLayoutOption {
    ViewLayoutOption(rules: [
      { view, superview in LayoutConstraint.activate(make(view, superview)) }
    ])
  }
}
