import Cassowary

/// Random edits straight on a ``Solver``: constraints of every strength added
/// and removed (required ones that cannot hold are rejected), constants and
/// strengths changed, edit variables added, removed and suggested.
///
/// After every step: each required constraint holds (with the constant the
/// solver holds) within a tolerance scaled to its terms, every value is finite,
/// and a rejected call changed nothing (values and footprint; for a rejected
/// strength change, which re-adds the constraint as it was, the objective).
final class SolverSoak: SoakWorkload {
  typealias Footprint = SolverFootprint

  let name = "solver"
  private(set) var counters = SoakCounters()
  private var solver = Solver()
  /// Start every round on a new solver, so a failing round replays on its own.
  private let freshRounds: Bool
  private var rng: SoakRandom
  private let trace: Bool
  /// This round's variables, made fresh each round so that old ones must be freed.
  private var variables: [Variable] = []
  /// A box on every variable keeps every optimum bounded, as real layouts are.
  /// The box is not touched by the random steps.
  private var box: [LinearConstraint] = []
  /// Constraints the random steps added and may change or remove.
  private var live: [LinearConstraint] = []
  private var edits: [Variable] = []
  /// Each edit variable's strength and the value last suggested (0 until one
  /// is): its `variable == value` constraint is part of the objective.
  private var editTargets: [ObjectIdentifier: (strength: Strength, value: Double)] = [:]
  /// How many constraints the random steps have made, for their labels.
  private var serial = 0

  static let variableCount = 12
  /// Above this many constraints removals are favoured, so systems stay of a
  /// realistic size (a few screens' worth) and steps stay fast.
  private static let liveLimit = 90
  private static let strengths: [Strength] = [
    .required, .strong, .medium, .weak, .create(1, 2, 3), .create(0, 0, 1, 0.5), .create(0, 5, 0),
  ]
  private static let bound = 1000.0
  /// The size variables and symbols reach in this workload: the box is ±1 000,
  /// and constants and suggestions reach ±5 000.
  private static let symbolMagnitude = 10_000.0

  init(seed: UInt64, trace: Bool, freshRounds: Bool = false) {
    rng = SoakRandom(seed: seed ^ 0x5EED_5017_E500_0001)
    self.trace = trace
    self.freshRounds = freshRounds
    startRound()
  }

  /// A round's variables, `v0` … `v11`, and the box that bounds each of them.
  static func makeRound() -> (variables: [Variable], box: [LinearConstraint]) {
    let variables = (0..<variableCount).map { Variable("v\($0)") }
    return (variables, variables.flatMap { [$0 >= -bound, $0 <= bound] })
  }

  private func startRound() {
    (variables, box) = Self.makeRound()
    for c in box {
      do { try solver.addConstraint(c) } catch { violate("the box constraint \(c) was rejected: \(error)") }
    }
  }

  // MARK: - Steps

  func step(_ index: Int) {
    counters.operations += 1
    let valuesBefore = variables.map { solver.value(of: $0) }
    let footprintBefore = solver.storageFootprint
    var errorBefore = (value: 0.0, tolerance: 0.0)
    var isStrengthChange = false
    var rejection: SolverError?
    do {
      switch rng.below(100) {
      case 0..<30:
        if live.count > Self.liveLimit { try removeRandom() } else { try addRandom() }
      case 30..<50: try removeRandom()
      case 50..<62: try changeConstant()
      case 62..<70:
        isStrengthChange = true
        errorBefore = weightedError()
        try changeStrength()
      case 70..<78: try toggleEdit()
      case 78..<96: try suggest()
      case 96..<98: try misuse()
      default: probeRange()
      }
    } catch {
      rejection = error
    }
    solver.updateVariables()
    if let rejection {
      counters.rejected += 1
      log("  -> rejected: \(rejection)")
      if case .internalSolverError = rejection { violate("step \(index): internal solver error \(rejection)") }
      checkUnchanged(index, valuesBefore, footprintBefore, errorBefore, isStrengthChange)
    }
    checkRequired(index)
    checkFinite(index)
  }

