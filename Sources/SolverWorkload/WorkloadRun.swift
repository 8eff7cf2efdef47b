import Cassowary

/// Runs a ``Workload`` through a ``Solver`` in harness.py's order and times each part.
///
/// Order: add every constraint in file order (rejected ones are skipped), add the
/// edit variables (before the constraints when the file says so), run every phase
/// step by step, then optionally remove and re-add evenly spaced constraints
/// (churn) and change evenly spaced constants in place.
public struct WorkloadRun {
  /// Timing of one phase.
  public struct PhaseTiming {
    /// The phase's name.
    public var name: String
    /// The number of steps.
    public var steps: Int
    /// The number of `suggestValue` calls.
    public var suggestCalls: Int
    /// Seconds spent in `suggestValue`.
    public var suggestSeconds: Double
    /// Seconds spent in `updateVariables`.
    public var updateSeconds: Double
  }

  /// Timing of removing and re-adding constraints, or of constant changes.
  public struct BatchTiming {
    /// How many constraints.
    public var count: Int
    /// Seconds for the first half of the work (remove, or change).
    public var firstSeconds: Double
    /// Seconds for the second half (re-add, or change back), including updates.
    public var secondSeconds: Double
  }

  /// The solver after the run.
  public let solver: Solver
  /// Indices of the constraints rejected as unsatisfiable.
  public var rejected: [Int] = []
  /// Seconds to add every constraint.
  public var addSeconds = 0.0
  /// Seconds to add the edit variables.
  public var editSeconds = 0.0
  /// Per-phase timing.
  public var phases: [PhaseTiming] = []
  /// Remove and re-add timing, when asked for.
  public var churn: BatchTiming?
  /// In-place constant change timing, when asked for.
  public var constantChanges: BatchTiming?

  /// Runs the workload.
  /// - Parameters:
  ///   - workload: The system.
  ///   - churn: How many constraints to remove and re-add afterwards (0: none).
  ///   - constantChanges: How many constants to change in place and back afterwards (0: none).
  public init(_ workload: Workload, churn: Int = 0, constantChanges: Int = 0) throws(SolverError) {
    let solver = Solver()
    self.solver = solver
    let clock = ContinuousClock()
    func seconds(_ d: Duration) -> Double {
      Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
    func addEdits() throws(SolverError) -> Double {
      let start = clock.now
      for edit in workload.edits {
        try solver.addEditVariable(workload.variables[edit.variable], strength: edit.strength)
      }
      return seconds(clock.now - start)
    }

    if workload.editsFirst { editSeconds = try addEdits() }
    let start = clock.now
    for (i, constraint) in workload.constraints.enumerated() {
      do {
        try solver.addConstraint(constraint)
      } catch {
        guard case .unsatisfiableConstraint = error else { throw error }
        rejected.append(i)
      }
    }
    addSeconds = seconds(clock.now - start)
    if !workload.editsFirst { editSeconds = try addEdits() }

    for phase in workload.phases {
      var timing = PhaseTiming(
        name: phase.name, steps: phase.steps.count, suggestCalls: 0, suggestSeconds: 0, updateSeconds: 0)
      for step in phase.steps {
        let t1 = clock.now
        for (variable, value) in step { try solver.suggestValue(workload.variables[variable], value) }
        let t2 = clock.now
        solver.updateVariables()
        let t3 = clock.now
        timing.suggestSeconds += seconds(t2 - t1)
        timing.updateSeconds += seconds(t3 - t2)
        timing.suggestCalls += step.count
      }
      phases.append(timing)
    }

    let accepted = workload.constraints.indices.filter { !Set(rejected).contains($0) }
    func evenlySpaced(_ count: Int) -> [LinearConstraint] {
      guard count > 0, !accepted.isEmpty else { return [] }
      let stride = max(1, accepted.count / count)
      return Array(Swift.stride(from: 0, to: accepted.count, by: stride).prefix(count)).map {
        workload.constraints[accepted[$0]]
      }
    }

    let churned = evenlySpaced(churn)
    if !churned.isEmpty {
      let t0 = clock.now
      for c in churned { try solver.removeConstraint(c) }
      let t1 = clock.now
      for c in churned { try solver.addConstraint(c) }
      solver.updateVariables()
      self.churn = BatchTiming(
        count: churned.count, firstSeconds: seconds(t1 - t0), secondSeconds: seconds(clock.now - t1))
    }

    let changed = evenlySpaced(constantChanges)
    if !changed.isEmpty {
      // Each change is followed by an update, as a layout pass would be; a change a
      // required constraint cannot take is rejected and timed all the same.
      let t0 = clock.now
      for c in changed {
        try? solver.setConstant(c.expression.constant + 1, for: c)
        solver.updateVariables()
      }
      let t1 = clock.now
      for c in changed {
        try? solver.setConstant(c.expression.constant, for: c)
        solver.updateVariables()
      }
      self.constantChanges = BatchTiming(
        count: changed.count, firstSeconds: seconds(t1 - t0), secondSeconds: seconds(clock.now - t1))
    }
    solver.updateVariables()
  }
}
