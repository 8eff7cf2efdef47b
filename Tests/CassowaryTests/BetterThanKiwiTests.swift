import Testing

@testable import Cassowary

/// Each test here fails on kiwisolver 1.5.1's behaviour.
@Suite struct BetterThanKiwiTests {
  /// kiwi keeps a rejected constraint's traces: re-adding `x >= 2` then throws,
  /// and suggestions come out wrong.
  @Test func failedAddLeavesNoTrace() throws {
    let solver = Solver()
    let x = Variable("x")
    let atLeastTwo = x >= 2
    try solver.addConstraint(atLeastTwo)
    let before = solver.footprint
    let atMostOne = x <= 1
    #expect(throws: SolverError.self) { try solver.addConstraint(atMostOne) }
    #expect(solver.footprint == before)
    #expect(!solver.hasConstraint(atMostOne))

    try solver.removeConstraint(atLeastTwo)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 0.5)
    solver.updateVariables()
    #expect(x.value == 0.5)

    try solver.addConstraint(atLeastTwo)
    solver.updateVariables()
    #expect(x.value == 2)
    try solver.suggestValue(x, 7)
    solver.updateVariables()
    #expect(x.value == 7)
  }

  /// The rejection names the constraints it conflicts with.
  @Test func unsatisfiableNamesTheConflictingConstraints() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let pinLeft = (left == 0).labeled("pin left")
    let pinRight = (right == 100).labeled("pin right")
    let span = (right == left + width).labeled("span")
    let unrelated = (Variable("other") >= 3).labeled("unrelated")
    for c in [pinLeft, pinRight, span, unrelated] { try solver.addConstraint(c) }
    try solver.addConstraint((width == 50) | .strong)
    let fixed = (width == 120).labeled("fixed width")
    do {
      try solver.addConstraint(fixed)
      Issue.record("a fixed width between two pinned edges must be rejected")
    } catch {
      guard case .unsatisfiableConstraint(let c, let conflicts) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(c === fixed)
      #expect(conflicts.compactMap(\.identifier) == ["pin left", "pin right", "span"])
      #expect(error.description.contains("pin right"))
    }
    solver.updateVariables()
    #expect(width.value == 100)
  }

  /// Inequalities conflict through phase one with an artificial variable; the
  /// certificate names the bounds involved.
  @Test func unsatisfiableInequalitiesNameTheirBounds() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let lowX = (x >= 10).labeled("x >= 10")
    let lowY = (y >= 10).labeled("y >= 10")
    let sum = (x + y <= 100).labeled("sum")
    let noise = (x <= 1000).labeled("noise")
    for c in [lowX, lowY, sum, noise] { try solver.addConstraint(c) }
    let before = solver.footprint
    let tooSmall = (x + y <= 15).labeled("too small")
    do {
      try solver.addConstraint(tooSmall)
      Issue.record("x + y <= 15 must be rejected")
    } catch {
      guard case .unsatisfiableConstraint(_, let conflicts) = error else { return }
      #expect(Set(conflicts.compactMap(\.identifier)) == ["x >= 10", "y >= 10"])
    }
    #expect(solver.footprint == before)
    try solver.addConstraint((x + y <= 25).labeled("fits"))
    solver.updateVariables()
    #expect(x.value >= 10 - 1e-9 && y.value >= 10 - 1e-9 && x.value + y.value <= 25 + 1e-9)
  }

  /// The column index keeps a suggestion local: dragging one free view touches the
  /// same rows whether 10 or 400 other views exist (kiwi scans every row).
  @Test func suggestionsTouchOnlyTheRowsThatHoldTheSymbol() throws {
    func touchedRowsForDrag(otherViews: Int) throws -> Int {
      let solver = Solver()
      for i in 0..<otherViews {
        let x = Variable("x\(i)")
        let w = Variable("w\(i)")
        try solver.addConstraint(x == Double(i) * 10)
        try solver.addConstraint(w >= 5)
        try solver.addConstraint((w == 40) | .medium)
      }
      let fx = Variable("fx")
      let fy = Variable("fy")
      try solver.addConstraint(fx >= 0)
      try solver.addConstraint(fx <= 500)
      try solver.addConstraint(fy >= 0)
      try solver.addEditVariable(fx, strength: .strong)
      try solver.addEditVariable(fy, strength: .strong)
      let start = solver.tableau.touchedRows
      for step in 0..<20 {
        try solver.suggestValue(fx, Double(step * 30))
        try solver.suggestValue(fy, Double(step))
      }
      return solver.tableau.touchedRows - start
    }
    #expect(try touchedRowsForDrag(otherViews: 10) == touchedRowsForDrag(otherViews: 400))
  }

  /// Pivot choices never depend on hash order: two solvers fed the same input
  /// (each with its own dictionaries and seeds) print the same state, bit for bit.
  @Test func sameInputGivesBitIdenticalOutput() throws {
    func run() throws -> (String, [UInt64]) {
      let system = RandomSystem(seed: 42, variableCount: 6, requiredCount: 8, softCount: 12)
      let solver = Solver()
      for c in system.all { try? solver.addConstraint(c) }
      try solver.addEditVariable(system.variables[0], strength: .strong)
      for v in [3.25, -17.5, 40.125] { try solver.suggestValue(system.variables[0], v) }
      return (solver.dump(), system.variables.map { solver.value(of: $0).bitPattern })
    }
    let first = try run()
    for _ in 0..<5 {
      let again = try run()
      #expect(again.1 == first.1)
      // Names differ only in the variables' identity, which dump does not print.
      #expect(again.0 == first.0)
    }
  }

  /// A highly degenerate system (many constraints through one point) terminates.
  @Test func degenerateSystemsDoNotCycle() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    for k in 1...40 {
      let a = Double(k)
      try solver.addConstraint(a * x + y <= a * 10 + 10)
      try solver.addConstraint(x + a * y >= 10 + a * 10)
    }
    try solver.addConstraint((x == 100) | .weak)
    try solver.addConstraint((y == -100) | .weak)
    try solver.addEditVariable(x, strength: .medium)
    for v in [10.0, 10 + 1e-12, 10 - 1e-12, 9.999999999, 10] { try solver.suggestValue(x, v) }
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-6 && abs(y.value - 10) < 1e-6)
  }

  /// Removed constraints and variables give back their symbols, rows and columns.
  @Test func memoryReturnsToBaselineAfterChurn() throws {
    let solver = Solver()
    let root = Variable("root")
    try solver.addConstraint(root == 0)
    let baseline = solver.footprint
    let symbolsAllocated = solver.tableau.kinds.count
    var rng = SeededGenerator(seed: 7)
    for round in 0..<50 {
      var added: [LinearConstraint] = []
      let views = (0..<10).map { Variable("v\(round).\($0)") }
      for (i, v) in views.enumerated() {
        let c1 = v >= root + Double(i)
        let c2 = (v == root + Double(Int.random(in: 0...100, using: &rng))) | .medium
        let c3 = (v <= 500) | .weak
        for c in [c1, c2, c3] {
          try solver.addConstraint(c)
          added.append(c)
        }
      }
      try solver.addEditVariable(views[0], strength: .strong)
      try solver.suggestValue(views[0], 42)
      try solver.removeEditVariable(views[0])
      for c in added.shuffled(using: &rng) { try solver.removeConstraint(c) }
      #expect(solver.footprint == baseline, "round \(round)")
    }
    // Symbols are recycled: fifty rounds allocate no more than one round needs.
    #expect(solver.tableau.kinds.count - symbolsAllocated <= 80)
  }

  /// Changing a constant re-solves in place: the constraint is not removed and re-added.
  @Test func constantChangesInPlace() throws {
    let solver = Solver()
    let x = Variable("x")
    let w = Variable("w")
    let right = x + w <= 300
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(w >= 0)
    try solver.addConstraint(right)
    try solver.addConstraint((w == 1000) | .strong)
    let marker = solver.tableau.constraints.record(of: right)!.marker
    solver.updateVariables()
    #expect(w.value == 290)
    try solver.setConstant(-500, for: right)
    solver.updateVariables()
    #expect(w.value == 490)
    #expect(solver.constant(of: right) == -500)
    #expect(solver.tableau.constraints.record(of: right)!.marker == marker)
    // x + w <= -5 cannot hold with x >= 10 and w >= 0: rejected, old constant kept.
    #expect(throws: SolverError.self) { try solver.setConstant(5, for: right) }
    #expect(solver.constant(of: right) == -500)
    solver.updateVariables()
    #expect(w.value == 490 && x.value == 10)
  }
}
