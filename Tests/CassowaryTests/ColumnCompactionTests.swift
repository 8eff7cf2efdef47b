import Testing

@testable import Cassowary

/// Column lists are rebuilt when stale entries pile up, not merely because a
/// system grew: a rebuild walks every column, and at 10,000 views a screen
/// being built reached the limit with nothing stale to drop.
@Suite struct ColumnCompactionTests {
  /// `count` independent boxes, each with soft bounds that become tableau
  /// rows (three column entries or more each); the soft width makes a pivot
  /// per box, and each pivot leaves the entries of the row it removes stale.
  static func boxes(_ count: Int) -> [LinearConstraint] {
    var constraints: [LinearConstraint] = []
    for _ in 0..<count {
      let x = Variable()
      let width = Variable()
      constraints.append(x >= 0)
      constraints.append((x + width <= 1_000) | .strong)
      constraints.append((width == 100) | .medium)
    }
    return constraints
  }

  /// `count` boxes held by required bounds only: rows and no pivots, the
  /// way a screen's rows come in.
  static func boundedBoxes(_ count: Int) -> [LinearConstraint] {
    var constraints: [LinearConstraint] = []
    for _ in 0..<count {
      let x = Variable()
      let width = Variable()
      constraints.append(x >= 0)
      constraints.append(width >= 10)
      constraints.append(x + width <= 1_000)
    }
    return constraints
  }

  /// Counts the entries that name a row which no longer holds the column's
  /// symbol, or repeat one already listed.
  static func actualStaleEntries(_ tableau: Tableau) -> Int {
    var stale = 0
    for symbol in tableau.columns.indices {
      var seen = Set<Int>()
      for entry in tableau.columns[symbol] {
        let basic = Int(entry)
        let live = tableau.symbols[basic].row.map { $0.index(of: symbol) != nil } ?? false
        if !live || !seen.insert(basic).inserted { stale += 1 }
      }
    }
    return stale
  }

  @Test func aGrowingSystemIsNotRebuilt() throws {
    let solver = Solver()
    for constraint in Self.boundedBoxes(20_000) { try solver.addConstraint(constraint) }
    // The limit was reached and raised, and nothing was rebuilt.
    #expect(solver.tableau.columnEntries > 1 << 16)
    #expect(solver.tableau.columnEntryLimit > 1 << 16)
    #expect(solver.tableau.columnRebuilds == 0)
    #expect(Self.actualStaleEntries(solver.tableau) == solver.tableau.staleColumnEntries)
  }

  /// Pivots leave stale entries, counted exactly. A screen's pivots leave
  /// fewer than half its entries stale (here about 40%, as in the
  /// equal-centering stack list): not worth a rebuild, which walks every
  /// column (at 10,000 views a cache miss each).
  @Test func pivotsLeaveStaleEntriesCountedExactly() throws {
    let solver = Solver()
    for constraint in Self.boxes(12_000) { try solver.addConstraint(constraint) }
    let stale = solver.tableau.staleColumnEntries
    #expect(stale > 0)
    #expect(Self.actualStaleEntries(solver.tableau) == stale)
    #expect(stale * 2 < solver.tableau.columnEntries)
    #expect(solver.tableau.columnEntries > 1 << 16)
    #expect(solver.tableau.columnRebuilds == 0)
  }

  @Test func removalsAreCountedAndRebuildDropsThem() throws {
    let solver = Solver()
    let constraints = Self.boxes(12_000)
    for constraint in constraints { try solver.addConstraint(constraint) }
    // Remove the strong bound of nine boxes in ten: their rows leave stale
    // entries behind, more than the live ones.
    for (index, constraint) in constraints.enumerated() where index % 3 == 1 && (index / 3) % 10 != 0 {
      try solver.removeConstraint(constraint)
    }
    let stale = solver.tableau.staleColumnEntries
    #expect(Self.actualStaleEntries(solver.tableau) == stale)
    #expect(stale * 2 > solver.tableau.columnEntries)
    #expect(solver.tableau.columnRebuilds == 0)
    // At the limit (brought down to here: growing to it would add live
    // entries and dilute the stale ones) the columns are rebuilt.
    solver.tableau.columnEntryLimit = solver.tableau.columnEntries
    for constraint in Self.boxes(1) { try solver.addConstraint(constraint) }
    #expect(solver.tableau.columnRebuilds == 1)
    // Only what the new box's own pivots left is stale.
    #expect(solver.tableau.staleColumnEntries < 10)
    #expect(Self.actualStaleEntries(solver.tableau) == solver.tableau.staleColumnEntries)
    solver.updateVariables()
  }

  /// A column keeps its entries in order whether they sit inline or past
  /// the first four, and compacting it keeps the survivors' order.
  @Test(arguments: [0, 1, 3, 4, 5, 9])
  func columnsKeepTheirOrder(count: Int) {
    var column = SymbolColumn()
    for entry in 0..<count { column.append(Int32(entry * 10)) }
    #expect(Array(column) == (0..<count).map { $0 * 10 })
    #expect(column.count == count)
    #expect(column.isEmpty == (count == 0))
    // Drop every entry whose tens digit is odd: across the inline/array boundary.
    column.removeAll { ($0 / 10) % 2 == 1 }
    let kept = (0..<count).filter { $0 % 2 == 0 }.map { $0 * 10 }
    #expect(Array(column) == kept)
    #expect(column.count == kept.count)
    column.append(7)
    #expect(Array(column) == kept + [7])
    column.removeAll(keepingCapacity: true)
    #expect(column.isEmpty && Array(column).isEmpty)
  }
}
