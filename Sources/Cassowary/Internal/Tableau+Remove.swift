// MARK: - Removing constraints and variables

extension Tableau {
  /// Removes a constraint and gives back its symbols and unused variables.
  mutating func remove(_ constraint: LinearConstraint) throws(SolverError) {
    guard let record = constraints.record(of: constraint) else { throw .unknownConstraint(constraint) }
    // Remove the error weights from the objective *before* pivoting, or the
    // substitutions would carry them into the result (kiwi's comment, and right).
    for (error, weight) in record.errors {
      if let row = symbols[error].row {
        addToObjective(row, times: -weight)
      } else {
        addToObjective(error, -weight)
      }
    }
    if let defined = record.defines {
      removeDefinition(of: record, defined: defined)
    } else {
      eliminate(record.marker)
    }
    let variableSymbols = unregister(constraint)
    releaseSymbol(record.marker)
    if let other = record.other { releaseSymbol(other) }
    releaseUnusedVariables(variableSymbols)
    try optimize()
  }

  /// Drops the row that a marker defines, pivoting the marker into the basis first if needed.
  ///
  /// The marker appears in its own constraint's original row only, so dropping the
  /// row it is basic in leaves a tableau equivalent to the other constraints.
  mutating func eliminate(_ marker: Int) {
    if symbols[marker].isBasic {
      _ = removeRow(marker)
    } else if let leaving = markerLeavingRow(marker) {
      var row = removeRow(leaving)
      row.solve(for: leaving, replacing: marker)
      substitute(marker, row)
    }
    // A marker in no row belongs to a constraint that added no row (it was redundant).
  }

  /// kiwi's getMarkerLeavingRow: a restricted row with the least ratio where the
  /// marker's coefficient is negative, else positive, else (last) a user-variable row.
  ///
  /// Before all of those, a row whose basic symbol is a dummy: a redundant
  /// required equality pins that dummy at zero, so the marker must be solved from
  /// its row (at no change in value). kiwi ranks such a row like a slack's and can
  /// pick another, which moves the dummy off zero and breaks the equality.
  ///
  /// Elements below ``pivotTolerance`` are round-off and are not pivoted on;
  /// when the marker has no other, its column is dropped as the zero it is.
  mutating func markerLeavingRow(_ marker: Int) -> Int? {
    var first: Int?
    var second: Int?
    var third: Int?
    var pinned: Int?
    var r1 = Double.greatestFiniteMagnitude
    var r2 = Double.greatestFiniteMagnitude
    for basic in liveColumn(marker) {
      let row = symbols[basic].row!
      let coefficient = row.coefficient(for: marker)
      if abs(coefficient) < pivotTolerance { continue }
      if kinds[basic] == .dummy {
        if pinned == nil || basic < pinned! { pinned = basic }
      } else if !isRestricted(basic) {
        // kiwi keeps the last in id order; mirror it so answers agree.
        if third == nil || basic > third! { third = basic }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < r1 || (ratio == r1 && basic < first!) {
          r1 = ratio
          first = basic
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < r2 || (ratio == r2 && basic < second!) {
          r2 = ratio
          second = basic
        }
      }
    }
    return pinned ?? first ?? second ?? third
  }

  /// Forgets the variables of a removed constraint that no constraint uses any more.
  mutating func releaseUnusedVariables(_ named: [Int]) {
    for symbol in named where useCounts[symbol] == 0 {
      // A variable used twice by one constraint is listed twice: release it once.
      guard variablesBySymbol[symbol] != nil else { continue }
      forgetVariable(symbol)
      // An unused variable keeps its last value: nothing left to update.
      flags[symbol].remove(.dirty)
      releaseSymbol(symbol)
    }
  }

  /// Empties the tableau, keeping nothing (kiwi's reset).
  mutating func reset() {
    releaseAll()
    self = Tableau(tag: constraints.tag)
  }
}
