import Cassowary

// MARK: - The smallest set of conflicting constraints

extension LayoutEngine {
  /// Shrinks the solver's proof of a conflict to a minimal set: every
  /// constraint left is needed for the conflict, with `constraint` (the one
  /// being broken) added.
  ///
  /// The solver's set is a certificate of infeasibility, usually minimal but
  /// not always. A deletion filter makes it minimal: each member is tried
  /// out in a scratch solver holding only the other members and
  /// `constraint`, all required; a member whose removal leaves the rest
  /// still contradictory is dropped. Conflicts are rare and the sets small,
  /// so this costs a few tiny solves. The filter is quadratic in the set's
  /// size, so a set larger than ``minimizationLimit`` (a cycle through
  /// thousands of views) is reported as the solver proved it.
  func minimalConflict(
    breaking constraint: LayoutConstraint, among candidates: [LayoutConstraint]
  ) -> [LayoutConstraint] {
    guard !candidates.isEmpty, candidates.count <= Self.minimizationLimit,
      let incoming = requiredForm(of: constraint)
    else {
      return candidates
    }
    var forms: [LinearConstraint] = []
    for candidate in candidates {
      guard let form = requiredForm(of: candidate) else { return candidates }
      forms.append(form)
    }
    // If the scratch solve disagrees with the live one, keep the proof as it is.
    guard Self.contradict(forms, incoming) else { return candidates }
    var kept = Array(candidates.indices)
    for index in candidates.indices {
      let trial = kept.filter { $0 != index }
      if Self.contradict(trial.mapped { forms[$0] }, incoming) { kept = trial }
    }
    return kept.mapped { candidates[$0] }
  }

  /// The largest conflicting set the deletion filter shrinks: 64 members cost
  /// about 4,000 constraint additions in scratch solvers, a few milliseconds.
  static let minimizationLimit = 64

  /// The constraint as a required solver constraint, with its current constant.
  private func requiredForm(of constraint: LayoutConstraint) -> LinearConstraint? {
    var built = BuiltExpression()
    guard buildExpression(for: constraint, into: &built) else { return nil }
    return SolverForm(attributeConstant: built.attributeConstant, constraint).constraint(
      &built.terms, strength: .required)
  }

  /// Whether the constraints, all required, cannot hold together.
  private static func contradict(_ members: [LinearConstraint], _ incoming: LinearConstraint)
    -> Bool
  {
    let scratch = Solver()
    do {
      for member in members { try scratch.addConstraint(member) }
      try scratch.addConstraint(incoming)
      return false
    } catch .unsatisfiableConstraint {
      return true
    } catch {
      return false
    }
  }
}
