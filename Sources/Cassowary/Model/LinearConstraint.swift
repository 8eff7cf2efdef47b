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
  ///
  /// Made from the stored terms on each read: the constraint keeps them
  /// inline rather than as an expression's array.
  public var expression: LinearExpression { LinearExpression(terms.array, constant: constant) }
  /// The expression's terms, in the order they were written; the
  /// constraint retains their variables (see `TermList`).
  package let terms: TermList
  /// The expression's constant.
  package let constant: Double
  /// The strength the constraint was made with.
  public let strength: Strength
  /// An optional label for messages and ``Solver/dump()``.
  public let identifier: String?

  // The tableau slot of the first solver that holds this constraint, tagged
  // with that solver, or 0: it finds its record without hashing (see
  // ConstraintTable; a solver checks it by identity before use).
  let slotHint = Atomic<Int>(0)

  /// The comparison with zero.
  // Last: one byte after the words packs the object into 113 bytes.
  public let relation: Relation

  /// Creates `expression relation 0` with a strength.
  public init(
    _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required,
    identifier: String? = nil
  ) {
    // The expression is alive here; its inline variables are retained below.
    self.terms = TermList(unretained: expression.terms)
    self.constant = expression.constant
    self.relation = relation
    self.strength = strength
    self.identifier = identifier
    terms.retainInline()
  }

  /// Creates `Σ terms + constant relation 0`, retaining the terms' variables.
  package init(
    terms: TermList, constant: Double, _ relation: Relation, strength: Strength = .required,
    identifier: String? = nil
  ) {
    self.terms = terms
    self.constant = constant
    self.relation = relation
    self.strength = strength
    self.identifier = identifier
    terms.retainInline()
  }

  deinit { terms.releaseInline() }

  /// A copy of this constraint with another strength (a new object).
  public func with(strength: Strength) -> LinearConstraint {
    LinearConstraint(terms: terms, constant: constant, relation, strength: strength, identifier: identifier)
  }

  /// A copy of this constraint with a label (a new object).
  public func labeled(_ identifier: String) -> LinearConstraint {
    LinearConstraint(terms: terms, constant: constant, relation, strength: strength, identifier: identifier)
  }

  /// Whether the constraint holds for the variables' current values, within `tolerance`.
  public func isSatisfied(tolerance: Double = 1e-8) -> Bool {
    let v = terms.reduce(constant) { $0 + $1.value }
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
