// MARK: - Invariants

extension Tableau {
  /// What is wrong with the tableau's bookkeeping, or nil when its rows,
  /// columns, objective and counters agree.
  ///
  /// The solver's speed comes from indexes kept beside the rows (the
  /// columns, the counters of stale entries, symbols recycled through a
  /// free list); a bug in one of them gives wrong frames much later, far
  /// from its cause. The checked build (`AUTOLAYOUT_CHECKED`) calls this
  /// after every operation (see ``checkInvariantsIfDue()``); tests call it
  /// directly. It reads every row and column: O(symbols + cells).
  func invariantViolation() -> String? {
    let free = Set(freeSymbols)
    if free.count != freeSymbols.count { return "a symbol is on the free list twice" }
    // Every (symbol, row) pair the columns list; a row's cell must be
    // among them. Each distinct listed pair whose row holds the symbol is
    // live and every other entry stale, so with every cell listed, the
    // stale entries are the entries less the cells.
    let columns = self.columns
    let symbols = self.symbols
    let count = kinds.count
    var listed = Set<Int>()
    var entries = 0
    for symbol in kinds.indices {
      for entry in columns[symbol] {
        listed.insert(symbol &* count &+ Int(entry))
        entries += 1
      }
    }
    var cells = 0
    for symbol in kinds.indices {
      if free.contains(symbol) {
        if symbols[symbol].isBasic || symbols[symbol].isDerived {
          return "free symbol \(symbol) still has a row or a definition"
        }
        continue
      }
      guard let row = symbols[symbol].row else { continue }
      // A basic symbol is defined by its row: it is in no row, and the
      // objective is written in the parametric symbols only.
      if objective[symbol] != 0 {
        return "basic symbol \(symbol) has objective coefficient \(objective[symbol])"
      }
      if kinds[symbol] != .external && row.constant < -1e-6 {
        return "restricted basic symbol \(symbol) is infeasible: its row's constant is \(row.constant)"
      }
      var previous = -1
      for cell in row.cells {
        if cell.symbol <= previous { return "row of \(symbol) is not sorted by symbol at \(cell.symbol)" }
        previous = cell.symbol
        if cell.coefficient == 0 { return "row of \(symbol) keeps a zero cell for \(cell.symbol)" }
        if free.contains(cell.symbol) { return "row of \(symbol) names free symbol \(cell.symbol)" }
        if symbols[cell.symbol].isBasic { return "row of \(symbol) names basic symbol \(cell.symbol)" }
        // Row and column agree: the column of every symbol a row holds lists the row.
        if !listed.contains(cell.symbol &* count &+ symbol) {
          return "column of \(cell.symbol) does not list the row of \(symbol), which holds it"
        }
        cells += 1
      }
    }
    let stale = entries - cells
    if entries != columnEntries { return "columnEntries is \(columnEntries), the columns hold \(entries)" }
    if stale != staleColumnEntries {
      return "staleColumnEntries is \(staleColumnEntries), the columns hold \(stale) stale entries"
    }
    return nil
  }

  /// Traps with the violation, if any (see ``invariantViolation()``).
  func checkInvariants() {
    if let violation = invariantViolation() { preconditionFailure("Cassowary tableau: \(violation)") }
  }
}
