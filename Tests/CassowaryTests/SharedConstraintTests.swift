import Testing

@testable import Cassowary

/// One constraint object in several solvers at once: each solver finds its
/// own record (the first through the constraint's slot hint, the others
/// through their fallback index), and none of them loses it when another
/// removes it, rebuilds, resets or goes away.
@Suite struct SharedConstraintTests {
  /// `x == 10`, `x <= 20` and a soft `x == 15` in two solvers, changed in each.
  @Test func twoSolversHoldTheSameConstraintsIndependently() throws {
    let x = Variable("x")
    let pin = x == 10
    let cap = x <= 20
    let wish = (x == 15) | .weak
    let first = Solver()
    let second = Solver()
    for solver in [first, second] {
      for constraint in [cap, wish] { try solver.addConstraint(constraint) }
    }
    try first.addConstraint(pin)
    #expect(first.value(of: x) == 10)
    #expect(second.value(of: x) == 15)
    // The second holds `cap` without its hint: changing it there works, and
    // the first still finds it.
    try second.setConstant(-12, for: cap)  // x - 12 <= 0
    #expect(second.value(of: x) == 12)
    #expect(first.constant(of: cap) == -20)
    #expect(second.constant(of: cap) == -12)
    // Removing from the first (which holds the hint) leaves the second's record.
    try first.removeConstraint(cap)
    #expect(!first.hasConstraint(cap))
    #expect(second.hasConstraint(cap))
    try second.setStrength(.strong, for: cap)
    #expect(second.strength(of: cap) == .strong)
    // Adding it back to the first, now that no solver hints it, works too.
    try first.addConstraint(cap)
    #expect(throws: SolverError.self) { try first.addConstraint(cap) }
    #expect(throws: SolverError.self) { try second.addConstraint(cap) }
    #expect(first.constraintCount == 3 && second.constraintCount == 2)
  }

  /// A solver that goes away gives the hints back: a later solver holds those
  /// constraints as its own, and the survivor still finds them.
  @Test func aSolverThatGoesAwayLetsOthersTakeItsConstraints() throws {
    let x = Variable("x")
    let constraints = (0..<50).map { x >= Double($0) }
    var gone: Solver? = Solver()
    for constraint in constraints { try gone!.addConstraint(constraint) }
    let survivor = Solver()
    for constraint in constraints { try survivor.addConstraint(constraint) }
    gone = nil
    let later = Solver()
    for constraint in constraints { try later.addConstraint(constraint) }
    #expect(later.tableau.constraints.unhintedCount == 0)
    #expect(survivor.tableau.constraints.unhintedCount == 50)
    for constraint in constraints {
      try survivor.removeConstraint(constraint)
      #expect(later.hasConstraint(constraint))
    }
    #expect(survivor.constraintCount == 0 && later.constraintCount == 50)
  }

  /// A rebuild that fails leaves the old tableau able to find every constraint,
  /// and a reset empties the solver without stranding the hints.
  @Test func aFailedRebuildAndAResetKeepLookupsRight() throws {
    let x = Variable("x")
    let solver = Solver()
    let low = x >= 10
    let high = x <= 20
    try solver.addConstraint(low)
    try solver.addConstraint(high)
    // Make the record disagree with the rows, as round-off would: the fresh
    // build refuses it, after pointing hints at its own slots.
    let slot = try #require(solver.tableau.constraints.slot(of: low))
    solver.tableau.constraints[slot].constant = -30
    #expect(solver.tableau.rebuilt() == nil)
    #expect(solver.hasConstraint(low) && solver.hasConstraint(high))
    try solver.removeConstraint(high)
    solver.reset()
    #expect(!solver.hasConstraint(low))
    try solver.addConstraint(high)
    #expect(solver.tableau.constraints.unhintedCount == 0)
    #expect(solver.hasConstraint(high))
  }
}
