import Testing

@testable import Cassowary

/// `valueRange(of:)` answers for a determined variable without solving, and
/// still measures the interval of an undecided one.
@Suite struct ValueRangeShortcutTests {
  /// x0 = 0, x(i+1) = x(i) + 10, all required: every x is determined.
  private func chain(_ count: Int) throws -> (Solver, [Variable]) {
    let solver = Solver()
    let xs = (0..<count).map { Variable("x\($0)") }
    try solver.addConstraint(xs[0] == 0)
    for index in 1..<count { try solver.addConstraint(xs[index] == xs[index - 1] + 10) }
    solver.updateVariables()
    return (solver, xs)
  }

  @Test func aDeterminedVariableIsAPointAndCostsNoSolve() throws {
    let (solver, xs) = try chain(200)
    // A probe adds a pull (new symbols) and rolls it back; the shortcut adds nothing.
    let symbols = (solver.tableau.kinds.count, solver.tableau.freeSymbols.count)
    let dump = solver.dump()
    #expect(solver.valueRange(of: xs[150]) == 1500...1500)
    #expect(solver.valueRange(of: xs[0]) == 0...0)
    #expect(solver.tableau.kinds.count == symbols.0)
    #expect(solver.tableau.freeSymbols.count == symbols.1)
    #expect(solver.dump() == dump)
  }

  @Test func anUndecidedVariableIsStillProbed() throws {
    let (solver, xs) = try chain(20)
    let free = Variable("free")
    try solver.addConstraint(free >= xs[19])
    try solver.addConstraint(free <= xs[19] + 50)
    solver.updateVariables()
    let symbols = solver.tableau.kinds.count + solver.tableau.freeSymbols.count
    #expect(solver.valueRange(of: free) == 190...240)
    #expect(solver.tableau.kinds.count + solver.tableau.freeSymbols.count > symbols)
    // The probe leaves everything as it was.
    #expect(solver.valueRange(of: xs[19]) == 190...190)
  }

  @Test func aWeakPreferenceStillDecides() throws {
    let (solver, xs) = try chain(5)
    let y = Variable("y")
    try solver.addConstraint(y >= xs[4])
    try solver.addConstraint((y == 100) | .weak)
    solver.updateVariables()
    #expect(solver.valueRange(of: y) == 100...100)
  }
}
