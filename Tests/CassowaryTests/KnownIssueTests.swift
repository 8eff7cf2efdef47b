import Testing

@testable import Cassowary

/// Faults found and not yet fixed, kept as tests so they are seen, and so the
/// fix is noticed: `withKnownIssue` fails once the issue stops happening.
@Suite struct KnownIssueTests {
  /// Found by the solver soak (`autolayout-soak --mode solver --seed 3`),
  /// minimised to 14 constraints. kiwisolver 1.5.1 holds every required
  /// constraint here; after the last add ours leaves `-2 v9 + v7 + 2 v8 - 71 == 0`
  /// off by about 0.5. The system leaves some variables free (several optima
  /// with the same error), and our pivoting (largest coefficient first) walks
  /// to an optimum where a few variables are near 1e7 while kiwi's (lowest id
  /// first) stops at one of modest size. Every row is consistent and feasible,
  /// but at that magnitude round-off of 1e-8 relative is about 0.5 absolute on
  /// the small variables the equality relates. A fix must keep free variables
  /// from drifting far, or pivot with magnitudes in mind.
  @Test func aRequiredEqualityDriftsAfterAFarAdd() throws {
    let v = (0...11).map { Variable("v\($0)") }
    func c(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength)
      -> LinearConstraint
    {
      LinearConstraint(
        LinearExpression(terms.map { Term(v[$0.0], $0.1) }, constant: constant), relation, strength: strength)
    }
    let constraints = [
      c([(0, 3), (10, -2), (5, 0.5)], 0, .greaterThanOrEqual, .required),
      c([(3, 10), (0, 3), (3, 0.5)], 397, .equal, Strength(5000)),
      c([(11, -0.5), (7, 10)], -285, .equal, .strong),
      c([(1, -0.5), (8, -0.25), (6, 10)], -324, .greaterThanOrEqual, .required),
      c([(9, 2), (6, -1), (10, 3)], 388, .greaterThanOrEqual, .strong),
      c([(4, -1), (3, -0.25), (2, 10)], -403, .equal, .strong),
      c([(1, -1), (1, 3)], -670, .equal, .required),
      c([(4, 10), (7, -2), (2, -0.5)], 157, .lessThanOrEqual, Strength(1_002_003)),
      c([(0, 3), (5, -2), (10, 0.5)], 77.25, .lessThanOrEqual, .medium),
      c([(9, -2), (7, 1), (8, 2)], -71, .equal, .required),
      c([(11, 2), (2, 0.5), (8, 0.5)], -461, .equal, .strong),
      c([(11, -0.5), (5, 10), (10, -0.5)], 172, .greaterThanOrEqual, .required),
      c([(9, 2), (10, 0.5)], 359, .equal, Strength(1_002_003)),
      c([(4, 1), (1, 10)], -210, .lessThanOrEqual, .required),
    ]
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    solver.updateVariables()
    let worst = constraints.filter { $0.strength.isRequired }.map { constraint -> Double in
      let value = constraint.expression.value
      switch constraint.relation {
      case .equal: return abs(value)
      case .lessThanOrEqual: return max(0, value)
      case .greaterThanOrEqual: return max(0, -value)
      }
    }.max() ?? 0
    withKnownIssue("round-off through tiny pivots; see Docs/Reliability.md") {
      #expect(worst <= 1e-6)
    }
  }
}
