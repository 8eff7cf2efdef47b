/// A list of symbols the tableau fills again for every add and every sum:
/// appending and emptying it make no copy-on-write checks.
///
/// As `[Int]`, emptying with `removeAll(keepingCapacity:)` went through the
/// array's generic range replacement (and a `memmove` of nothing), twice for
/// every constraint added, and each append asked whether the storage was
/// shared: 2.4% of the card table's layout pass and 48 of its 252 remaining
/// uniqueness checks a view (callgrind).
///
/// Copies share their storage; the tableau never copies one.
struct SymbolScratch: Sequence {
  private var storage = Storage.empty

  var count: Int { storage.count }
  var isEmpty: Bool { storage.count == 0 }

  subscript(index: Int) -> Int {
    precondition(index >= 0 && index < storage.count, "scratch index out of range")
    return storage.base.unsafelyUnwrapped[index]
  }

  @inline(__always)
  mutating func append(_ symbol: Int) {
    if storage.count == storage.capacity { storage = storage.grown() }
    storage.base.unsafelyUnwrapped[storage.count] = symbol
    storage.count += 1
  }

  /// Empties the list, keeping its room.
  mutating func removeAll() {
    // The shared empty storage is never written.
    if storage.count != 0 { storage.count = 0 }
  }

  /// The entries, to sort or read in place.
  func withUnsafeMutableBuffer<Result>(_ body: (UnsafeMutableBufferPointer<Int>) -> Result) -> Result {
    body(UnsafeMutableBufferPointer(start: storage.base, count: storage.count))
  }

  func makeIterator() -> UnsafeBufferPointer<Int>.Iterator {
    UnsafeBufferPointer(start: storage.base, count: storage.count).makeIterator()
  }

  /// The list's memory: one allocation, grown by doubling.
  final class Storage: @unchecked Sendable {
    // Unchecked: only the list's own methods touch these, one at a time.
    @exclusivity(unchecked) var base: UnsafeMutablePointer<Int>?
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) var capacity = 0

    /// Room for nothing, shared by every new list (a tableau that never gets
    /// a constraint allocates nothing); never written.
    static let empty = Storage()

    /// Storage with these entries and twice the room (at least 16).
    func grown() -> Storage {
      let grown = Storage()
      grown.capacity = Swift.max(16, 2 * capacity)
      grown.base = UnsafeMutablePointer<Int>.allocate(capacity: grown.capacity)
      if let base { grown.base!.update(from: base, count: count) }
      grown.count = count
      return grown
    }

    deinit { base?.deallocate() }
  }
}
