/// A list of symbols that keeps its first entry inline.
///
/// Most derived variables are named by one definition (a view's edge by the
/// view below it), so most lists of dependents hold one symbol, and an array
/// each was an allocation per definition. Order is kept exactly: the first
/// entry is always the list's first element.
struct SymbolList: Sequence {
  /// The first entry, or -1 when the list is empty (then `rest` is empty too).
  private var first = -1
  private var rest: [Int] = []

  var isEmpty: Bool { first < 0 }
  /// The entry of a list of one, else nil.
  var onlyEntry: Int? { first >= 0 && rest.isEmpty ? first : nil }
  var count: Int { first < 0 ? 0 : 1 + rest.count }

  mutating func append(_ symbol: Int) {
    if first < 0 { first = symbol } else { rest.append(symbol) }
  }

  /// Empties the list and gives its storage back.
  mutating func removeAll() {
    first = -1
    rest = []
  }

  /// Removes the entries `shouldRemove` accepts; it sees every entry once,
  /// in order (callers keep the first of repeated entries that way).
  mutating func removeAll(where shouldRemove: (Int) -> Bool) {
    guard first >= 0 else { return }
    let dropFirst = shouldRemove(first)
    rest.removeAll(where: shouldRemove)
    if dropFirst { first = rest.isEmpty ? -1 : rest.removeFirst() }
  }

  func makeIterator() -> Iterator { Iterator(list: self) }

  /// The entries in order.
  struct Iterator: IteratorProtocol {
    let list: SymbolList
    var index = -1

    mutating func next() -> Int? {
      guard list.first >= 0 else { return nil }
      defer { index += 1 }
      if index < 0 { return list.first }
      return index < list.rest.count ? list.rest[index] : nil
    }
  }
}
