/// The tableau's per-symbol records (see ``Tableau/symbols``): an array that
/// is never copied on write.
///
/// Every write to an element of a Swift array first asks whether the array's
/// storage is shared (`swift_isUniquelyReferenced`), and the compiler cannot
/// lift the question out of loops that also append to other arrays. Summing a
/// row writes two fields of each symbol it meets: on the 1,000-view card
/// table 134 of the 607 checks a view were the records', and leaving them
/// out took 3% of the layout pass's instructions (callgrind). A tableau is owned
/// by one solver and never copied to be changed, so its records need no
/// copy on write; reads and writes go straight to the storage, still
/// bounds-checked.
///
/// Copies of a tableau share this storage: only read them (as dumps and
/// footprints do).
final class SymbolStates: Sequence, @unchecked Sendable {
  // Unchecked: only the tableau's own methods touch these, one at a time,
  // and a checked access costs two calls.
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<SymbolState>?
  @exclusivity(unchecked) private(set) var count = 0
  @exclusivity(unchecked) private(set) var capacity = 0

  /// Storage for no records, shared by every new tableau: a solver that never
  /// gets a constraint allocates nothing. Never written (it has no room, so
  /// the first append replaces it).
  static let empty = SymbolStates()

  private init() {}

  deinit {
    guard let base else { return }
    base.deinitialize(count: count)
    base.deallocate()
  }

  var indices: Range<Int> { 0..<count }

  subscript(index: Int) -> SymbolState {
    unsafeAddress {
      precondition(index >= 0 && index < count, "symbol out of range")
      return UnsafePointer(base.unsafelyUnwrapped + index)
    }
    unsafeMutableAddress {
      precondition(index >= 0 && index < count, "symbol out of range")
      return base.unsafelyUnwrapped + index
    }
  }

  /// Storage holding these records with room for `minimumCapacity` (self
  /// when it has the room already).
  func reserved(_ minimumCapacity: Int) -> SymbolStates {
    guard minimumCapacity > capacity else { return self }
    let grown = SymbolStates()
    grown.capacity = minimumCapacity
    grown.base = UnsafeMutablePointer<SymbolState>.allocate(capacity: minimumCapacity)
    if let base {
      grown.base!.moveInitialize(from: base, count: count)
      grown.count = count
      count = 0
    }
    return grown
  }

  /// Appends a record; the caller has made room (see ``reserved(_:)``).
  func append(_ state: SymbolState) {
    precondition(count < capacity, "no room reserved for a new symbol")
    (base.unsafelyUnwrapped + count).initialize(to: state)
    count += 1
  }

  func makeIterator() -> Iterator { Iterator(states: self) }

  /// The records in symbol order.
  struct Iterator: IteratorProtocol {
    let states: SymbolStates
    var index = 0

    mutating func next() -> SymbolState? {
      guard index < states.count else { return nil }
      defer { index += 1 }
      return states[index]
    }
  }
}
