import LayoutCore

/// Gathers constraints and groups of constraints into one array.
///
/// The builder behind ``Constraints(file:line:_:)``. Every line of the block is a
/// constraint (`a.top == b.top`), an array of them (`a.edges == b.edges`,
/// a nested `Constraints { }`), or an optional constraint; `if`, `else`,
/// `switch`, `for` and `if #available` work as in any Swift block.
#if MainActorViews
  @preconcurrency @MainActor
#endif
@resultBuilder
public enum ConstraintsBuilder {
  /// A single constraint, as a one-element group.
  ///
  /// ```swift
  /// Constraints { title.top == card.top + 12 }
  /// ```
  public static func buildExpression(_ expression: LayoutConstraint) -> [LayoutConstraint] {
    [expression]
  }

  /// A group, from a composite anchor or a nested block, kept in order.
  ///
  /// ```swift
  /// Constraints { card.edges == screen.edges - EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
  /// ```
  public static func buildExpression(_ expression: [LayoutConstraint]) -> [LayoutConstraint] {
    expression
  }

  /// An optional constraint: nothing when it is nil.
  ///
  /// ```swift
  /// Constraints { savedWidth.map { card.width == $0 } }
  /// ```
  public static func buildExpression(_ expression: LayoutConstraint?) -> [LayoutConstraint] {
    expression.map { [$0] } ?? []
  }

  /// The lines of a block, concatenated in order.
  public static func buildBlock(_ components: [LayoutConstraint]...) -> [LayoutConstraint] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`: its constraints, or none.
  ///
  /// ```swift
  /// Constraints { if showsBadge { badge.size == 16 } }
  /// ```
  public static func buildOptional(_ component: [LayoutConstraint]?) -> [LayoutConstraint] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// ```swift
  /// Constraints {
  ///   if isCompact { stack.width == 320 } else { stack.width == 640 }
  /// }
  /// ```
  public static func buildEither(first component: [LayoutConstraint]) -> [LayoutConstraint] {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [LayoutConstraint]) -> [LayoutConstraint] {
    component
  }

  /// A `for` loop: the constraints of every pass, in order.
  ///
  /// ```swift
  /// Constraints { for row in rows { row.leading == table.leading } }
  /// ```
  public static func buildArray(_ components: [[LayoutConstraint]]) -> [LayoutConstraint] {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: [LayoutConstraint])
    -> [LayoutConstraint]
  {
    component
  }
}

/// The constraints a block describes, inactive, in the order written.
///
/// The entry point of the operator DSL. Activate the result with
/// `activate()`, which also turns off
/// `translatesAutoresizingMaskIntoConstraints` of the views being placed.
///
/// ```swift
/// Constraints {
///   view.centerXY == square.centerXY
///   square.size == 200
///   frame.edges == square.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
///   if showsCaption {
///     caption.top == frame.bottom + 8
///   }
/// }.activate()
/// ```
// The seed spells the entry point as a capitalised call; a function keeps it
// one plain array, so nesting, `~` and `.activate()` need nothing more.
///
/// Operators cannot capture the line they are written on, so the constraints
/// made inside the block record where `Constraints` was called; diagnostics
/// then point at your code rather than at this module.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Constraints(
  file: StaticString = #fileID, line: UInt = #line, @ConstraintsBuilder _ content: () -> [LayoutConstraint]
) -> [LayoutConstraint] {
  let made = content()
  for constraint in made { constraint.stampCallSite(file: file, line: line) }
  return made
}
