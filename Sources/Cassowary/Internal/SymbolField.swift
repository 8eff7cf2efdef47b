/// One per-symbol field of a tableau (see ``SymbolStorage``): reads and
/// writes go straight to the storage, bounds-checked, with no copy on write.
///
/// A view onto storage the tableau owns: got anew for each use, never kept
/// across a call that may add a symbol (a new symbol can move the storage).
struct SymbolField<Element>: Sequence {
  let base: UnsafeMutablePointer<Element>
  /// How many symbols the tableau has made (recycled ones included).
  let count: Int
  /// How many symbols the storage has room for.
  let capacity: Int

  var indices: Range<Int> { 0..<count }

  subscript(index: Int) -> Element {
    unsafeAddress {
      precondition(index >= 0 && index < count, "symbol out of range")
      return UnsafePointer(base + index)
    }
    nonmutating unsafeMutableAddress {
      precondition(index >= 0 && index < count, "symbol out of range")
      return base + index
    }
  }

  func makeIterator() -> UnsafeBufferPointer<Element>.Iterator {
    UnsafeBufferPointer(start: base, count: count).makeIterator()
  }
}
