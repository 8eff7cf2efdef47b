// MARK: - Changing constants, strengths and suggestions in place

extension Tableau {
  /// Changes a constraint's constant without removing it, then re-solves.
  ///
  /// Raising the constant by `d` is the same as shifting the constraint's marker by
  /// `d / markerSign`, so only the rows in the marker's column change (the edit
  /// variable technique of the Cassowary paper, applied to any constraint). If a
  /// required constraint can no longer hold, the change is undone and the
  /// conflicting constraints are reported.
  mutating func setConstant(_ constant: Double, for constraint: LinearConstraint) throws(SolverError) {
    guard let slot = constraints.slot(of: constraint) else { throw .unknownConstraint(constraint) }
    let record = constraints[slot]
    guard constant.isFinite else {
      throw .invalidConstraint(constraint, reason: "the new constant \(constant) is not a finite number")
    }
    let delta = constant - record.constant
    if delta == 0 { return }
    constraints[slot].constant = constant
    // Only a required constraint can make the change fail; journal it so a
    // rejection restores every row exactly (shifting back and re-solving would
    // reach the same values only up to rounding, in a different basis).
    let required = record.strength.isRequired
    if required { beginJournal() }

    if let broken = shiftMarker(of: record, by: delta) {
      // A redundant required equality no longer agrees with the ones it repeats.
      let conflicts = conflicts(in: broken, excluding: constraint)
      undo(record, delta: delta, journaled: required)
      throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
    }
    if let failing = dualOptimize() {
      let conflicts = conflicts(in: failing, excluding: constraint)
      undo(record, delta: delta, journaled: required)
      if dualOptimize() != nil {
        throw .internalSolverError("could not restore the solution after rejecting a constant change")
      }
      throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
    }
    if required { commitJournal() }
  }

  /// Takes back a constant change: exactly from the journal, or by shifting back.
  private mutating func undo(_ record: ConstraintRecord, delta: Double, journaled: Bool) {
    if journaled {
      rollBackJournal()
    } else {
      _ = shiftMarker(of: record, by: -delta)
    }
    if let slot = constraints.slot(of: record.constraint) { constraints[slot].constant = record.constant }
  }

  /// Applies a constant change to the rows; returns a basic dummy row that it made
  /// non-zero (a required equality broken), or nil.
  mutating func shiftMarker(of record: ConstraintRecord, by delta: Double) -> Int? {
    let shift = delta / record.markerSign
    let marker = record.marker
    var broken: Int?
    if let defined = record.defines, symbols[defined].isDerived {
      // The definition holds the marker too: its variable moves with it.
      // Changed in place, as the rows below are (a copy retained its cells).
      if journal != nil { journal!.record(definition: defined, symbols[defined].definition!.constant) }
      symbols[defined].updateDefinition { $0.constant += $0.coefficient(for: marker) * shift }
      queueDerived(defined)
    }
    if symbols[marker].isBasic {
      if journal != nil { journal!.record(row: marker, symbols[marker].row) }
      symbols[marker].updateRow { $0.constant -= shift }
      markDirty(marker)
      check(marker, &broken)
    } else {
      let column = liveColumn(marker)
      touchedRows &+= column.count
      for basic in column {
        if journal != nil { journal!.record(row: basic, symbols[basic].row) }
        symbols[basic].updateRow { $0.constant += $0.coefficient(for: marker) * shift }
        markDirty(basic)
        check(basic, &broken)
      }
    }
    return broken
  }

  @inline(__always)
  private mutating func check(_ basic: Int, _ broken: inout Int?) {
    let constant = symbols[basic].row!.constant
    switch kinds[basic] {
    case .external: break
    case .dummy: if !nearZero(constant) { broken = basic }
    case .slack, .error: if constant < 0 { infeasible.append(basic) }
    }
  }

  /// The required constraints a row that cannot hold depends on, plus the row's own.
  func conflicts(in basic: Int, excluding constraint: LinearConstraint) -> [LinearConstraint] {
    let named = [basic] + (symbols[basic].row.map { Array($0.symbols) } ?? [])
    return requiredOwners(of: named).filter { $0 !== constraint }
  }

  /// Changes a constraint's strength (`below`, when given and different,
  /// weighs a preferred equality's shortfall); between required and
  /// optional it re-adds the constraint, and restores it as it was if the
  /// new strength cannot be met.
  mutating func setStrength(
    _ strength: Strength, below: Strength? = nil, for constraint: LinearConstraint
  ) throws(SolverError) {
    guard let slot = constraints.slot(of: constraint) else { throw .unknownConstraint(constraint) }
    let record = constraints[slot]
    let below = below ?? strength
    if strength == record.strength && below == record.belowStrength { return }
    if below != strength && (constraint.relation != .equal || strength.isRequired || below.isRequired) {
      throw .invalidConstraint(constraint, reason: "only a preferred equality can weigh its two sides differently")
    }
    if strength.isRequired == record.strength.isRequired {
      constraints[slot].strength = strength
      constraints[slot].belowStrength = below
      // Each error's weight moves by its side's change.
      let old = record.errors
      let new = constraints[slot].errors
      for ((error, from), (_, to)) in zip(old, new) where to != from {
        if let row = symbols[error].row {
          addToObjective(row, times: to - from)
        } else {
          addToObjective(error, to - from)
        }
      }
      try optimize()
      return
    }
    try remove(constraint)
    do {
      try add(constraint, strength: strength, below: below, constant: record.constant)
    } catch {
      try add(constraint, strength: record.strength, below: record.belowStrength, constant: record.constant)
      throw error
    }
  }

  // MARK: - Edit variables

  /// Makes a variable suggestible, through a soft `variable == value` constraint.
  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .badRequiredStrength(variable) }
    // Held where it is now, as the Cassowary paper's edit constraints are
    // (kiwi holds it at 0): adding it moves nothing, and the first suggestion
    // moves only what depends on the variable, from where it is.
    let current = existingSymbol(of: variable).map { currentValue(of: $0) } ?? 0
    let constraint = LinearConstraint(LinearExpression(variable) - current, .equal, strength: strength)
    try add(constraint, strength: strength, constant: -current, mayDefine: false)
    edits[id] = EditRecord(variable: variable, constraint: constraint)
  }

  /// Removes an edit variable and its constraint.
  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard let edit = edits[id] else { throw .unknownEditVariable(variable) }
    try remove(edit.constraint)
    edits[id] = nil
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex.
  mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .invalidSuggestion(variable, value: value) }
    // The edit constraint is `variable - value == 0`: its constant is `-value`.
    try setConstant(-value, for: edit.constraint)
  }
}
