/// A sum of terms plus a constant: `c + Σ aᵢ·xᵢ`.
///
/// Expressions are usually written with operators: `2 * x + y - 10`.
public struct LinearExpression: Sendable, CustomStringConvertible {
  /// The terms, in the order they were written (terms on the same variable are not merged).
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression consisting of one term.
  public init(_ term: Term) {
    self.init([term])
  }

  /// The expression's value for the variables' current values.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.value }
  }

  /// A readable form such as `2 * x + y - 10`.
  public var description: String {
    var text = ""
    for term in terms {
      if text.isEmpty {
        text = term.coefficient < 0 ? "-" + Term(term.variable, -term.coefficient).description : term.description
      } else if term.coefficient < 0 {
        text += " - " + Term(term.variable, -term.coefficient).description
      } else {
        text += " + " + term.description
      }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant > 0 { text += " + " + formatNumber(constant) }
    if constant < 0 { text += " - " + formatNumber(-constant) }
    return text
  }
}
