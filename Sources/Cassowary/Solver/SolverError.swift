/// Why the solver refused a request; the solver's state is unchanged when one is thrown.
///
/// The cases mirror kiwi's exceptions, each carrying the offending constraint or
/// variable, plus two for non-finite input that kiwi would silently accept.
public enum SolverError: Error, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints in `conflicts`.
  case unsatisfiableConstraint(LinearConstraint, conflicts: [LinearConstraint])
  /// The constraint was already added.
  case duplicateConstraint(LinearConstraint)
  /// The constraint is not in the solver.
  case unknownConstraint(LinearConstraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be weaker than required.
  case badRequiredStrength(Variable)
  /// A coefficient or constant is NaN or infinite.
  case invalidConstraint(LinearConstraint, reason: String)
  /// A suggested value is NaN or infinite.
  case invalidSuggestion(Variable, value: Double)
  /// The solver met a state it cannot handle (a bug: please report it with ``Solver/dump()``).
  case internalSolverError(String)

  /// A message that says what went wrong and what to do about it.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicts):
      let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
      return conflicts.isEmpty
        ? "unsatisfiable constraint \(constraint): it contradicts the required constraints; "
          + "make it non-required (strong, medium or weak) to keep it as a preference"
        : "unsatisfiable constraint \(constraint): it contradicts these required constraints:\n\(list)\n"
          + "make one of them non-required (strong, medium or weak), or remove it"
    case .duplicateConstraint(let constraint):
      return "duplicate constraint \(constraint): it was already added; remove it before adding it again"
    case .unknownConstraint(let constraint):
      return "unknown constraint \(constraint): it is not in this solver (never added, or already removed)"
    case .duplicateEditVariable(let variable):
      return "duplicate edit variable \(variable): it is already editable; call suggestValue on it"
    case .unknownEditVariable(let variable):
      return "unknown edit variable \(variable): call addEditVariable before suggesting values for it"
    case .badRequiredStrength(let variable):
      return "edit variable \(variable) cannot be required: use strong, medium or weak"
    case .invalidConstraint(let constraint, let reason):
      return "invalid constraint \(constraint): \(reason)"
    case .invalidSuggestion(let variable, let value):
      return "invalid suggestion \(value) for \(variable): suggested values must be finite numbers"
    case .internalSolverError(let message):
      return "internal solver error: \(message)"
    }
  }
}
