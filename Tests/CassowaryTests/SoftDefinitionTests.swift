import Testing

@testable import Cassowary

/// Soft equalities that name a fresh variable are held as definitions too, with
/// their errors outside the rows until something pulls on them; these tests pin
/// down that they weigh exactly as rows do: against stronger and weaker
/// constraints, across strength and constant changes, and on removal.
@Suite struct SoftDefinitionTests {
  @Test func aSoftDefinitionHoldsUntilSomethingStrongerPulls() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let preference = (x == y + 10) | .weak
    try solver.addConstraint(preference)
    try solver.addConstraint(y == 5)
    solver.updateVariables()
    #expect(x.value == 15)
    #expect(solver.tableau.symbols.contains { $0.definition != nil })

    let pull = (x == 40) | .strong
    try solver.addConstraint(pull)
    solver.updateVariables()
    #expect(x.value == 40)
    try solver.removeConstraint(pull)
    solver.updateVariables()
    #expect(x.value == 15)
  }

  @Test func itsStrengthDecidesAgainstOtherPreferences() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let preference = (x == y + 10) | .medium
    try solver.addConstraint(preference)
    try solver.addConstraint(y == 5)
    try solver.addConstraint((x == 30) | .weak)
    solver.updateVariables()
    #expect(x.value == 15)

    try solver.setStrength(Strength(0.5), for: preference)
    solver.updateVariables()
    #expect(x.value == 30)

    try solver.setStrength(.strong, for: preference)
    solver.updateVariables()
    #expect(x.value == 15)
  }

  @Test func constantChangesMoveTheDefinedVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let child = Variable("child")
    let preference = (x == y + 10) | .weak
    try solver.addConstraint(preference)
    try solver.addConstraint(child == x + 4)
    try solver.addConstraint(y == 5)
    try solver.setConstant(-25, for: preference)  // x - y - 25 == 0
    solver.updateVariables()
    #expect(x.value == 30)
    #expect(child.value == 34)
  }

  @Test func removingOneThatARowPulledOnKeepsTheRestRight() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let preference = (x == y + 10) | .medium
    try solver.addConstraint(preference)
    try solver.addConstraint(y == 5)
    try solver.addConstraint(z >= x + 5)
    try solver.addConstraint((z == 12) | .strong)
    solver.updateVariables()
    // The strong pull on z wins: x gives way to 7, the medium error is 8.
    #expect(z.value == 12)
    #expect(abs(x.value - 7) < 1e-9)

    try solver.removeConstraint(preference)
    try solver.addConstraint((x == 1) | .weak)
    solver.updateVariables()
    #expect(x.value == 1)
    #expect(z.value == 12)
    #expect(solver.storageFootprint.constraints == 4)
  }

  @Test func anEditVariableStaysWhereItIsUntilASuggestion() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 0)
    try solver.addConstraint((x == 7) | .weak)
    solver.updateVariables()
    #expect(x.value == 7)
    // kiwi holds a new edit variable at 0, which a strong edit would win here.
    try solver.addEditVariable(x, strength: .strong)
    solver.updateVariables()
    #expect(x.value == 7)
    try solver.suggestValue(x, 3)
    solver.updateVariables()
    #expect(x.value == 3)
  }
}
