import Testing

@testable import Cassowary

/// A new row's cells are kept sorted by symbol (lookups are binary searches),
/// so the symbols a sum touched must come out sorted whatever their order:
/// short sums by insertion, long ones by the library's sort.
@Suite struct SumSortingTests {
  /// Sorts `symbols` the way a sum's are and returns them.
  static func sorted(_ symbols: [Int]) -> [Int] {
    var scratch = SymbolScratch()
    for symbol in symbols { scratch.append(symbol) }
    scratch.withUnsafeMutableBuffer(Tableau.sortSymbols)
    return Array(scratch)
  }

  @Test(arguments: [0, 1, 2, 16, 17, 24, 28, 100, 1_000])
  func anyOrderComesOutSorted(count: Int) {
    var generator = SystemRandomNumberGenerator()
    let symbols = Array(0..<count * 3).shuffled(using: &generator).prefix(count)
    #expect(Self.sorted(Array(symbols)) == symbols.sorted())
  }

  @Test func runsOfExpandedRowsAreMerged() {
    // Seven ascending runs, as a sum that expanded seven rows makes them,
    // plus symbols added one at a time between them.
    var symbols: [Int] = []
    for run in 0..<7 { symbols += stride(from: run, to: 60, by: 7).map { $0 * 2 } }
    symbols += [1, 121, 3]
    #expect(symbols.count > 16)
    #expect(Self.sorted(symbols) == symbols.sorted())
    // Already sorted, and sorted backwards (one run per symbol).
    let ascending = Array(0..<40)
    #expect(Self.sorted(ascending) == ascending)
    #expect(Self.sorted(ascending.reversed()) == ascending)
  }

  @Test func aScratchListEmptiesAndRefills() {
    var scratch = SymbolScratch()
    #expect(scratch.isEmpty && !scratch.contains(0))
    for symbol in 0..<40 { scratch.append(symbol) }
    #expect(scratch.count == 40 && scratch[39] == 39 && scratch.contains(17))
    scratch.removeAll()
    #expect(scratch.isEmpty && !scratch.contains(17))
    scratch.append(5)
    #expect(Array(scratch) == [5])
  }
}
