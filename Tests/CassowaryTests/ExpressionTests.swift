import Cassowary
import Testing

@Suite struct ExpressionTests {
  @Test func operatorsNormaliseToExpressionOpZero() {
    let x = Variable("x")
    let y = Variable("y")
    let c = 2 * x + y <= 10
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.strength == .required)
    #expect(c.expression.terms.map(\.coefficient) == [2, 1])
    #expect(c.expression.constant == -10)
    #expect(c.description == "2 * x + y - 10 <= 0 | required")

    let d = 10 >= x / 4 - y
    #expect(d.expression.terms.map(\.coefficient) == [-0.25, 1])
    #expect(d.expression.constant == 10)
    #expect(d.relation == .greaterThanOrEqual)
  }

  @Test func expressionValueUsesVariableValues() {
    let x = Variable("x", value: 3)
    let y = Variable("y", value: 4)
    let e = -(x * 2) + 3 * (y - 1) + 0.5
    #expect(e.value == -6 + 9 + 0.5)
    #expect((x + y == 7).isSatisfied())
    #expect(!(x + y == 8).isSatisfied())
  }

  @Test func strengthOperatorMakesANewConstraint() {
    let x = Variable("x")
    let c = x >= 1
    let strong = c | .strong
    #expect(strong !== c)
    #expect(strong.strength == .strong)
    #expect(c.strength == .required)
  }
}
