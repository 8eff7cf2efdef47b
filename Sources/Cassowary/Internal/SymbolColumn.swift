/// The basic symbols whose rows may hold one symbol (see ``Tableau/columns``):
/// the first four inline, the rest in an array.
///
/// Most columns never hold more than four entries: building a 1,000-view
/// card table, 7.6 columns a view got a first entry and 2.3 a fifth. As
/// arrays they were allocated at the first entry and grown at the third,
/// 12 of the 56 allocations a view of the layout pass (callgrind). Inline,
/// only columns that pass four allocate. Entries keep their order.
struct SymbolColumn: Sequence {
  /// The first four entries; -1 marks an empty slot, and the filled slots
  /// come first.
  private var inline: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
  /// The entries after the first four (empty unless all four are filled).
  private var rest: [Int32] = []

  /// How many inline slots are filled.
  private var inlineCount: Int {
    inline.3 >= 0 ? 4 : inline.2 >= 0 ? 3 : inline.1 >= 0 ? 2 : inline.0 >= 0 ? 1 : 0
  }

  var count: Int { inline.3 >= 0 ? 4 + rest.count : inlineCount }
  var isEmpty: Bool { inline.0 < 0 }

  mutating func append(_ basic: Int32) {
    if inline.3 >= 0 {
      // Room for four more at once: a column that passes four mostly stops
      // before eight, and growing 1 → 2 → 4 was three allocations.
      if rest.isEmpty { rest.reserveCapacity(4) }
      rest.append(basic)
    } else if inline.0 < 0 {
      inline.0 = basic
    } else if inline.1 < 0 {
      inline.1 = basic
    } else if inline.2 < 0 {
      inline.2 = basic
    } else {
      inline.3 = basic
    }
  }

  /// Empties the column; `keepingCapacity` keeps the array's storage for
  /// columns that passed four.
  mutating func removeAll(keepingCapacity: Bool = false) {
    inline = (-1, -1, -1, -1)
    rest.removeAll(keepingCapacity: keepingCapacity)
  }

  /// Removes the entries `shouldRemove` accepts; it sees every entry once, in order.
  mutating func removeAll(where shouldRemove: (Int) -> Bool) {
    let total = count
    var kept = 0
    withUnsafeMutablePointer(to: &inline) { tuple in
      tuple.withMemoryRebound(to: Int32.self, capacity: 4) { slots in
        for index in 0..<total {
          let entry = index < 4 ? slots[index] : rest[index - 4]
          guard !shouldRemove(Int(entry)) else { continue }
          if kept < 4 { slots[kept] = entry } else { rest[kept - 4] = entry }
          kept += 1
        }
        for index in Swift.min(kept, 4)..<4 { slots[index] = -1 }
      }
    }
    rest.removeLast(rest.count - Swift.max(kept - 4, 0))
  }

  func makeIterator() -> Iterator { Iterator(column: self) }

  /// The entries in order, as symbol ids.
  struct Iterator: IteratorProtocol {
    let column: SymbolColumn
    var index = 0

    mutating func next() -> Int? {
      let entry: Int32
      switch index {
      case 0: entry = column.inline.0
      case 1: entry = column.inline.1
      case 2: entry = column.inline.2
      case 3: entry = column.inline.3
      default:
        guard index - 4 < column.rest.count else { return nil }
        entry = column.rest[index - 4]
      }
      guard entry >= 0 else { return nil }
      index += 1
      return Int(entry)
    }
  }
}
