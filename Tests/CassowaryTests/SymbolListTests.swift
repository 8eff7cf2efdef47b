import Testing

@testable import Cassowary

/// The tableau's short symbol lists keep their order through appends and
/// removals, whatever entry goes.
@Suite struct SymbolListTests {
  @Test func keepsOrderThroughRemovals() {
    var list = SymbolList()
    #expect(list.isEmpty && Array(list).isEmpty)
    for symbol in [7, 3, 9, 3, 12] { list.append(symbol) }
    #expect(Array(list) == [7, 3, 9, 3, 12] && list.count == 5)
    // The predicate sees every entry once, in order: drop repeats and 7.
    var seen: [Int] = []
    var kept = Set<Int>()
    list.removeAll { symbol in
      seen.append(symbol)
      return symbol == 7 || !kept.insert(symbol).inserted
    }
    #expect(seen == [7, 3, 9, 3, 12])
    #expect(Array(list) == [3, 9, 12])
    list.removeAll { $0 != 12 }
    #expect(Array(list) == [12] && list.count == 1)
    list.removeAll { _ in true }
    #expect(list.isEmpty && Array(list).isEmpty)
    list.append(4)
    #expect(Array(list) == [4])
    list.removeAll()
    #expect(list.isEmpty)
  }
}
