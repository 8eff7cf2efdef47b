/// A binary heap of symbols ordered by a key the caller supplies (a derived variable's level).
///
/// The key is passed to each call instead of stored, so the heap can live in
/// the tableau while the tableau's level array is read.
struct SymbolHeap {
  private(set) var items: [Int] = []

  var isEmpty: Bool { items.isEmpty }

  /// Adds a symbol; `precedes(a, b)` says whether `a` leaves the heap before `b`.
  mutating func push(_ symbol: Int, _ precedes: (Int, Int) -> Bool) {
    items.append(symbol)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the symbol that precedes all others, or nil when empty.
  mutating func pop(_ precedes: (Int, Int) -> Bool) -> Int? {
    guard let last = items.popLast() else { return nil }
    guard !items.isEmpty else { return last }
    let top = items[0]
    items[0] = last
    var parent = 0
    let count = items.count
    while true {
      let left = 2 * parent + 1
      guard left < count else { break }
      let right = left + 1
      let child = right < count && precedes(items[right], items[left]) ? right : left
      guard precedes(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      parent = child
    }
    return top
  }

  mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
  }
}
