import Testing

@testable import Cassowary

/// Bugs the soak runner (Benchmarks/autolayout-soak) found, each reduced to a test.
@Suite struct SoakRegressionTests {
  /// Substitutions listed every row whose constant came out negative as
  /// infeasible, even when it was negative only by rounding (about -1e-14),
  /// which the dual simplex then skips. Only suggestions and constant changes
  /// run the dual simplex that empties the list, so after adds and removes the
  /// list kept such entries (naming rows that were gone or feasible), and a
  /// solver emptied of every constraint still held them.
  @Test func addsAndRemovesLeaveNoInfeasibleRowsListed() throws {
    let solver = Solver()
    var rng = SeededGenerator(seed: 7)
    let variables = (0..<12).map { Variable("v\($0)") }
    let box = variables.flatMap { [$0 >= -1000, $0 <= 1000] }
    for c in box { try solver.addConstraint(c) }
    var live: [LinearConstraint] = []
    var edits: [Variable] = []
    var stale = 0
    func number() -> Double {
      let base = Double(Int.random(in: -500...500, using: &rng))
      return [base, base / 4, base * 10, 0].randomElement(using: &rng)!
    }
    let strengths: [Strength] = [.required, .strong, .medium, .weak, .create(1, 2, 3), .create(0, 5, 0)]
    for _ in 0..<5_000 {
      switch live.count > 60 ? 4 : Int.random(in: 0..<12, using: &rng) {
      case 0..<4:
        var e = LinearExpression(constant: number())
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
          let coefficient = [1, -1, 2, -2, 0.5, -0.5, 3, -0.25, 10].randomElement(using: &rng)!
          e.terms.append(Term(variables.randomElement(using: &rng)!, coefficient))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let c = LinearConstraint(e, relation, strength: strengths.randomElement(using: &rng)!)
        if (try? solver.addConstraint(c)) != nil { live.append(c) }
      case 4..<6:
        guard !live.isEmpty else { continue }
        try solver.removeConstraint(live.remove(at: Int.random(in: 0..<live.count, using: &rng)))
      case 6:
        let v = variables.randomElement(using: &rng)!
        if let i = edits.firstIndex(where: { $0 === v }) {
          try solver.removeEditVariable(edits.remove(at: i))
        } else {
          try solver.addEditVariable(v, strength: strengths.dropFirst().randomElement(using: &rng)!)
          edits.append(v)
        }
      case 7:
        guard let c = live.randomElement(using: &rng) else { continue }
        try? solver.setConstant(number(), for: c)
        continue
      case 8:
        guard let c = live.randomElement(using: &rng) else { continue }
        try? solver.setStrength(strengths.randomElement(using: &rng)!, for: c)
        continue
      default:
        guard let v = edits.randomElement(using: &rng) else { continue }
        try solver.suggestValue(v, number() * 4)
        continue
      }
      // After an add or a remove the tableau is feasible: nothing is waiting.
      if !solver.tableau.infeasible.isEmpty { stale += 1 }
    }
    for v in edits { try solver.removeEditVariable(v) }
    for c in live + box { try solver.removeConstraint(c) }
    #expect(stale == 0, "\(stale) adds or removes left rows listed as infeasible")
    #expect(solver.tableau.infeasible.isEmpty, "the emptied solver lists infeasible rows")
  }
}
