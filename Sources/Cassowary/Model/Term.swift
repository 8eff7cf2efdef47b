/// A variable multiplied by a coefficient, such as `2 * x`.
public struct Term: Sendable, CustomStringConvertible {
  /// The unknown.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term's value for the variable's current ``Variable/value``.
  public var value: Double { coefficient * variable.value }

  /// The term in the form `2 * x`, or `x` when the coefficient is 1.
  public var description: String {
    coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
  }
}