  private func addRandom() throws(SolverError) {
    var e = LinearExpression(constant: number())
    for _ in 0..<(1 + rng.below(3)) {
      let coefficient = rng.pick([1.0, -1, 2, -2, 0.5, -0.5, 3, -0.25, 10])
      e.terms.append(Term(rng.pick(variables), coefficient))
    }
    let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    // A serial label makes every later line about this constraint unambiguous in a trace.
    serial += 1
    let c = LinearConstraint(e, relation, strength: rng.pick(Self.strengths), identifier: "c\(serial)")
    log("add \(c)")
    try solver.addConstraint(c)
    live.append(c)
  }

  private func removeRandom() throws(SolverError) {
    guard !live.isEmpty else { return }
    let c = live.remove(at: rng.below(live.count))
    log("remove \(c)")
    try solver.removeConstraint(c)
  }

  private func changeConstant() throws(SolverError) {
    guard !live.isEmpty else { return }
    let c = rng.pick(live)
    let k = number()
    log("setConstant \(k) for \(c)")
    try solver.setConstant(k, for: c)
  }

  private func changeStrength() throws(SolverError) {
    guard !live.isEmpty else { return }
    let c = rng.pick(live)
    let strength = rng.pick(Self.strengths)
    log("setStrength \(strength) for \(c)")
    try solver.setStrength(strength, for: c)
  }

  private func toggleEdit() throws(SolverError) {
    let v = rng.pick(variables)
    if let i = edits.firstIndex(where: { $0 === v }) {
      log("removeEdit \(v)")
      edits.remove(at: i)
      editTargets[ObjectIdentifier(v)] = nil
      try solver.removeEditVariable(v)
    } else {
      // Sometimes required, which the solver must refuse.
      let strength = rng.oneIn(10) ? Strength.required : rng.pick(Array(Self.strengths.dropFirst()))
      log("addEdit \(v) \(strength)")
      try solver.addEditVariable(v, strength: strength)
      edits.append(v)
      editTargets[ObjectIdentifier(v)] = (strength, 0)
    }
  }

  private func suggest() throws(SolverError) {
    guard !edits.isEmpty else { return }
    let v = rng.pick(edits)
    // Up to ±5 000: a few screens away, as drags go.
    let value = number()
    log("suggest \(v) \(value)")
    try solver.suggestValue(v, value)
    editTargets[ObjectIdentifier(v)]!.value = value
  }

  /// Calls that must be refused and change nothing.
  private func misuse() throws(SolverError) {
    switch rng.below(4) {
    case 0:
      guard let c = live.isEmpty ? nil : rng.pick(live) else { return }
      log("add again \(c)")
      try solver.addConstraint(c)
    case 1:
      let stranger = LinearConstraint(LinearExpression([Term(rng.pick(variables))], constant: 1), .equal)
      log("remove unknown \(stranger)")
      try solver.removeConstraint(stranger)
    case 2:
      let v = rng.pick(variables)
      guard !edits.contains(where: { $0 === v }) else { return }
      log("suggest non-edit \(v)")
      try solver.suggestValue(v, 1)
    default:
      guard let v = edits.isEmpty ? nil : rng.pick(edits) else { return }
      log("suggest NaN to \(v)")
      try solver.suggestValue(v, .nan)
    }
  }

