import Cassowary
import Foundation

extension WorkloadRun {
  /// The run as harness.py prints it: `values`, `rejected`, and `timing` when asked.
  public func json(_ workload: Workload, timing: Bool) -> String {
    var out: [String: Any] = [
      "solver": "swift-autolayout Cassowary",
      "system": workload.name,
      "variables": workload.variables.count,
      "constraints": workload.constraints.count,
      "edits": workload.edits.count,
      "rejected": rejected,
    ]
    var values: [String: Double] = [:]
    for v in workload.variables { values[v.name] = solver.value(of: v) }
    out["values"] = values
    out["check"] = check(workload)
    if timing {
      var t: [String: Any] = [
        "add_s": addSeconds,
        "add_per_constraint_us": 1e6 * addSeconds / Double(max(1, workload.constraints.count)),
        "edits_s": editSeconds,
        "phases": phases.map { p -> [String: Any] in
          [
            "phase": p.name, "rep": 0, "steps": p.steps, "suggest_calls": p.suggestCalls,
            "suggest_s": p.suggestSeconds, "update_s": p.updateSeconds,
            "per_step_us": 1e6 * (p.suggestSeconds + p.updateSeconds) / Double(max(1, p.steps)),
            "per_suggest_us": 1e6 * p.suggestSeconds / Double(max(1, p.suggestCalls)),
            "per_update_us": 1e6 * p.updateSeconds / Double(max(1, p.steps)),
          ]
        },
      ]
      if let churn {
        t["churn"] = [
          "count": churn.count, "remove_s": churn.firstSeconds, "readd_s": churn.secondSeconds,
          "per_remove_us": 1e6 * churn.firstSeconds / Double(churn.count),
          "per_readd_us": 1e6 * churn.secondSeconds / Double(churn.count),
        ]
      } else {
        t["churn"] = NSNull()
      }
      if let constantChanges {
        t["constant_change"] = [
          "count": constantChanges.count,
          "per_change_us": 1e6 * (constantChanges.firstSeconds + constantChanges.secondSeconds)
            / Double(2 * constantChanges.count),
        ]
      }
      out["timing"] = t
    }
    let data = try? JSONSerialization.data(withJSONObject: out, options: [.sortedKeys, .prettyPrinted])
    return data.flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
  }
}

extension WorkloadRun {
  /// harness.py's correctness check: the worst violation of a required constraint
  /// and the weighted error of the others, over the constraints that were added.
  func check(_ workload: Workload) -> [String: Double] {
    let skipped = Set(rejected)
    var worst = 0.0
    var error = 0.0
    for (i, c) in workload.constraints.enumerated() where !skipped.contains(i) {
      var v = c.expression.constant
      for term in c.expression.terms { v += term.coefficient * solver.value(of: term.variable) }
      let violation: Double
      switch c.relation {
      case .equal: violation = abs(v)
      case .lessThanOrEqual: violation = max(0, v)
      case .greaterThanOrEqual: violation = max(0, -v)
      }
      if c.strength.isRequired { worst = max(worst, violation) } else { error += c.strength.value * violation }
    }
    return ["max_required_violation": worst, "soft_weighted_error": error]
  }
}
