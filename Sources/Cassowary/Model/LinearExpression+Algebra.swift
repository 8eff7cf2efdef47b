// MARK: - Algebra used by the operators

extension LinearExpression {
  /// The expression multiplied by a number.
  func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }

  /// The sum of two expressions (terms are concatenated, not merged).
  func adding(_ other: LinearExpression) -> LinearExpression {
    LinearExpression(terms + other.terms, constant: constant + other.constant)
  }

  /// The difference of two expressions.
  func subtracting(_ other: LinearExpression) -> LinearExpression {
    adding(other.scaled(by: -1))
  }
}
