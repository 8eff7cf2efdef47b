import Testing
@testable import Cassowary

@Suite struct SolverErrorTests {
  @Test func errorsCarryTheOffendingItem() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x >= 1
    do { try solver.removeConstraint(c) } catch {
      guard case .unknownConstraint(let item) = error else { Issue.record("\(error)"); return }
      #expect(item === c)
      #expect(error.description.contains("not in this solver"))
    }
    do { try solver.suggestValue(x, 1) } catch {
      guard case .unknownEditVariable(let v) = error else { Issue.record("\(error)"); return }
      #expect(v === x)
      #expect(error.description.contains("addEditVariable"))
    }
    do { try solver.addEditVariable(x, strength: .required) } catch {
      guard case .badRequiredStrength(let v) = error else { Issue.record("\(error)"); return }
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
