/// A heap of symbols, each pushed with a key (a derived variable's level).
///
/// Keys are stored with the symbols, so the heap can live in the tableau and
/// be pushed to while the tableau's level array is read. Ties go to the lower
/// symbol id, so the order is the same on every run.
///
/// Each entry is one 64-bit word, the key's rank above the symbol, and a
/// parent has four children: a pop compares words, not pairs field by field,
/// over half the levels of a binary heap, and the four children it reads
/// share a cache line. A binary heap of pairs was 40% of refreshing the
/// derived values, and slower per symbol the larger the screen (release,
/// anchors list: refreshes took 0.14 ms of a 1,000-view build and 2.2 ms of
/// a 10,000-view one; with this heap 0.07 and 0.72 ms). The order in which
/// symbols leave is the same: it is fixed by the keys and ids alone.
struct SymbolHeap {
  /// The entries, each `rank << 32 | symbol`, the least at the root.
  private var items: [UInt64] = []
  /// Whether the largest key leaves first (else the smallest).
  private let largestFirst: Bool

  init(largestFirst: Bool) {
    self.largestFirst = largestFirst
  }

  /// The entry for a symbol and key: the first to leave is the least.
  @inline(__always)
  private func entry(_ symbol: Int, key: Int) -> UInt64 {
    // Levels are stored in 32 bits (`SymbolState`), and so are symbol ids
    // wherever the tableau keeps many (records, columns).
    let rank = largestFirst ? UInt64(UInt32.max) - UInt64(key) : UInt64(key)
    return rank << 32 | UInt64(UInt32(truncatingIfNeeded: symbol))
  }

  // Both sift through the heap's buffer: `swapAt` on the array checked that
  // the storage was unique on every step (175 instructions a pop, measured
  // with callgrind, for heaps of a few symbols).

  mutating func push(_ symbol: Int, key: Int) {
    let item = entry(symbol, key: key)
    items.append(item)
    items.withUnsafeMutableBufferPointer { items in
      var child = items.count - 1
      while child > 0 {
        let parent = (child - 1) >> 2
        let above = items[parent]
        guard item < above else { break }
        items[child] = above
        child = parent
      }
      items[child] = item
    }
  }

  /// Removes and returns the symbol that leaves first, or nil when empty.
  mutating func pop() -> Int? {
    guard let last = items.popLast() else { return nil }
    guard !items.isEmpty else { return Int(last & 0xFFFF_FFFF) }
    return items.withUnsafeMutableBufferPointer { items in
      let top = items[0]
      let count = items.count
      // `last` sinks from the root to where no child is less than it.
      var parent = 0
      while true {
        let first = 4 &* parent &+ 1
        guard first < count else { break }
        var child = first
        var least = items[first]
        for next in (first + 1)..<min(first + 4, count) where items[next] < least {
          least = items[next]
          child = next
        }
        guard least < last else { break }
        items[parent] = least
        parent = child
      }
      items[parent] = last
      return Int(top & 0xFFFF_FFFF)
    }
  }
}
