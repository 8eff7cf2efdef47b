import Testing

@testable import Cassowary

/// Behaviours of kiwi's own solver tests, ported (behaviour, not code).
@Suite struct SolverTests {
  @Test func managesEditVariables() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    #expect(!solver.hasEditVariable(v1))
    try solver.addEditVariable(v1, strength: .weak)
    #expect(solver.hasEditVariable(v1))
    #expect(throws: SolverError.self) { try solver.addEditVariable(v1, strength: .medium) }
    #expect(throws: SolverError.self) { try solver.removeEditVariable(v2) }
    try solver.removeEditVariable(v1)
    #expect(!solver.hasEditVariable(v1))
    #expect(throws: SolverError.self) { try solver.addEditVariable(v1, strength: .required) }
    try solver.addEditVariable(v2, strength: .strong)
    #expect(solver.hasEditVariable(v2))
    #expect(throws: SolverError.self) { try solver.suggestValue(v1, 10) }
    solver.reset()
    #expect(!solver.hasEditVariable(v2))
  }

  @Test func managesConstraints() throws {
    let solver = Solver()
    let v = Variable("foo")
    let c1 = v >= 1
    let c2 = v <= 0
    #expect(!solver.hasConstraint(c1))
    try solver.addConstraint(c1)
    #expect(solver.hasConstraint(c1))
    #expect(throws: SolverError.self) { try solver.addConstraint(c1) }
    #expect(throws: SolverError.self) { try solver.removeConstraint(c2) }
    #expect(throws: SolverError.self) { try solver.addConstraint(c2) }
    try solver.removeConstraint(c1)
    #expect(!solver.hasConstraint(c1))
    try solver.addConstraint(c2)
    #expect(solver.hasConstraint(c2))
    solver.reset()
    #expect(!solver.hasConstraint(c2))
  }

  @Test func solvesUnderConstrainedSystem() throws {
    let solver = Solver()
    let v = Variable("foo")
    let c = 2 * v + 1 >= 0
    try solver.addEditVariable(v, strength: .weak)
    try solver.addConstraint(c)
    try solver.suggestValue(v, 10)
    solver.updateVariables()
    #expect(c.expression.value == 21)
    #expect(c.expression.terms[0].value == 20)
    #expect(v.value == 10)
  }

  @Test func honoursStrengths() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v1 == 10)
    try solver.addConstraint((v2 >= 0) | .weak)
    solver.updateVariables()
    #expect(v1.value == 10)
    #expect(v2.value == -10)

    solver.reset()
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint((v1 >= 10) | .medium)
    try solver.addConstraint((v2 == 2) | .strong)
    solver.updateVariables()
    #expect(v1.value == -2)
    #expect(v2.value == 2)
  }

  /// The dual-optimize example from the Cassowary paper (kiwi's infeasible-constraints test):
  /// a midpoint dragged past the right bound.
  @Test func dualOptimizesInfeasibleSuggestions() throws {
    let solver = Solver()
    let xm = Variable("xm")
    let xl = Variable("xl")
    let xr = Variable("xr")
    try solver.addEditVariable(xm, strength: .strong)
    try solver.addEditVariable(xl, strength: .weak)
    try solver.addEditVariable(xr, strength: .weak)
    try solver.addConstraint(2 * xm == xl + xr)
    try solver.addConstraint(xl + 20 <= xr)
    try solver.addConstraint(xl >= -10)
    try solver.addConstraint(xr <= 100)
    try solver.suggestValue(xm, 40)
    try solver.suggestValue(xr, 50)
    try solver.suggestValue(xl, 30)
    solver.updateVariables()
    #expect(xm.value == 40)
    #expect(xl.value == 30)
    #expect(xr.value == 50)
    try solver.suggestValue(xm, 60)
    try solver.suggestValue(xm, 90)
    solver.updateVariables()
    #expect(xl.value + xr.value == 2 * xm.value)
    #expect(xl.value == 80)
    #expect(xr.value == 100)
  }

  /// The paper's running example: a midpoint between two ends in 0…100, ends at least 10 apart.
  @Test func keepsMidpointBetweenEnds() throws {
    let solver = Solver()
    let left = Variable("left")
    let mid = Variable("mid")
    let right = Variable("right")
    try solver.addConstraint(mid == (left + right) / 2)
    try solver.addConstraint(left + 10 <= right)
    try solver.addConstraint(left >= 0)
    try solver.addConstraint(right <= 100)
    try solver.addEditVariable(mid, strength: .strong)
    for target in stride(from: 0.0, through: 100.0, by: 12.5) {
      try solver.suggestValue(mid, target)
      solver.updateVariables()
      let expected = min(max(target, 5), 95)
      #expect(abs(mid.value - expected) < 1e-9, "mid at \(target)")
      #expect(left.value >= -1e-9 && right.value <= 100 + 1e-9)
      #expect(right.value - left.value >= 10 - 1e-9)
    }
  }

  @Test func removingAConstraintRestoresThePreviousSolution() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 10) | .weak)
    let strong = (x == 20) | .strong
    try solver.addConstraint(strong)
    solver.updateVariables()
    #expect(x.value == 20)
    try solver.removeConstraint(strong)
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func reportsOnlyChangedVariables() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.addConstraint(a == 1)
    try solver.addConstraint(b >= 0)
    try solver.addEditVariable(b, strength: .strong)
    solver.updateVariables()
    try solver.suggestValue(b, 5)
    let changed = solver.updateVariables()
    #expect(changed.map(\.name) == ["b"])
    #expect(solver.updateVariables().isEmpty)
    #expect(solver.value(of: b) == 5)
  }

  @Test func dumpShowsEverySection() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint((x + y == 10).labeled("sum"))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 3)
    let dump = solver.dump()
    for section in ["Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints"] {
      #expect(dump.contains(section))
    }
    #expect(dump.contains("[sum] x + y - 10 == 0 | required"))
    #expect(dump.contains("x -> 3 | strong"))
  }
}

