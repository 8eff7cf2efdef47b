import Testing

@testable import Cassowary

/// Variables shared by solvers: each finds its own symbol, and none loses
/// the variable when another solver drops it or goes away.
@Suite struct SharedVariableTests {
  @Test func solversSharingVariablesKeepTheirOwnSymbols() throws {
    let x = Variable("x")
    let y = Variable("y")
    var first: Solver? = Solver()
    let second = Solver()
    try first!.addConstraint(x == 10)
    try first!.addConstraint(y == x + 5)
    try second.addConstraint(x == 3)
    try second.addConstraint((y == 100) | .weak)
    #expect(first!.value(of: y) == 15)
    #expect(second.value(of: x) == 3 && second.value(of: y) == 100)
    #expect(second.tableau.unhintedVariables.count == 2)
    first = nil
    // The hints came back: a third solver takes them, the second still finds its own.
    let third = Solver()
    try third.addConstraint(x + y == 1)
    #expect(third.tableau.unhintedVariables.isEmpty)
    try second.addEditVariable(y, strength: .strong)
    try second.suggestValue(y, 42)
    #expect(second.value(of: y) == 42)
    second.reset()
    #expect(second.variableCount == 0 && third.variableCount == 2)
  }
}
