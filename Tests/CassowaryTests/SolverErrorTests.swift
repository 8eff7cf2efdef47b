import Testing

@testable import Cassowary

@Suite struct SolverErrorTests {
  @Test func errorsCarryTheOffendingItem() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x >= 1
    do { try solver.removeConstraint(c) } catch {
      guard case .unknownConstraint(let item) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(item === c)
      #expect(error.description.contains("not in this solver"))
    }
    do { try solver.suggestValue(x, 1) } catch {
      guard case .unknownEditVariable(let v) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(v === x)
      #expect(error.description.contains("addEditVariable"))
    }
    do { try solver.addEditVariable(x, strength: .required) } catch {
      guard case .badRequiredStrength(let v) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(v === x)
    }
  }

  @Test func rejectsNonFiniteInputWithoutChangingState() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 5)
    let before = solver.footprint
    #expect(throws: SolverError.self) { try solver.addConstraint(Double.nan * x == 1) }
    #expect(throws: SolverError.self) { try solver.addConstraint(x <= .infinity) }
    try solver.addEditVariable(Variable("y"), strength: .weak)
    let afterEdit = solver.footprint
    #expect(afterEdit != before)
    let y = Variable("y2")
    try solver.addEditVariable(y, strength: .weak)
    #expect(throws: SolverError.self) { try solver.suggestValue(y, .nan) }
    solver.updateVariables()
    #expect(x.value == 5)
  }

  @Test func strengthChangesAcrossRequiredAndOptional() throws {
    let solver = Solver()
    let x = Variable("x")
    let low = (x == 10) | .weak
    let high = (x == 20) | .medium
    try solver.addConstraint(low)
    try solver.addConstraint(high)
    solver.updateVariables()
    #expect(x.value == 20)
    try solver.setStrength(.strong, for: low)
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.setStrength(.required, for: high)
    solver.updateVariables()
    #expect(x.value == 20)
    #expect(solver.strength(of: high) == .required)
    // Making the other one required too cannot hold: it keeps its strength.
    #expect(throws: SolverError.self) { try solver.setStrength(.required, for: low) }
    #expect(solver.strength(of: low) == .strong)
    try solver.setStrength(.weak, for: high)
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func redundantRequiredEqualitiesAreKeptAndCheckedOnChange() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 10)
    let twice = 2 * x == 20
    try solver.addConstraint(twice)
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(throws: SolverError.self) { try solver.setConstant(-30, for: twice) }
    #expect(solver.constant(of: twice) == -20)
    try solver.removeConstraint(twice)
    #expect(throws: SolverError.self) { try solver.addConstraint(2 * x == 30) }
  }
}

/// Regressions found by the solver fuzzer (Scripts/fuzz.sh solver).
@Suite struct FuzzRegressionTests {
  /// Removing one of several copies of a required equality keeps the others in
  /// force. The copies' markers are basic dummies pinned at zero; the marker
  /// leaving row must come from one of them, not from a slack's row (kiwi's rule).
  @Test func removingOneOfRepeatedEqualitiesKeepsTheOthers() throws {
    let solver = Solver()
    let v = (0..<5).map { Variable("v\($0)") }
    var box: [LinearConstraint] = []
    for x in v { box += [x >= -1000, x <= 1000] }
    for c in box { try solver.addConstraint(c) }
    let copies = (0..<3).map { _ in -15.875 * v[0] - 127 == 0 }
    for c in copies { try solver.addConstraint(c) }
    try solver.addConstraint(-12.875 * v[4] - 103 == 0)
    try solver.removeConstraint(box[5])
    try solver.removeConstraint(copies[0])
    solver.updateVariables()
    #expect(abs(v[0].value - -8) < 1e-9)
    try solver.removeConstraint(copies[2])
    solver.updateVariables()
    #expect(abs(v[0].value - -8) < 1e-9)
    try solver.removeConstraint(copies[1])
    try solver.addEditVariable(v[0], strength: .strong)
    try solver.suggestValue(v[0], 300)
    solver.updateVariables()
    #expect(v[0].value == 300)
  }

  /// A redundant equality's dummy stays at zero while the optimizer pivots around it.
  @Test func redundantEqualitiesHoldThroughOptimization() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x + y == 10)
    try solver.addConstraint(2 * x + 2 * y == 20)
    try solver.addConstraint(x >= 0)
    try solver.addConstraint(y >= 0)
    try solver.addConstraint((x == 30) | .strong)
    solver.updateVariables()
    #expect(x.value == 10 && y.value == 0)
  }

  /// Round-off in the objective (strong weights of 1e6) once made a user
  /// variable look improving with no row to stop it; kiwi reports such cases as
  /// "objective is unbounded". The objective is a sum of non-negative errors, so
  /// the solver treats the coefficient as zero and goes on.
  @Test func roundOffInTheObjectiveIsNotUnboundedness() throws {
    let solver = Solver()
    let v = (0..<5).map { Variable("v\($0)") }
    var box: [LinearConstraint] = []
    for x in v { box += [x >= -1000, x <= 1000] }
    for c in box { try solver.addConstraint(c) }
    let mixed = (-113.75 * v[3] + 158.75 * v[4] >= 0) | .create(1, 2, 3)
    try solver.addConstraint(mixed)
    try solver.removeConstraint(box[1])
    try solver.removeConstraint(mixed)
    try solver.addEditVariable(v[4], strength: .weak)
    try solver.removeConstraint(box[3])
    try solver.setStrength(.strong, for: box[6])
    try solver.setConstant(-270, for: box[7])
    try solver.suggestValue(v[4], 0)
    try solver.suggestValue(v[4], 0)
    try solver.removeEditVariable(v[4])
    try solver.addConstraint(158.75 * v[4] + 4 * v[4] + 0.125 * v[0] - 910 == 0)
    solver.updateVariables()
    #expect(abs(162.75 * v[4].value + 0.125 * v[0].value - 910) < 1e-6)
    #expect(v[3].value <= 270 + 1e-9 && v[3].value >= -1000 - 1e-9)
  }
}