/// `valueRange(of:)`: where a variable can be at no cost, for ambiguity reports.
@Suite struct ValueRangeTests {
  @Test func determinedVariablesHaveOneValue() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == 10)
    try solver.addConstraint(y == 2 * x + 5)
    #expect(solver.valueRange(of: x) == 10...10)
    #expect(solver.valueRange(of: y) == 25...25)
    #expect(solver.valueRange(of: Variable("unknown")) == nil)
  }

  @Test func underconstrainedVariablesSpanTheirFreedom() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x + y == 100)
    let free = try #require(solver.valueRange(of: x))
    #expect(free.lowerBound == -.infinity && free.upperBound == .infinity)
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(y >= 20)
    #expect(solver.valueRange(of: x) == 10...80)
    #expect(solver.valueRange(of: y) == 20...90)
  }

  /// A preference decides: the variable is no longer ambiguous.
  @Test func preferencesRemoveAmbiguity() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x + y == 100)
    try solver.addConstraint((x == 30) | .weak)
    #expect(solver.valueRange(of: x) == 30...30)
    // Two equal weak wishes tie: any point between them is as good.
    let solver2 = Solver()
    try solver2.addConstraint((x == 10) | .weak)
    try solver2.addConstraint((x == 20) | .weak)
    #expect(solver2.valueRange(of: x) == 10...20)
  }

  @Test func probingLeavesTheSolverExactlyAsItWas() throws {
    let system = RandomSystem(seed: 77, variableCount: 4, requiredCount: 3, softCount: 5)
    let solver = Solver()
    for c in system.all { try solver.addConstraint(c) }
    let dump = solver.dump()
    let footprint = solver.footprint
    for v in system.variables { _ = solver.valueRange(of: v) }
    #expect(solver.dump() == dump)
    #expect(solver.footprint == footprint)
  }
}
