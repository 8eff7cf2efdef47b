import Cassowary

/// Replays one round of a solver-mode trace on a new solver, checking after
/// every step that the required constraints hold, and shrinks a failing round.
///
/// `autolayout-soak --mode solver --fresh-rounds --steps N --trace 2> trace.txt`
/// records the rounds; the replay takes the last one, adds the round's box on
/// every variable as the soak does, and applies the steps. A call the solver
/// refuses is fine; a required constraint off by more than the soak allows, or
/// an internal solver error, is a failure.
struct SolverTraceReplay {
  /// A step after which a check failed, and what failed.
  struct Failure {
    let step: Int
    let message: String
  }

  let steps: [SolverTraceStep]

  /// Reads the last round that has steps from a trace file.
  init(path: String) throws(SoakUsageError) {
    guard let text = ProcessMemory.readFile(path) else { throw SoakUsageError(message: "cannot read \(path)") }
    var rounds: [[SolverTraceStep]] = [[]]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line == "[solver] teardown" {
        rounds.append([])
      } else if let step = try SolverTraceStep.parse(String(line), number: index + 1) {
        rounds[rounds.count - 1].append(step)
      }
    }
    guard let round = rounds.last(where: { !$0.isEmpty }) else {
      throw SoakUsageError(message: "\(path) holds no solver steps (record them with --mode solver --trace)")
    }
    steps = round
  }

  /// The first failing step when `steps` are replayed, or nil if every check held.
  static func firstFailure(_ steps: [SolverTraceStep]) -> Failure? {
    let solver = Solver()
    let round = SolverSoak.makeRound()
    let box = round.box
    let variables = Dictionary(uniqueKeysWithValues: round.variables.map { ($0.name, $0) })
    for c in box { try? solver.addConstraint(c) }
    var live: [String: LinearConstraint] = [:]
    for (index, step) in steps.enumerated() {
      do {
        try apply(step, to: solver, variables: variables, live: &live)
      } catch let error as SolverError {
        if case .internalSolverError = error { return Failure(step: index, message: "\(step): \(error)") }
      } catch {
        return Failure(step: index, message: "\(step): \(error)")
      }
      for c in box + live.values where solver.strength(of: c)?.isRequired == true {
        let (v, tolerance) = SolverSoak.evaluate(c, constant: solver.constant(of: c)!, in: solver)
        if SolverSoak.residual(v, c.relation) > tolerance {
          return Failure(step: index, message: "\(step): required \(c) is off by \(v)")
        }
      }
    }
    return nil
  }

  private static func apply(
    _ step: SolverTraceStep, to solver: Solver, variables: [String: Variable], live: inout [String: LinearConstraint]
  ) throws {
    func variable(_ name: String) throws(SoakUsageError) -> Variable {
      guard let v = variables[name] else { throw SoakUsageError(message: "no variable \(name) in a round") }
      return v
    }
    switch step {
    case .add(let label, let terms, let constant, let relation, let strength):
      var expression = LinearExpression(constant: constant)
      for term in terms { expression.terms.append(Term(try variable(term.variable), term.coefficient)) }
      let c = LinearConstraint(expression, relation, strength: strength, identifier: label)
      try solver.addConstraint(c)
      live[label] = c
    case .remove(let label):
      guard let c = live.removeValue(forKey: label) else { return }
      try solver.removeConstraint(c)
    case .setConstant(let constant, let label):
      guard let c = live[label] else { return }
      try solver.setConstant(constant, for: c)
    case .setStrength(let strength, let label):
      guard let c = live[label] else { return }
      try solver.setStrength(strength, for: c)
    case .addEdit(let name, let strength): try solver.addEditVariable(try variable(name), strength: strength)
    case .removeEdit(let name): try solver.removeEditVariable(try variable(name))
    case .suggest(let name, let value): try solver.suggestValue(try variable(name), value)
    case .valueRange(let name): _ = solver.valueRange(of: try variable(name))
    }
  }

  /// A shorter list of steps that still fails: chunks of steps are dropped while
  /// the replay still fails, halving the chunk until single steps.
  static func minimised(_ steps: [SolverTraceStep]) -> [SolverTraceStep] {
    guard let failure = firstFailure(steps) else { return steps }
    var kept = Array(steps.prefix(failure.step + 1))
    var chunk = max(1, kept.count / 2)
    while true {
      var start = 0
      var removedAny = false
      while start < kept.count {
        var candidate = kept
        candidate.removeSubrange(start..<min(start + chunk, kept.count))
        if let failure = firstFailure(candidate) {
          kept = Array(candidate.prefix(failure.step + 1))
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { return kept }
      chunk = max(1, chunk / 2)
    }
  }

  /// Runs the replay for the command line; returns the exit status.
  static func main(path: String, minimise: Bool) -> Int32 {
    let replay: SolverTraceReplay
    do {
      replay = try SolverTraceReplay(path: path)
    } catch {
      Console.error("\(error)")
      return 2
    }
    guard let failure = firstFailure(replay.steps) else {
      Console.out("replayed \(replay.steps.count) steps: every check held")
      return 0
    }
    Console.out("replayed \(replay.steps.count) steps: step \(failure.step + 1) fails: \(failure.message)")
    if minimise {
      let shrunk = minimised(replay.steps)
      Console.out("minimised to \(shrunk.count) steps (after the round's box on v0…v\(SolverSoak.variableCount - 1)):")
      for step in shrunk { Console.out(step.description) }
      Console.out("[solver] teardown")
    }
    return 1
  }
}
