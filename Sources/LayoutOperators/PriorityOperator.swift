import LayoutCore

/// Binds `~` after the relations, so `a == b + 8 ~ .defaultHigh` sets the
/// priority of the whole constraint.
precedencegroup LayoutPriorityPrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
  lowerThan: ComparisonPrecedence
}

/// Sets the priority of a constraint or of a group of constraints.
infix operator ~ : LayoutPriorityPrecedence

// MARK: - Priorities on constraints

extension LayoutConstraint {
  /// Sets the priority of `lhs` and returns it: `a.width == 100 ~ .defaultHigh`.
  ///
  /// ```swift
  /// title.trailing <= card.trailing - 16 ~ 750
  /// ```
  @discardableResult
  public static func ~ (lhs: LayoutConstraint, rhs: LayoutPriority) -> LayoutConstraint {
    lhs.setPriority(rhs)
  }
}

extension Array where Element == LayoutConstraint {
  /// Sets the priority of every constraint: `a.edges == b.edges ~ .almostRequired`.
  @discardableResult
  public static func ~ (lhs: [LayoutConstraint], rhs: LayoutPriority) -> [LayoutConstraint] {
    lhs.setPriority(rhs)
  }
}

// MARK: - Levels

nonisolated extension LayoutPriority {
  /// 999: just below required, so the constraint may break without an error.
  public static let almostRequired = LayoutPriority(999)
}
