@testable import Cassowary

/// SplitMix64: a small, repeatable random number generator for seeded property tests.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How far a constraint is from holding for the variables' current values (zero if it holds).
func violation(_ c: LinearConstraint, constant: Double? = nil, at point: [ObjectIdentifier: Double]? = nil) -> Double {
  var v = constant ?? c.expression.constant
  for term in c.expression.terms {
    v += term.coefficient * (point?[ObjectIdentifier(term.variable)] ?? term.variable.value)
  }
  switch c.relation {
  case .equal: return abs(v)
  case .lessThanOrEqual: return max(0, v)
  case .greaterThanOrEqual: return max(0, -v)
  }
}

/// The weighted error of the soft constraints, kiwi's objective.
func weightedError(_ constraints: [LinearConstraint], at point: [ObjectIdentifier: Double]? = nil) -> Double {
  constraints.filter { !$0.strength.isRequired }.reduce(0) {
    $0 + $1.strength.value * violation($1, at: point)
  }
}

/// A random small system: a few variables, a box that bounds every variable,
/// required constraints that hold at a known point (so the system is feasible),
/// and soft constraints at every strength.
struct RandomSystem {
  var variables: [Variable]
  var box: [LinearConstraint]
  var required: [LinearConstraint]
  var soft: [LinearConstraint]
  var all: [LinearConstraint] { box + required + soft }

  init(seed: UInt64, variableCount: Int = 3, requiredCount: Int = 3, softCount: Int = 5) {
    var rng = SeededGenerator(seed: seed)
    let variables = (0..<variableCount).map { Variable("x\($0)") }
    self.variables = variables
    box = variables.flatMap { [$0 >= -100, $0 <= 100] }
    let anchor = variables.map { _ in Double(Int.random(in: -50...50, using: &rng)) }
    func randomExpression() -> LinearExpression {
      var e = LinearExpression()
      for (i, v) in variables.enumerated() where Bool.random(using: &rng) || e.terms.isEmpty && i == variables.count - 1
      {
        e.terms.append(Term(v, Double(Int.random(in: -3...3, using: &rng))))
      }
      e.terms.removeAll { $0.coefficient == 0 }
      if e.terms.isEmpty { e.terms = [Term(variables[0], 1)] }
      return e
    }
    func valueAtAnchor(_ e: LinearExpression) -> Double {
      e.terms.reduce(0) { acc, t in acc + t.coefficient * anchor[variables.firstIndex { $0 === t.variable }!] }
    }
    required = (0..<requiredCount).map { _ in
      var e = randomExpression()
      let at = valueAtAnchor(e)
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        e.constant = -at
        return LinearConstraint(e, .equal)
      case 1:
        e.constant = -at - Double(Int.random(in: 0...20, using: &rng))
        return LinearConstraint(e, .lessThanOrEqual)
      default:
        e.constant = -at + Double(Int.random(in: 0...20, using: &rng))
        return LinearConstraint(e, .greaterThanOrEqual)
      }
    }
    let strengths: [Strength] = [.strong, .medium, .weak, .create(0, 3, 7), .create(2, 0, 0, 0.5)]
    soft = (0..<softCount).map { _ in
      var e = randomExpression()
      e.constant = Double(Int.random(in: -80...80, using: &rng))
      let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
      return LinearConstraint(e, relation, strength: strengths.randomElement(using: &rng)!)
    }
  }
}

/// The least weighted error over every vertex of the arrangement of all constraint
/// boundaries that satisfies the required constraints: an optimum of a convex
/// piecewise-linear objective over a bounded polyhedron lies at such a vertex.
/// Independent of the solver: plain Gaussian elimination over subsets.
func bruteForceOptimum(_ system: RandomSystem) -> Double {
  let n = system.variables.count
  let index = Dictionary(uniqueKeysWithValues: system.variables.enumerated().map { (ObjectIdentifier($1), $0) })
  let planes: [([Double], Double)] = system.all.map { c in
    var a = [Double](repeating: 0, count: n)
    for t in c.expression.terms { a[index[ObjectIdentifier(t.variable)]!] += t.coefficient }
    return (a, -c.expression.constant)
  }
  var best = Double.infinity
  func solve(_ rows: [([Double], Double)]) -> [Double]? {
    var m = rows.map { $0.0 + [$0.1] }
    for col in 0..<n {
      guard let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-9 else {
        return nil
      }
      m.swapAt(col, pivot)
      for r in 0..<n where r != col {
        let f = m[r][col] / m[col][col]
        for k in col...n { m[r][k] -= f * m[col][k] }
      }
    }
    return (0..<n).map { m[$0][n] / m[$0][$0] }
  }
  func choose(_ start: Int, _ picked: [Int]) {
    if picked.count == n {
      guard let x = solve(picked.map { planes[$0] }) else { return }
      let point = Dictionary(uniqueKeysWithValues: system.variables.enumerated().map { (ObjectIdentifier($1), x[$0]) })
      guard (system.box + system.required).allSatisfy({ violation($0, at: point) <= 1e-7 }) else { return }
      best = min(best, weightedError(system.soft, at: point))
      return
    }
    guard start < planes.count else { return }
    for i in start..<planes.count { choose(i + 1, picked + [i]) }
  }
  choose(0, [])
  return best
}

extension Solver {
  /// The number of live symbols, rows, cells and objective terms: what add/remove churn must give back.
  var footprint: [Int] {
    let t = tableau
    return [
      t.kinds.count - t.freeSymbols.count,
      t.symbols.filter { $0.row != nil }.count,
      t.symbols.reduce(0) { $0 + ($1.row?.cells.count ?? 0) },
      t.objective.filter { $0 != 0 }.count,
      t.variableCount,
      t.unhintedVariables.count,
      t.constraints.count,
    ]
  }
}
