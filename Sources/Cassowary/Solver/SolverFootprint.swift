/// What a solver holds right now, counted: the storage that adds, removes and
/// edits must give back.
///
/// Two solvers that went through different histories but hold the same
/// constraints need not have equal footprints (the basis may differ), but a
/// solver brought back to empty must have the footprint of a new one. Soak
/// runs and churn tests compare footprints across teardowns to find storage
/// that is never given back. Three counts are left out of equality because
/// they are bounded by design rather than given back at once:
/// ``allocatedSymbols`` is a high-water mark (freed symbols are recycled, not
/// returned); ``columnEntries`` includes stale entries that are dropped lazily,
/// when read or when they pass a limit proportional to the live ones; and
/// ``objectiveTerms`` of a non-empty solver depends on its basis and on
/// rounding residue (under weights near 1e9, as layout priorities near 1000
/// give, a cancellation leaves terms of about 1e-7 on dummy symbols, above the
/// absolute 1e-8 that clears a cell). None of the three grows without bound:
/// the objective is dense by symbol, and stale column entries are compacted
/// once they pass a limit.
package struct SolverFootprint: Equatable, CustomStringConvertible, Sendable {
  /// Symbols in use (allocated minus recycled).
  package var symbols: Int
  /// Rows of the tableau.
  package var rows: Int
  /// Non-zero cells over all rows.
  package var cells: Int
  /// Non-zero objective coefficients.
  package var objectiveTerms: Int
  /// Entries in the column index, stale ones included (they are compacted lazily).
  package var columnEntries: Int
  /// Symbols listed as possibly improving the objective (pruned when read).
  package var improving: Int
  /// Rows waiting for the dual simplex.
  package var infeasible: Int
  /// Variables waiting for ``Solver/updateVariables()``.
  package var dirty: Int
  /// User variables.
  package var variables: Int
  /// Constraints, edit constraints included.
  package var constraints: Int
  /// Edit variables.
  package var edits: Int
  /// Symbols ever allocated: grows to the largest system seen, then stays.
  package var allocatedSymbols: Int

  package static func == (a: SolverFootprint, b: SolverFootprint) -> Bool {
    a.symbols == b.symbols && a.rows == b.rows && a.cells == b.cells && a.improving == b.improving
      && a.infeasible == b.infeasible && a.dirty == b.dirty && a.variables == b.variables
      && a.constraints == b.constraints
      && a.edits == b.edits
  }

  package var description: String {
    "symbols \(symbols) rows \(rows) cells \(cells) objective \(objectiveTerms) columns \(columnEntries) "
      + "pending \(improving)/\(infeasible)/\(dirty) variables \(variables) constraints \(constraints) edits \(edits) "
      + "(allocated \(allocatedSymbols))"
  }
}

extension Solver {
  /// Counts what the solver holds, for soak runs and leak tests in this package.
  /// - Complexity: O(symbols + rows).
  package var storageFootprint: SolverFootprint {
    let t = tableau
    return SolverFootprint(
      symbols: t.kinds.count - t.freeSymbols.count,
      rows: t.symbols.reduce(0) { $0 + ($1.row == nil ? 0 : 1) + ($1.definition == nil ? 0 : 1) },
      cells: t.symbols.reduce(0) { $0 + ($1.row?.cells.count ?? 0) + ($1.definition?.cells.count ?? 0) },
      objectiveTerms: t.objective.reduce(0) { $0 + ($1 == 0 ? 0 : 1) },
      columnEntries: t.columns.reduce(0) { $0 + $1.count },
      improving: t.improving.count,
      infeasible: t.infeasible.count,
      dirty: t.dirty.count,
      variables: t.variableCount,
      constraints: t.constraints.count,
      edits: t.edits.count,
      allocatedSymbols: t.kinds.count)
  }
}
