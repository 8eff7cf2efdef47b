import Testing

@testable import Cassowary

/// Room reserved for a batch of constraints is made once: adding the batch
/// copies no storage, and small reservations do not reallocate each time.
@Suite struct ReserveCapacityTests {
  /// A chain of `count` views, two constraints each (top below the previous
  /// bottom, a soft height).
  static func chain(_ count: Int) -> [LinearConstraint] {
    var constraints: [LinearConstraint] = []
    var previousBottom = LinearExpression(constant: 0)
    for _ in 0..<count {
      let top = Variable()
      let height = Variable()
      constraints.append(top == previousBottom + 8)
      constraints.append((height == 44) | .strong)
      previousBottom = top + height
    }
    return constraints
  }

  @Test func addingAReservedBatchKeepsItsStorage() throws {
    let constraints = Self.chain(2_000)
    let solver = Solver()
    solver.reserveCapacity(forAdding: constraints.count)
    let symbolRoom = solver.tableau.kinds.capacity
    let stateRoom = solver.tableau.symbols.capacity
    #expect(symbolRoom >= constraints.count * 5 / 2)
    for constraint in constraints { try solver.addConstraint(constraint) }
    #expect(solver.tableau.kinds.capacity == symbolRoom)
    #expect(solver.tableau.symbols.capacity == stateRoom)
    solver.updateVariables()
    #expect(constraints.count == solver.constraintCount)
  }

  @Test func anUnusedSolverHoldsNoStorage() throws {
    // A layout engine makes a solver for each view tree that gets a
    // constraint, and most such trees join a window before any layout.
    let solver = Solver()
    #expect(solver.tableau.kinds.capacity == 0)
    #expect(solver.tableau.symbols.capacity == 0)
    // The first symbol makes room for a small system at once.
    try solver.addConstraint(Variable("x") == 10)
    #expect(solver.tableau.kinds.capacity >= 256)
    #expect(solver.tableau.symbols.capacity >= 256)
  }

  /// A tableau that grows one constraint at a time, to over ten thousand
  /// symbols, keeps every symbol as it grows: it solves, and removes, as
  /// one that reserved its room first.
  @Test func aStorageGrownStepByStepKeepsItsSymbols() throws {
    let grown = Solver()
    let reserved = Solver()
    let constraints = Self.chain(3_000)
    let twins = Self.chain(3_000)
    reserved.reserveCapacity(forAdding: twins.count)
    for (constraint, twin) in zip(constraints, twins) {
      try grown.addConstraint(constraint)
      try reserved.addConstraint(twin)
    }
    #expect(grown.tableau.kinds.capacity >= 8192)
    // Every other view's constraints out again, then solved.
    for index in stride(from: 0, to: constraints.count, by: 4) {
      try grown.removeConstraint(constraints[index])
      try reserved.removeConstraint(twins[index])
    }
    grown.updateVariables()
    reserved.updateVariables()
    for (constraint, twin) in zip(constraints, twins) {
      for (term, twinTerm) in zip(constraint.expression.terms, twin.expression.terms) {
        #expect(grown.value(of: term.variable) == reserved.value(of: twinTerm.variable))
      }
    }
  }

  @Test func smallReservationsGrowGeometrically() throws {
    // A layout pass at a time: reserve for a few constraints, add them.
    let constraints = Self.chain(1_500)
    let solver = Solver()
    var reallocations = 0
    var room = solver.tableau.kinds.capacity
    for start in stride(from: 0, to: constraints.count, by: 10) {
      solver.reserveCapacity(forAdding: 10)
      for constraint in constraints[start..<start + 10] { try solver.addConstraint(constraint) }
      if solver.tableau.kinds.capacity != room {
        // A new solver holds no storage: its first room is not a reallocation.
        if room > 0 { reallocations += 1 }
        room = solver.tableau.kinds.capacity
      }
    }
    // Doubling at least: about log2 of the growth (256 to ~8,000), not one per pass.
    #expect(reallocations <= 8)
    #expect(solver.constraintCount == constraints.count)
  }
}
