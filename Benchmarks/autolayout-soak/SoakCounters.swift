/// What one workload did and found, accumulated over the run.
struct SoakCounters {
  /// Random operations performed.
  var operations = 0
  /// Individual invariant checks evaluated (one per constraint, value or frame checked).
  var checks = 0
  /// Operations the solver or engine refused (unsatisfiable required constraints,
  /// duplicates, unknown edit variables...), each checked to have changed nothing.
  var rejected = 0
  /// The largest amount by which a required constraint missed holding (within
  /// the tolerance, or it is a violation): the solver's numerical margin.
  var worstResidual = 0.0
  /// Invariant violations found, the first few with their messages; the run
  /// stops at the first unless told to keep going.
  var violationCount = 0
  var violations: [String] = []
  /// The latest violation's message, kept when the list is full.
  var lastViolation = ""

  /// Records a violation, keeping the first messages only (a broken state can
  /// fail every check of every step after it).
  mutating func violate(_ message: String) {
    violationCount += 1
    lastViolation = message
    if violations.count < 20 { violations.append(message) }
  }
}
