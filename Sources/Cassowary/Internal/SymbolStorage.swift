/// Every per-symbol field of a tableau, each in its own stretch of one
/// allocation that is never copied on write (see ``SymbolField``).
///
/// As eleven Swift arrays, each write to an element first asked whether the
/// array's storage was shared (`swift_isUniquelyReferenced`), which the
/// compiler cannot lift out of the sums' loops, and each new symbol was
/// eleven appends, each asking again and checking its room (callgrind,
/// 1,000-view card table: 607 such checks a view, 5% of the layout pass's
/// instructions with the calls around them). A tableau is owned by one
/// solver and never copied to be changed, so its fields need no copy on
/// write. The fields stay apart (one array each, not one record per symbol):
/// the sums read only the states, and 32-byte states put more symbols in a
/// cache line than a record of every field would.
///
/// Copies of a tableau share this storage: only read them (as dumps and
/// footprints do).
final class SymbolStorage: @unchecked Sendable {
  // Unchecked: only the tableau's own methods touch these, one at a time,
  // and a checked access costs two calls.
  @exclusivity(unchecked) private(set) var count = 0
  let capacity: Int
  private let memory: UnsafeMutableRawPointer

  let kinds: UnsafeMutablePointer<SymbolKind>
  let states: UnsafeMutablePointer<SymbolState>
  let columns: UnsafeMutablePointer<SymbolColumn>
  let objective: UnsafeMutablePointer<Double>
  let owners: UnsafeMutablePointer<Int32>
  let variables: UnsafeMutablePointer<Variable?>
  let flags: UnsafeMutablePointer<SymbolFlags>
  let useCounts: UnsafeMutablePointer<Int32>
  let visitStamps: UnsafeMutablePointer<Int32>
  let dependents: UnsafeMutablePointer<SymbolList>
  let derivedValues: UnsafeMutablePointer<Double>

  /// Storage for no symbols, shared by every new tableau: a solver that never
  /// gets a constraint allocates nothing. Never written (it has no room, so
  /// the first new symbol replaces it).
  static let empty = SymbolStorage(capacity: 0)

  /// Storage with room for `capacity` symbols, none made yet.
  init(capacity: Int) {
    self.capacity = capacity
    // Each field starts on a cache line of its own.
    var size = 0
    func place<T>(_: T.Type) -> Int {
      let offset = (size + 63) & ~63
      size = offset + MemoryLayout<T>.stride * capacity
      return offset
    }
    let offsets = [
      place(SymbolKind.self), place(SymbolState.self), place(SymbolColumn.self), place(Double.self),
      place(Int32.self), place(Variable?.self), place(SymbolFlags.self), place(Int32.self),
      place(Int32.self), place(SymbolList.self), place(Double.self),
    ]
    let raw = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 64)
    memory = raw
    func field<T>(_ index: Int, _: T.Type) -> UnsafeMutablePointer<T> {
      (raw + offsets[index]).bindMemory(to: T.self, capacity: capacity)
    }
    kinds = field(0, SymbolKind.self)
    states = field(1, SymbolState.self)
    columns = field(2, SymbolColumn.self)
    objective = field(3, Double.self)
    owners = field(4, Int32.self)
    variables = field(5, Variable?.self)
    flags = field(6, SymbolFlags.self)
    useCounts = field(7, Int32.self)
    visitStamps = field(8, Int32.self)
    dependents = field(9, SymbolList.self)
    derivedValues = field(10, Double.self)
  }

  deinit {
    // The fields that hold references; the others are plain values.
    states.deinitialize(count: count)
    columns.deinitialize(count: count)
    variables.deinitialize(count: count)
    dependents.deinitialize(count: count)
    memory.deallocate()
  }

  /// Storage holding these symbols with room for `minimumCapacity` (self
  /// when it has the room already); these are moved, and this storage is
  /// left empty.
  func reserved(_ minimumCapacity: Int) -> SymbolStorage {
    guard minimumCapacity > capacity else { return self }
    let grown = SymbolStorage(capacity: minimumCapacity)
    grown.kinds.moveInitialize(from: kinds, count: count)
    grown.states.moveInitialize(from: states, count: count)
    grown.columns.moveInitialize(from: columns, count: count)
    grown.objective.moveInitialize(from: objective, count: count)
    grown.owners.moveInitialize(from: owners, count: count)
    grown.variables.moveInitialize(from: variables, count: count)
    grown.flags.moveInitialize(from: flags, count: count)
    grown.useCounts.moveInitialize(from: useCounts, count: count)
    grown.visitStamps.moveInitialize(from: visitStamps, count: count)
    grown.dependents.moveInitialize(from: dependents, count: count)
    grown.derivedValues.moveInitialize(from: derivedValues, count: count)
    grown.count = count
    // The shared empty storage is never written, not even this zero.
    if count != 0 { count = 0 }
    return grown
  }

  /// Makes a symbol of `kind` with every other field at its starting value;
  /// returns its id. The caller has made room (see ``reserved(_:)``).
  func append(_ kind: SymbolKind) -> Int {
    let id = count
    precondition(id < capacity, "no room reserved for a new symbol")
    (kinds + id).initialize(to: kind)
    (states + id).initialize(to: SymbolState())
    (columns + id).initialize(to: SymbolColumn())
    (objective + id).initialize(to: 0)
    (owners + id).initialize(to: -1)
    (variables + id).initialize(to: nil)
    (flags + id).initialize(to: [])
    (useCounts + id).initialize(to: 0)
    (visitStamps + id).initialize(to: 0)
    (dependents + id).initialize(to: SymbolList())
    (derivedValues + id).initialize(to: 0)
    count = id + 1
    return id
  }

  /// One field, to read and write by symbol.
  @inline(__always)
  func field<Element>(_ base: UnsafeMutablePointer<Element>) -> SymbolField<Element> {
    SymbolField(base: base, count: count, capacity: capacity)
  }
}