  /// Probing ambiguity must leave every value exactly as it was, and the value inside its range.
  private func probeRange() {
    let v = rng.pick(variables)
    log("valueRange \(v)")
    let before = variables.map { solver.value(of: $0) }
    let footprint = solver.storageFootprint
    if let range = solver.valueRange(of: v) {
      let current = solver.value(of: v)
      let slack = 1e-7 * (1 + abs(current))
      counters.checks += 1
      if current < range.lowerBound - slack || current > range.upperBound + slack {
        violate("value \(current) of \(v) outside its range \(range)")
      }
    }
    counters.checks += 2
    if variables.map({ solver.value(of: $0) }) != before { violate("valueRange(of: \(v)) changed the values") }
    if !sameStorage(solver.storageFootprint, footprint) {
      violate("valueRange(of: \(v)) changed the footprint \(footprint) -> \(solver.storageFootprint)")
    }
  }

  /// A constant: an integer in -500...500, sometimes scaled by 1/4 or 10, or zero.
  private func number() -> Double {
    let base = Double(rng.below(1001) - 500)
    switch rng.below(5) {
    case 0: return base / 4
    case 1: return base * 10
    case 2: return 0
    default: return base
    }
  }

  // MARK: - Invariants

  private func checkUnchanged(
    _ index: Int, _ values: [Double], _ footprint: SolverFootprint,
    _ errorBefore: (value: Double, tolerance: Double), _ isStrengthChange: Bool
  ) {
    counters.checks += 2
    if isStrengthChange {
      // A refused strength change re-adds the constraint as it was. The optimum
      // need not be unique (the solver may land elsewhere on an optimal face), so
      // compare the objective and the counts, not the point or the cells.
      // Values hold only to the precision `checkHolds` allows, so two optimal
      // points can differ in weighted error by that precision times the weights.
      let errorAfter = weightedError()
      if abs(errorAfter.value - errorBefore.value) > errorBefore.tolerance + errorAfter.tolerance {
        violate(
          "step \(index): a refused strength change moved the weighted error from \(errorBefore.value) to \(errorAfter.value)"
        )
      }
      let after = solver.storageFootprint
      if (after.constraints, after.variables, after.edits, after.symbols)
        != (footprint.constraints, footprint.variables, footprint.edits, footprint.symbols)
      {
        violate("step \(index): a refused strength change changed the footprint \(footprint) -> \(after)")
      }
    } else {
      let after = variables.map { solver.value(of: $0) }
      if after != values { violate("step \(index): a refused call changed the values \(values) -> \(after)") }
      let footprintAfter = solver.storageFootprint
      if !sameStorage(footprintAfter, footprint) {
        violate("step \(index): a refused call changed the footprint \(footprint) -> \(footprintAfter)")
      }
    }
  }

  /// Whether two footprints agree on everything but the lists that are pruned
  /// lazily (the improving, infeasible and dirty lists): a refused call may leave
  /// entries there that the next operation drops.
  private func sameStorage(_ a: SolverFootprint, _ b: SolverFootprint) -> Bool {
    var a = a
    var b = b
    (a.improving, a.infeasible, a.dirty) = (0, 0, 0)
    (b.improving, b.infeasible, b.dirty) = (0, 0, 0)
    return a == b
  }

  /// Every required constraint, with the constant the solver holds, holds.
  private func checkRequired(_ index: Int) {
    for c in box { checkHolds(c, index) }
    for c in live where solver.strength(of: c)?.isRequired == true { checkHolds(c, index) }
  }

  private func checkHolds(_ c: LinearConstraint, _ index: Int) {
    counters.checks += 1
    guard let constant = solver.constant(of: c) else {
      violate("step \(index): \(c) is no longer in the solver")
      return
    }
    let (v, tolerance) = Self.evaluate(c, constant: constant, in: solver)
    let residual = Self.residual(v, c.relation)
    // The worst residual seen is reported, to watch the margin.
    counters.worstResidual = max(counters.worstResidual, residual)
    if residual > tolerance { violate("step \(index): required \(c) (constant \(constant)) is off by \(v)") }
  }

