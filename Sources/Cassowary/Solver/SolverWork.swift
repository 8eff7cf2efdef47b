/// How much work a solver has done since it was made: a measure for tests
/// that guard scaling without timing anything.
///
/// Every count only grows (a rebuild starts them over). Compare the counts of
/// the same screen at n and 10n views: work that grows faster than the views
/// is a cliff, whatever the machine's speed.
package struct SolverWork: Sendable, Equatable, CustomStringConvertible {
  /// Simplex pivots (primal, dual and phase one).
  package var pivots: Int
  /// Rows rewritten by substitutions and constant shifts.
  package var rowUpdates: Int
  /// Cells read or written by substitutions, new rows, expansions of definitions and derived values.
  package var cells: Int

  package var description: String { "pivots \(pivots) row updates \(rowUpdates) cells \(cells)" }
}

extension Solver {
  /// The work done so far (see ``SolverWork``).
  package var work: SolverWork {
    SolverWork(pivots: tableau.pivotCount, rowUpdates: tableau.touchedRows, cells: tableau.touchedCells)
  }
}
