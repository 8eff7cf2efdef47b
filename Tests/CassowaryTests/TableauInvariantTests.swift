import Testing

@testable import Cassowary

/// The tableau's bookkeeping checks (`Tableau.invariantViolation()`, which
/// the checked build runs after solver operations): they hold through adds,
/// removals, edits and rebuilds, and each names what disagrees.
@Suite struct TableauInvariantTests {
  @Test func addsRemovalsAndEditsKeepTheIndexesInAgreement() throws {
    let solver = Solver()
    let constraints = ColumnCompactionTests.boxes(2_000)
    for constraint in constraints { try solver.addConstraint(constraint) }
    #expect(solver.tableau.invariantViolation() == nil)
    for (index, constraint) in constraints.enumerated() where index % 5 == 1 {
      try solver.removeConstraint(constraint)
    }
    #expect(solver.tableau.invariantViolation() == nil)
    let x = Variable()
    try solver.addConstraint((x >= 10) | .required)
    try solver.addEditVariable(x, strength: .strong)
    for value in stride(from: 0.0, through: 500, by: 25) { try solver.suggestValue(x, value) }
    solver.updateVariables()
    #expect(solver.tableau.invariantViolation() == nil)
    #expect(x.value == 500)
  }

  /// A refused constraint leaves the tableau as it was, indexes included.
  @Test func aRefusedConstraintLeavesTheIndexesInAgreement() throws {
    let solver = Solver()
    let x = Variable()
    try solver.addConstraint(x == 10)
    #expect(throws: SolverError.self) { try solver.addConstraint(x == 20) }
    #expect(solver.tableau.invariantViolation() == nil)
  }

  @Test func aMiscountedColumnIsNamed() throws {
    let solver = Solver()
    for constraint in ColumnCompactionTests.boxes(10) { try solver.addConstraint(constraint) }
    solver.tableau.columnEntries += 1
    #expect(solver.tableau.invariantViolation()?.contains("columnEntries") == true)
    solver.tableau.columnEntries -= 1
    solver.tableau.staleColumnEntries += 1
    #expect(solver.tableau.invariantViolation()?.contains("staleColumnEntries") == true)
  }

  @Test func aRowItsColumnDoesNotListIsNamed() throws {
    let solver = Solver()
    for constraint in ColumnCompactionTests.boxes(3) { try solver.addConstraint(constraint) }
    // Empty the column of a symbol some row holds.
    let tableau = solver.tableau
    let heldSymbols = tableau.kinds.indices.compactMap { tableau.symbols[$0].row?.cells.first?.symbol }
    let held = try #require(heldSymbols.first)
    let removed = solver.tableau.columns[held].count
    solver.tableau.columns[held] = SymbolColumn()
    solver.tableau.columnEntries -= removed
    #expect(solver.tableau.invariantViolation()?.contains("does not list the row") == true)
  }
}
