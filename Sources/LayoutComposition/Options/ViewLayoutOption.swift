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
nonisolated public struct ViewLayoutOption: ExpressibleByArrayLiteral, Sendable {
  /// The rules, in order; each gets the view and its superview.
  let rules: [SuperviewRule]

  init(rules: [SuperviewRule]) {
    self.rules = rules
  }

  /// A custom option: a closure that constrains the view (its superview is `view.superview`).
  public init(_ apply: @escaping Rule) {
    rules = [{ view, _ in apply(view) }]
  }

  /// Several options applied in order: `[.pinTop, .pinHorizontally, .height(40)]`.
  public init(arrayLiteral options: ViewLayoutOption...) {
    rules = options.flatMap(\.rules)
  }

  /// A custom option that gets the view and the superview it was added to
  /// (for an arranged subview, the stack view).
  public static func withSuperview(
    _ apply: @escaping SuperviewRule
  ) -> ViewLayoutOption {
    ViewLayoutOption(rules: [apply])
  }

  /// Applies the rules to a view that has just been added to `superview`.
  #if MainActorViews
    @MainActor
  #endif
  func apply(to view: View, in superview: View) {
    for rule in rules { rule(view, superview) }
  }

  /// An option that activates the constraints `make` returns.
  static func constraints(
    _ make: @escaping ConstraintRule
  ) -> ViewLayoutOption {
    ViewLayoutOption(rules: [
      { view, superview in LayoutConstraint.activate(make(view, superview)) }
    ])
  }
}

// The closures run where views live: on the main actor with the
// MainActorViews trait (the default), in the tree's own task without it.
nonisolated extension ViewLayoutOption {
  #if MainActorViews
    /// A custom option's closure: it gets the view just added to its superview.
    public typealias Rule = @MainActor @Sendable (_ view: View) -> Void
    /// A custom option's closure that also gets the superview (for an arranged subview, the stack view).
    public typealias SuperviewRule = @MainActor @Sendable (_ view: View, _ superview: View) -> Void
    /// A closure returning the constraints an option activates.
    typealias ConstraintRule = @MainActor @Sendable (_ view: View, _ superview: View) -> [LayoutConstraint]
  #else
    /// A custom option's closure: it gets the view just added to its superview.
    public typealias Rule = @Sendable (_ view: View) -> Void
    /// A custom option's closure that also gets the superview (for an arranged subview, the stack view).
    public typealias SuperviewRule = @Sendable (_ view: View, _ superview: View) -> Void
    /// A closure returning the constraints an option activates.
    typealias ConstraintRule = @Sendable (_ view: View, _ superview: View) -> [LayoutConstraint]
  #endif
}
