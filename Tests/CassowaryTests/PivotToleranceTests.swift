import Testing

@testable import Cassowary

/// Round-off must never be pivoted on, and never be mistaken for a conflict.
///
/// The states here are the shapes the solver soak reached after thousands of
/// random changes, built directly on a tableau: rows holding 1e-8 to 1e-7
/// where exact arithmetic gives zero, and rows pinned at zero by required
/// equalities that read -2e-5.
@Suite struct PivotToleranceTests {
  /// A tableau with one symbol of each kind named, and rows inserted by hand.
  private struct Fixture {
    var tableau = Tableau()

    mutating func symbol(_ kind: SymbolKind) -> Int { tableau.newSymbol(kind) }

    mutating func row(_ basic: Int, _ constant: Double, _ cells: [(Int, Double)]) {
      let sorted = cells.sorted { $0.0 < $1.0 }.map { Cell(symbol: $0.0, coefficient: $0.1) }
      tableau.insertRow(basic, Row(constant: constant, cells: sorted))
    }
  }

  /// The soak's accepted add that left a required constraint 1,382 off: phase
  /// one entered a symbol whose only element was 1.5e-8 and moved it to 9e10.
  @Test func theRatioTestSkipsElementsThatAreRoundOff() {
    var f = Fixture()
    let entering = f.symbol(.error)
    let other = f.symbol(.slack)
    let noisy = f.symbol(.slack)
    f.row(noisy, 1381.7, [(entering, -1.5e-8), (other, 2)])
    #expect(f.tableau.leavingRow(for: entering, increasing: true, bland: false) == nil)

    // A real element further away is still found, and the noisy row is passed over.
    let real = f.symbol(.slack)
    f.row(real, 5_000, [(entering, -0.5)])
    let found = f.tableau.leavingRow(for: entering, increasing: true, bland: false)
    #expect(found?.row == real)
    #expect(found?.ratio == 10_000)
  }

  /// Degenerate ties (every candidate at ratio zero) go to the largest element,
  /// which keeps the new row's coefficients small; Bland's rule keeps the lowest id.
  @Test func tiesGoToTheLargestElementUnlessBlandsRuleIsOn() {
    var f = Fixture()
    let entering = f.symbol(.slack)
    let small = f.symbol(.slack)
    let large = f.symbol(.slack)
    f.row(small, 0, [(entering, -0.25)])
    f.row(large, 0, [(entering, -4)])
    #expect(f.tableau.leavingRow(for: entering, increasing: true, bland: false)?.row == large)
    #expect(f.tableau.leavingRow(for: entering, increasing: true, bland: true)?.row == small)
  }

  /// The dual ratio test ignores round-off elements: a symbol with no weight in
  /// the objective has ratio zero however small its element.
  @Test func theDualRatioTestSkipsElementsThatAreRoundOff() {
    var f = Fixture()
    let unweighted = f.symbol(.slack)
    let weighted = f.symbol(.error)
    f.tableau.addToObjective(weighted, 1_000)
    let row = Row(
      constant: -5, cells: [Cell(symbol: unweighted, coefficient: 5e-8), Cell(symbol: weighted, coefficient: 1)])
    #expect(f.tableau.dualEntering(row) == weighted)
  }

  /// A row pinned by a required equality that drifted to -2e-5 has no element
  /// to repair it with; the dual simplex must let it be, not refuse the change.
  @Test func aRowNegativeByRoundOffIsNotAConflict() {
    var f = Fixture()
    let pinned = f.symbol(.dummy)
    let noise = f.symbol(.slack)
    let drifted = f.symbol(.slack)
    f.row(drifted, -1.96e-5, [(pinned, 2), (noise, 5.5e-8)])
    f.tableau.infeasible = [drifted]
    #expect(f.tableau.dualOptimize() == nil)
    #expect(f.tableau.infeasible.isEmpty)
  }

  /// The same row negative by whole units is a real conflict and is reported.
  @Test func aRowNegativeByWholeUnitsStillFails() {
    var f = Fixture()
    let pinned = f.symbol(.dummy)
    let noise = f.symbol(.slack)
    let broken = f.symbol(.slack)
    f.row(broken, -3, [(pinned, 2), (noise, 5.5e-8)])
    f.tableau.infeasible = [broken]
    #expect(f.tableau.dualOptimize() == broken)
  }

  /// After an add or remove the primal simplex hands rows that went negative to
  /// the dual simplex, so a required inequality does not stay broken and the
  /// list of infeasible rows does not keep entries until the next suggestion.
  @Test func optimizeRepairsRowsThatWentNegative() throws {
    var f = Fixture()
    let slack = f.symbol(.slack)
    let error = f.symbol(.error)
    let negative = f.symbol(.slack)
    f.tableau.addToObjective(error, 1)
    f.row(negative, -2, [(slack, 1), (error, 1)])
    f.tableau.infeasible = [negative]
    try f.tableau.optimize()
    #expect(f.tableau.infeasible.isEmpty)
    #expect(f.tableau.symbols[negative].row == nil)
    // The cheaper symbol (the slack, with no weight) took the shortfall.
    #expect(f.tableau.value(of: slack) == 2)
  }
}
