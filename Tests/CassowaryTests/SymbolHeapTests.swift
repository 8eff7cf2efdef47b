import Testing

@testable import Cassowary

/// The heaps that order derived variables hand symbols out by level, ties
/// to the lower id, however pushes and pops interleave: the solver's results
/// must not depend on the heap's shape.
@Suite struct SymbolHeapTests {
  /// The order a heap must give: by key (smallest or largest first), then id.
  private static func expected(_ items: [(symbol: Int, key: Int)], largestFirst: Bool) -> [Int] {
    items.sorted {
      $0.key != $1.key ? (largestFirst ? $0.key > $1.key : $0.key < $1.key) : $0.symbol < $1.symbol
    }.map(\.symbol)
  }

  @Test(arguments: [false, true])
  func popsByKeyThenSymbol(largestFirst: Bool) {
    var generator = SeededGenerator(seed: largestFirst ? 7 : 11)
    for size in [0, 1, 2, 3, 4, 5, 6, 17, 64, 65, 1_000] {
      var heap = SymbolHeap(largestFirst: largestFirst)
      // Few distinct keys, so most comparisons are ties broken by id; and
      // keys up to the largest level a symbol can have.
      let items = (0..<size).map { symbol in
        (symbol: symbol * 3 + 1, key: symbol % 5 == 4 ? Int(Int32.max) : Int(generator.next() % 6))
      }.shuffled(using: &generator)
      for item in items { heap.push(item.symbol, key: item.key) }
      var popped: [Int] = []
      while let symbol = heap.pop() { popped.append(symbol) }
      #expect(popped == Self.expected(items, largestFirst: largestFirst), "\(size) symbols")
    }
  }

  @Test func interleavedPushesAndPopsKeepTheOrder() {
    // A refresh pushes dependents while it pops: whatever is in the heap
    // at each pop, the least of it leaves.
    var generator = SeededGenerator(seed: 3)
    var heap = SymbolHeap(largestFirst: false)
    var inHeap: [(symbol: Int, key: Int)] = []
    var nextSymbol = 0
    for _ in 0..<2_000 {
      if inHeap.isEmpty || generator.next() % 3 != 0 {
        let item = (symbol: nextSymbol, key: Int(generator.next() % 40))
        nextSymbol += 1
        heap.push(item.symbol, key: item.key)
        inHeap.append(item)
      } else {
        let least = Self.expected(inHeap, largestFirst: false)[0]
        #expect(heap.pop() == least)
        inHeap.removeAll { $0.symbol == least }
      }
    }
    #expect(Array(sequence(state: heap) { $0.pop() }) == Self.expected(inHeap, largestFirst: false))
  }
}