  /// A constraint's expression value with the solver's constant, and how
  /// precisely the solver can be expected to hold it.
  ///
  /// The solver drops cells below an absolute 1e-8 (as kiwi does), so a row
  /// holds only to about 1e-8 times the symbols it leaves out, which reach
  /// `symbolMagnitude` here, times the coefficients that carry them; 1e-7 of
  /// that leaves room for pivoting error (the solver fuzzer's rule). A
  /// constraint the solver really failed to hold is off by whole units.
  static func evaluate(_ c: LinearConstraint, constant: Double, in solver: Solver) -> (value: Double, tolerance: Double)
  {
    var v = constant
    var coefficients = 0.0
    for t in c.expression.terms {
      v += t.coefficient * solver.value(of: t.variable)
      coefficients += abs(t.coefficient)
    }
    return (v, tolerance(constant: constant, coefficients: coefficients))
  }

  /// The precision of a constraint with this constant and this sum of absolute
  /// coefficients (see ``evaluate(_:constant:in:)``).
  static func tolerance(constant: Double, coefficients: Double) -> Double {
    1e-7 * (1 + abs(constant) + coefficients * symbolMagnitude)
  }

  private func checkFinite(_ index: Int) {
    for v in variables {
      counters.checks += 1
      if !solver.value(of: v).isFinite { violate("step \(index): \(v) has value \(solver.value(of: v))") }
    }
  }

  /// How far a constraint's expression value is from holding (0 if it holds).
  static func residual(_ v: Double, _ relation: Relation) -> Double {
    switch relation {
    case .equal: abs(v)
    case .lessThanOrEqual: max(0, v)
    case .greaterThanOrEqual: max(0, -v)
    }
  }

  /// The weighted error of the soft constraints as the solver holds them, and
  /// how far it may be off given the precision of the values (see ``evaluate(_:constant:in:)``).
  ///
  /// Edit constraints count too: an optimum can trade an edit's error for a
  /// constraint's at equal weight, so the constraints alone can differ
  /// between two optimal points.
  private func weightedError() -> (value: Double, tolerance: Double) {
    var total = 0.0
    var tolerance = 0.0
    for v in edits {
      guard let target = editTargets[ObjectIdentifier(v)] else { continue }
      total += target.strength.value * abs(solver.value(of: v) - target.value)
      // The edit constraint is `variable - value == 0`: one coefficient of 1.
      tolerance += target.strength.value * Self.tolerance(constant: target.value, coefficients: 1)
    }
    for c in live {
      guard let strength = solver.strength(of: c), !strength.isRequired, let constant = solver.constant(of: c)
      else { continue }
      let (v, precision) = Self.evaluate(c, constant: constant, in: solver)
      total += strength.value * Self.residual(v, c.relation)
      tolerance += strength.value * precision
    }
    return (total, tolerance)
  }

  // MARK: - Teardown

  func tearDown() -> SolverFootprint {
    log("teardown")
    for v in edits {
      do { try solver.removeEditVariable(v) } catch { violate("teardown: removing edit \(v) failed: \(error)") }
    }
    edits.removeAll()
    editTargets.removeAll()
    live.append(contentsOf: box)
    box.removeAll()
    live.shuffle(using: &rng)
    for c in live {
      do { try solver.removeConstraint(c) } catch { violate("teardown: removing \(c) failed: \(error)") }
    }
    live.removeAll()
    solver.updateVariables()
    let footprint = solver.storageFootprint
    counters.checks += 1
    // Empty must mean empty, including what equality leaves out for non-empty solvers.
    let fresh = Solver().storageFootprint
    if footprint != fresh || footprint.objectiveTerms != 0 || footprint.columnEntries != 0 {
      violate("teardown: the emptied solver holds \(footprint)")
    }
    if freshRounds { solver = Solver() }
    startRound()
    return footprint
  }

  // MARK: - Reporting

  private func violate(_ message: String) {
    counters.violate(message)
  }

  private func log(_ text: @autoclosure () -> String) {
    if trace { Console.error("[solver] " + text()) }
  }
}
