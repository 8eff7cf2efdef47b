import Testing

@testable import Cassowary

/// A long-lived solver rebuilds its tableau from its constraints to shed round-off.
@Suite struct RefreshTests {
  /// A bar of three views with an edit variable on the divider: a unique optimum.
  private func bar() throws -> (Solver, [Variable], [LinearConstraint]) {
    let solver = Solver()
    let (left, divider, right) = (Variable("left"), Variable("divider"), Variable("right"))
    let constraints = [
      left == 0,
      right == 600,
      divider >= left + 100,
      divider <= right - 100,
      (divider == 300) | .weak,
    ]
    for c in constraints { try solver.addConstraint(c) }
    try solver.addEditVariable(divider, strength: .strong)
    return (solver, [left, divider, right], constraints)
  }

  /// The rebuilt tableau holds what the solver held: the same constraints with
  /// their current constants and strengths, the edit variables with their
  /// suggestions, and so the same values.
  @Test func aRebuiltTableauHoldsTheSameSystem() throws {
    let (solver, variables, constraints) = try bar()
    try solver.suggestValue(variables[1], 520)
    try solver.setConstant(-700, for: constraints[1])  // right == 700
    try solver.setStrength(.medium, for: constraints[4])
    let before = variables.map { solver.value(of: $0) }

    let fresh = try #require(solver.tableau.rebuilt())
    solver.tableau = fresh
    #expect(variables.map { solver.value(of: $0) } == before)
    #expect(before == [0, 520, 700])
    #expect(solver.constant(of: constraints[1]) == -700)
    #expect(solver.strength(of: constraints[4]) == .medium)
    #expect(solver.hasEditVariable(variables[1]))
    // The edit variable still steers, within the required bounds.
    try solver.suggestValue(variables[1], 650)
    #expect(solver.value(of: variables[1]) == 600)
  }

  /// Dragging for long enough triggers the rebuild on its own, and the solver
  /// goes on answering as before.
  @Test func enoughWorkTriggersARebuild() throws {
    let (solver, variables, _) = try bar()
    let divider = variables[1]
    var step = 0
    // Each suggestion that crosses a bound pivots; stop once a rebuild has reset the work count.
    var previous = solver.tableau.touchedRows
    var rebuilt = false
    while step < 500_000 && !rebuilt {
      try solver.suggestValue(divider, step.isMultiple(of: 2) ? 50 : 550)
      rebuilt = solver.tableau.touchedRows < previous
      previous = solver.tableau.touchedRows
      step += 1
    }
    #expect(rebuilt)
    #expect(!solver.tableau.isRefreshDue)
    try solver.suggestValue(divider, 250)
    #expect(solver.value(of: divider) == 250)
    try solver.suggestValue(divider, 0)
    #expect(solver.value(of: divider) == 100)
  }

  /// Growing a system is its build, however much work it takes: rebuilding
  /// while it grows would repeat the build so far for nothing.
  @Test func aGrowingSystemIsNeverRebuilt() throws {
    let solver = Solver()
    var previous = Variable("top0")
    try solver.addConstraint(previous == 0)
    var touched = 0
    for i in 1...1_500 {
      let height = Variable("height\(i)")
      let next = Variable("top\(i)")
      try solver.addConstraint(next == previous + height)
      try solver.addConstraint(height >= 10)
      try solver.addConstraint((height == 20) | .weak)
      #expect(solver.tableau.touchedRows >= touched, "rebuilt while growing, at view \(i)")
      touched = solver.tableau.touchedRows
      previous = next
    }
    // Every row update so far was growth, so no amount of it makes a rebuild due.
    #expect(solver.tableau.growthWork == touched)
    #expect(!solver.tableau.isRefreshDue)
    #expect(solver.value(of: previous) == 30_000)
    // Churn is counted apart: removing and re-adding is not growth.
    let last = solver.tableau.constraints.records.max { $0.order < $1.order }!.constraint
    try solver.removeConstraint(last)
    try solver.addConstraint(last)
    #expect(solver.tableau.growthWork == touched)
  }

  /// When the fresh build would refuse a required constraint that the tableau
  /// holds, nothing changes.
  @Test func aRebuildThatWouldRefuseAConstraintGivesNil() throws {
    let x = Variable("x")
    let solver = Solver()
    let low = x >= 10
    try solver.addConstraint(low)
    try solver.addConstraint(x <= 20)
    // Make the record disagree with what the rows hold, as round-off would.
    solver.tableau.constraints[solver.tableau.constraints.slot(of: low)!].constant = -30  // x >= 30
    #expect(solver.tableau.rebuilt() == nil)
  }
}
