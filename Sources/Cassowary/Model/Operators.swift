// Operators that build expressions and constraints, grouped by left-hand type as
// in kiwi's symbolics.h. Every combination goes through `LinearExpression` so the
// algebra lives in one place (`Operators+Expression.swift`).

// MARK: - Scaling

/// Multiplies a variable by a number.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// Multiplies a variable by a number.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// Divides a variable by a number.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
/// Negates a variable.
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }

/// Multiplies a term by a number.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// Multiplies a term by a number.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
/// Divides a term by a number.
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
/// Negates a term.
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }

/// Multiplies an expression by a number.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
/// Multiplies an expression by a number.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
/// Divides an expression by a number.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
/// Negates an expression.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

// MARK: - Variable on the left

/// Adds two linear quantities.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs)) }
/// Subtracts two linear quantities.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
  LinearExpression(lhs).subtracting(LinearExpression(rhs))
}
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Variable, rhs: Variable) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Variable, rhs: Variable) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Variable, rhs: Variable) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs)) }
/// Subtracts two linear quantities.
public func - (lhs: Variable, rhs: Term) -> LinearExpression {
  LinearExpression(lhs).subtracting(LinearExpression(rhs))
}
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Variable, rhs: Term) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Variable, rhs: Term) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Variable, rhs: Term) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs) }
/// Subtracts two linear quantities.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).subtracting(rhs) }
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Variable, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(rhs), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Variable, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(rhs), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Variable, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(rhs), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: Variable, rhs: Double) -> LinearExpression {
  LinearExpression(lhs).adding(LinearExpression(constant: rhs))
}
/// Subtracts two linear quantities.
public func - (lhs: Variable, rhs: Double) -> LinearExpression {
  LinearExpression(lhs).subtracting(LinearExpression(constant: rhs))
}
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Variable, rhs: Double) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(constant: rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Variable, rhs: Double) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(constant: rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Variable, rhs: Double) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(constant: rhs)), .greaterThanOrEqual)
}

// MARK: - Term on the left

/// Adds two linear quantities.
public func + (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs)) }
/// Subtracts two linear quantities.
public func - (lhs: Term, rhs: Variable) -> LinearExpression {
  LinearExpression(lhs).subtracting(LinearExpression(rhs))
}
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Term, rhs: Variable) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Term, rhs: Variable) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Term, rhs: Variable) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs)) }
/// Subtracts two linear quantities.
public func - (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression(lhs).subtracting(LinearExpression(rhs)) }
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Term, rhs: Term) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Term, rhs: Term) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Term, rhs: Term) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(rhs)), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs) }
/// Subtracts two linear quantities.
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).subtracting(rhs) }
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Term, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(rhs), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Term, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(rhs), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Term, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(rhs), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: Term, rhs: Double) -> LinearExpression {
  LinearExpression(lhs).adding(LinearExpression(constant: rhs))
}
/// Subtracts two linear quantities.
public func - (lhs: Term, rhs: Double) -> LinearExpression {
  LinearExpression(lhs).subtracting(LinearExpression(constant: rhs))
}
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Term, rhs: Double) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(constant: rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Term, rhs: Double) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(constant: rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Term, rhs: Double) -> LinearConstraint {
  LinearConstraint(LinearExpression(lhs).subtracting(LinearExpression(constant: rhs)), .greaterThanOrEqual)
}

// MARK: - LinearExpression on the left

/// Adds two linear quantities.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(LinearExpression(rhs)) }
/// Subtracts two linear quantities.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.subtracting(LinearExpression(rhs)) }
/// A required constraint: the left side is equal to the right side.
public func == (lhs: LinearExpression, rhs: Variable) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(LinearExpression(rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: LinearExpression, rhs: Variable) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(LinearExpression(rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: LinearExpression, rhs: Variable) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(LinearExpression(rhs)), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs.adding(LinearExpression(rhs)) }
/// Subtracts two linear quantities.
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs.subtracting(LinearExpression(rhs)) }
/// A required constraint: the left side is equal to the right side.
public func == (lhs: LinearExpression, rhs: Term) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(LinearExpression(rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: LinearExpression, rhs: Term) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(LinearExpression(rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: LinearExpression, rhs: Term) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(LinearExpression(rhs)), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs) }
/// Subtracts two linear quantities.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.subtracting(rhs) }
/// A required constraint: the left side is equal to the right side.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(rhs), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(rhs), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(rhs), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.adding(LinearExpression(constant: rhs)) }
/// Subtracts two linear quantities.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  lhs.subtracting(LinearExpression(constant: rhs))
}
/// A required constraint: the left side is equal to the right side.
public func == (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(LinearExpression(constant: rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(LinearExpression(constant: rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
  LinearConstraint(lhs.subtracting(LinearExpression(constant: rhs)), .greaterThanOrEqual)
}

// MARK: - Double on the left

/// Adds two linear quantities.
public func + (lhs: Double, rhs: Variable) -> LinearExpression {
  LinearExpression(constant: lhs).adding(LinearExpression(rhs))
}
/// Subtracts two linear quantities.
public func - (lhs: Double, rhs: Variable) -> LinearExpression {
  LinearExpression(constant: lhs).subtracting(LinearExpression(rhs))
}
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Double, rhs: Variable) -> LinearConstraint {
  LinearConstraint(LinearExpression(constant: lhs).subtracting(LinearExpression(rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Double, rhs: Variable) -> LinearConstraint {
  LinearConstraint(LinearExpression(constant: lhs).subtracting(LinearExpression(rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Double, rhs: Variable) -> LinearConstraint {
  LinearConstraint(LinearExpression(constant: lhs).subtracting(LinearExpression(rhs)), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: Double, rhs: Term) -> LinearExpression {
  LinearExpression(constant: lhs).adding(LinearExpression(rhs))
}
/// Subtracts two linear quantities.
public func - (lhs: Double, rhs: Term) -> LinearExpression {
  LinearExpression(constant: lhs).subtracting(LinearExpression(rhs))
}
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Double, rhs: Term) -> LinearConstraint {
  LinearConstraint(LinearExpression(constant: lhs).subtracting(LinearExpression(rhs)), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Double, rhs: Term) -> LinearConstraint {
  LinearConstraint(LinearExpression(constant: lhs).subtracting(LinearExpression(rhs)), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Double, rhs: Term) -> LinearConstraint {
  LinearConstraint(LinearExpression(constant: lhs).subtracting(LinearExpression(rhs)), .greaterThanOrEqual)
}
/// Adds two linear quantities.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(constant: lhs).adding(rhs) }
/// Subtracts two linear quantities.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
  LinearExpression(constant: lhs).subtracting(rhs)
}
/// A required constraint: the left side is equal to the right side.
public func == (lhs: Double, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(LinearExpression(constant: lhs).subtracting(rhs), .equal)
}
/// A required constraint: the left side is at most the right side.
public func <= (lhs: Double, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(LinearExpression(constant: lhs).subtracting(rhs), .lessThanOrEqual)
}
/// A required constraint: the left side is at least the right side.
public func >= (lhs: Double, rhs: LinearExpression) -> LinearConstraint {
  LinearConstraint(LinearExpression(constant: lhs).subtracting(rhs), .greaterThanOrEqual)
}

// MARK: - Strength

/// A copy of the constraint with the given strength, as in kiwi's `constraint | "strong"`.
///
/// `|` binds tighter than comparisons, so parenthesise the constraint:
/// `(x + y <= 10) | .strong`.
public func | (lhs: LinearConstraint, rhs: Strength) -> LinearConstraint {
  lhs.with(strength: rhs)
}
