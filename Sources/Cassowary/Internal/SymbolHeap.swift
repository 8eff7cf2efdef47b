/// A binary heap of symbols, each pushed with a key (a derived variable's level).
///
/// Keys are stored with the symbols, so the heap can live in the tableau and
/// be pushed to while the tableau's level array is read. Ties go to the lower
/// symbol id, so the order is the same on every run.
struct SymbolHeap {
  private var items: [(key: Int, symbol: Int)] = []
  /// Whether the largest key leaves first (else the smallest).
  private let largestFirst: Bool

  init(largestFirst: Bool) {
    self.largestFirst = largestFirst
  }

  @inline(__always)
  private static func precedes(_ a: (key: Int, symbol: Int), _ b: (key: Int, symbol: Int), _ largestFirst: Bool) -> Bool {
    if a.key != b.key { return largestFirst ? a.key > b.key : a.key < b.key }
    return a.symbol < b.symbol
  }

  // Both sift through the heap's buffer: `swapAt` on the array checked that
  // the storage was unique on every step (175 instructions a pop, measured
  // with callgrind, for heaps of a few symbols).

  mutating func push(_ symbol: Int, key: Int) {
    items.append((key, symbol))
    let largestFirst = self.largestFirst
    items.withUnsafeMutableBufferPointer { items in
      var child = items.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard Self.precedes(items[child], items[parent], largestFirst) else { break }
        items.swapAt(child, parent)
        child = parent
      }
    }
  }

  /// Removes and returns the symbol that leaves first, or nil when empty.
  mutating func pop() -> Int? {
    guard let last = items.popLast() else { return nil }
    guard !items.isEmpty else { return last.symbol }
    let largestFirst = self.largestFirst
    return items.withUnsafeMutableBufferPointer { items in
      let top = items[0]
      items[0] = last
      var parent = 0
      let count = items.count
      while true {
        let left = 2 * parent + 1
        guard left < count else { break }
        let right = left + 1
        let child = right < count && Self.precedes(items[right], items[left], largestFirst) ? right : left
        guard Self.precedes(items[child], items[parent], largestFirst) else { break }
        items.swapAt(child, parent)
        parent = child
      }
      return top.symbol
    }
  }
}
