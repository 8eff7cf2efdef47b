import Testing

@testable import Cassowary

/// A preferred equality whose excess and shortfall weigh differently (a
/// view's content size: hugging above, compression resistance below) must
/// reach the optimum of the two inequalities it stands for, in one row.
@Suite struct TwoSidedPreferenceTests {
  /// A random system of two-sided preferences between variables and
  /// ordinary pulls on them, solved once with each two-sided preference and
  /// once with its pair of inequalities: the weighted errors agree.
  @Test(arguments: 0..<40 as Range<UInt64>)
  func reachesTheOptimumOfTheInequalityPair(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let variables = (0..<4).map { Variable("x\($0)") }
    func weight() -> Strength { Strength(Double.random(in: 1...5_000, using: &rng).rounded()) }
    var required: [LinearConstraint] = variables.flatMap { [$0 >= 0, $0 <= 300] }
    required.append(variables[0] + 10 <= variables[1])
    // (expression, above, below) for each two-sided preference.
    var sides: [(LinearExpression, Strength, Strength)] = []
    for index in variables.indices {
      let target = Double(Int.random(in: 20...120, using: &rng))
      sides.append((variables[index] - target, weight(), weight()))
    }
    sides.append((variables[2] - variables[3] - 15, weight(), weight()))
    var pulls: [LinearConstraint] = []
    for _ in 0..<5 {
      let variable = variables[Int.random(in: 0..<variables.count, using: &rng)]
      pulls.append((variable == Double(Int.random(in: 0...250, using: &rng))) | weight())
    }

    let merged = Solver()
    let split = Solver()
    for constraint in required {
      try merged.addConstraint(constraint)
      try split.addConstraint(constraint)
    }
    var mergedPreferences: [LinearConstraint] = []
    var pairs: [LinearConstraint] = []
    for (expression, above, below) in sides {
      let preference = LinearConstraint(expression, .equal, strength: above)
      try merged.addConstraint(preference, below: below)
      mergedPreferences.append(preference)
      let pair = [
        LinearConstraint(expression, .lessThanOrEqual, strength: above),
        LinearConstraint(expression, .greaterThanOrEqual, strength: below),
      ]
      for constraint in pair { try split.addConstraint(constraint) }
      pairs += pair
    }
    for pull in pulls {
      try merged.addConstraint(pull)
      try split.addConstraint(pull)
    }

    func error(of solver: Solver, _ soft: [LinearConstraint]) -> Double {
      solver.updateVariables()
      return weightedError(soft + pulls)
    }
    let pairError = error(of: split, pairs)
    let mergedValues = {
      merged.updateVariables()
      return variables.map(\.value)
    }()
    #expect(required.allSatisfy { $0.isSatisfied(tolerance: 1e-7) })
    let mergedError = weightedError(pairs + pulls)
    #expect(abs(mergedError - pairError) <= 1e-6 * max(1, pairError), "seed \(seed): \(mergedValues)")
    // Live symbols: two per preference fewer (footprint[0]).
    #expect(merged.footprint[0] == split.footprint[0] - 2 * sides.count)

    // The weights change in place, each side to its own: swapped, both
    // solvers again agree.
    for (index, (_, above, below)) in sides.enumerated() {
      try merged.setStrength(below, below: above, for: mergedPreferences[index])
      try split.setStrength(below, for: pairs[2 * index])
      try split.setStrength(above, for: pairs[2 * index + 1])
      #expect(merged.strength(of: mergedPreferences[index]) == below)
      #expect(merged.belowStrength(of: mergedPreferences[index]) == above)
    }
    let swappedPairError = error(of: split, pairs)
    merged.updateVariables()
    let swappedError = weightedError(pairs + pulls)
    #expect(abs(swappedError - swappedPairError) <= 1e-6 * max(1, swappedPairError), "seed \(seed), swapped")
  }

  @Test func theShortfallWeighsItsOwnStrength() throws {
    let solver = Solver()
    let x = Variable("x")
    // x wants 40: growing costs 10 a point, shrinking 1,000.
    let size = LinearConstraint(x - 40, .equal, strength: Strength(10))
    try solver.addConstraint(size, below: Strength(1_000))
    let down = (x == 0) | Strength(100)
    try solver.addConstraint(down)
    solver.updateVariables()
    #expect(x.value == 40)  // shrinking would cost more than the pull
    try solver.removeConstraint(down)
    let up = (x == 100) | Strength(100)
    try solver.addConstraint(up)
    solver.updateVariables()
    #expect(x.value == 100)  // growing costs less than the pull

    // Swap the weights in place: growing now costs more than the pull.
    try solver.setStrength(Strength(1_000), below: Strength(10), for: size)
    solver.updateVariables()
    #expect(x.value == 40)
    // One strength for both sides makes it an ordinary preference.
    try solver.setStrength(Strength(10), for: size)
    #expect(solver.belowStrength(of: size) == Strength(10))
    solver.updateVariables()
    #expect(x.value == 100)
  }

  @Test func removalGivesBackItsWeights() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 0)
    let pull = (x == 70) | .weak
    try solver.addConstraint(pull)
    let empty = solver.footprint
    let size = LinearConstraint(x - 40, .equal, strength: .medium)
    try solver.addConstraint(size, below: .strong)
    solver.updateVariables()
    #expect(x.value == 40)
    try solver.removeConstraint(size)
    solver.updateVariables()
    #expect(x.value == 70)
    #expect(solver.footprint == empty)
  }

  @Test func aRebuiltSolverKeepsBothWeights() throws {
    let solver = Solver()
    let x = Variable("x")
    let size = LinearConstraint(x - 40, .equal, strength: Strength(10))
    try solver.addConstraint(size, below: Strength(1_000))
    try solver.addConstraint((x == 0) | Strength(100))
    solver.tableau = try #require(solver.tableau.rebuilt())
    #expect(solver.strength(of: size) == Strength(10))
    #expect(solver.belowStrength(of: size) == Strength(1_000))
    solver.updateVariables()
    #expect(x.value == 40)
  }

  @Test func onlyAPreferredEqualityTakesTwoWeights() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 0)
    let before = solver.dump()
    for (constraint, below) in [
      (LinearConstraint(x - 40, .equal), Strength.medium),  // a required side
      (LinearConstraint(x - 40, .equal, strength: .medium), .required),
      (LinearConstraint(x - 40, .greaterThanOrEqual, strength: .medium), .strong),
    ] {
      #expect(throws: SolverError.self) { try solver.addConstraint(constraint, below: below) }
      #expect(solver.dump() == before)
    }
    let inequality = LinearConstraint(x - 40, .lessThanOrEqual, strength: .medium)
    try solver.addConstraint(inequality)
    #expect(throws: SolverError.self) { try solver.setStrength(.medium, below: .strong, for: inequality) }
    #expect(solver.strength(of: inequality) == .medium)
  }

  @Test func theDumpNamesTheShortfallsWeight() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(LinearConstraint(x - 40, .equal, strength: .medium, identifier: "size"), below: .strong)
    #expect(solver.dump().contains("[size] x - 40 == 0 | medium (below: strong)"))
  }
}
