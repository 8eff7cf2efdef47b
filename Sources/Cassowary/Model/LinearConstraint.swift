import Synchronization

/// A linear relation `expression (==, <=, >=) 0` with a ``Strength``.
///
/// Constraints have identity: the solver adds, removes and updates the very object
/// you pass. They are immutable; ``Solver/setConstant(_:for:)`` and
/// ``Solver/setStrength(_:for:)`` change how a solver holds one without a new object.
///
/// ```swift
/// let c = (2 * x + y <= 10) | .strong
/// try solver.addConstraint(c)
/// ```
public final class LinearConstraint: Sendable, CustomStringConvertible {
  /// The left-hand side, compared with zero.
  public let expression: LinearExpression
  /// The comparison with zero.
  public let relation: Relation
  /// The strength the constraint was made with.
  public let strength: Strength
  /// An optional label for messages and ``Solver/dump()``.
  public let identifier: String?

  /// Creates `expression relation 0` with a strength.
  // The tableau slot of the first solver that holds this constraint, tagged
  // with that solver, or 0: it finds its record without hashing (see
  // ConstraintTable; a solver checks it by identity before use).
  let slotHint = Atomic<Int>(0)

  public init(
    _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required,
    identifier: String? = nil
  ) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.identifier = identifier
  }

  /// A copy of this constraint with another strength (a new object).
  public func with(strength: Strength) -> LinearConstraint {
    LinearConstraint(expression, relation, strength: strength, identifier: identifier)
  }

  /// A copy of this constraint with a label (a new object).
  public func labeled(_ identifier: String) -> LinearConstraint {
    LinearConstraint(expression, relation, strength: strength, identifier: identifier)
  }

  /// Whether the constraint holds for the variables' current values, within `tolerance`.
  public func isSatisfied(tolerance: Double = 1e-8) -> Bool {
    let v = expression.value
    switch relation {
    case .equal: return abs(v) <= tolerance
    case .lessThanOrEqual: return v <= tolerance
    case .greaterThanOrEqual: return v >= -tolerance
    }
  }

  /// The form `[id] 2 * x + y - 10 <= 0 | strong`.
  public var description: String {
    let label = identifier.map { "[\($0)] " } ?? ""
    return "\(label)\(expression) \(relation) 0 | \(strength)"
  }
}
