/// The before-images of rows and objective cells changed during one operation.
///
/// Only the first change of each item is recorded, so restoring is one write
/// per item. Used for adds that go through phase one: they pivot, and if the
/// constraint turns out unsatisfiable the tableau must be exactly as before
/// (kiwi leaves the pivots, and the rejected row's traces, in place).
struct Journal {
  private(set) var rows: [Int: Row?] = [:]
  private(set) var objectiveCells: [Int: Double] = [:]
  /// Before-images of derived variables' definition constants.
  private(set) var definitionConstants: [Int: Double] = [:]
  private(set) var infeasibleCount: Int

  init(infeasibleCount: Int) {
    self.infeasibleCount = infeasibleCount
  }

  /// Empties the journal for another operation, keeping its storage.
  mutating func reset(infeasibleCount: Int) {
    rows.removeAll(keepingCapacity: true)
    objectiveCells.removeAll(keepingCapacity: true)
    definitionConstants.removeAll(keepingCapacity: true)
    self.infeasibleCount = infeasibleCount
  }

  mutating func record(row basic: Int, _ before: Row?) {
    if rows.index(forKey: basic) == nil { rows[basic] = .some(before) }
  }

  mutating func record(definition symbol: Int, _ constant: Double) {
    if definitionConstants.index(forKey: symbol) == nil { definitionConstants[symbol] = constant }
  }

  mutating func record(objective symbol: Int, _ before: Double) {
    if objectiveCells.index(forKey: symbol) == nil { objectiveCells[symbol] = before }
  }
}

extension Tableau {
  /// Starts recording before-images, in the last journal's storage when there is one.
  mutating func beginJournal() {
    if var reused = spareJournal {
      spareJournal = nil
      reused.reset(infeasibleCount: infeasible.count)
      journal = reused
    } else {
      journal = Journal(infeasibleCount: infeasible.count)
    }
  }

  /// Stops recording and keeps the changes; the journal's storage is kept for the next one.
  mutating func commitJournal() {
    guard var finished = journal else { return }
    journal = nil
    // Emptied once it is the only owner of its storage, so nothing is copied.
    finished.reset(infeasibleCount: 0)
    spareJournal = finished
  }

  /// Stops recording and puts every recorded row and objective cell back.
  mutating func rollBackJournal() {
    guard let saved = journal else { return }
    journal = nil
    for (basic, before) in saved.rows {
      if symbols[basic].isBasic { _ = removeRow(basic) }
      if let before { insertRow(basic, before) }
    }
    for (symbol, before) in saved.objectiveCells {
      objective[symbol] = before
      if before != 0 && canImprove(symbol, before) && flags[symbol].insert(.listedImproving).inserted {
        improving.append(symbol)
      }
    }
    for (symbol, constant) in saved.definitionConstants where symbols[symbol].isDerived {
      symbols[symbol].updateDefinition { $0.constant = constant }
      queueDerived(symbol)
    }
    infeasible.removeSubrange(min(saved.infeasibleCount, infeasible.count)...)
  }
}
