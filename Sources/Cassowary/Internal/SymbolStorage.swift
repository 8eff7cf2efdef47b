#if os(Linux)
  import CPageMemory
  import Glibc
#endif

/// Every per-symbol field of a tableau, each in its own stretch of one
/// allocation (or, for a large tableau on Linux, in pages of its own) that
/// is never copied on write (see ``SymbolField``).
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
  /// The one allocation that holds every field, or nil when each field has
  /// pages of its own (see ``pagedFrom``).
  private let memory: UnsafeMutableRawPointer?
  /// Whether the fields' pages were handed to a larger storage (which
  /// frees them), so this one must not.
  @exclusivity(unchecked) private var handedOn = false

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

  /// The bytes a symbol takes in each field, in the order of the fields.
  private static let strides = [
    MemoryLayout<SymbolKind>.stride, MemoryLayout<SymbolState>.stride, MemoryLayout<SymbolColumn>.stride,
    MemoryLayout<Double>.stride, MemoryLayout<Int32>.stride, MemoryLayout<Variable?>.stride,
    MemoryLayout<SymbolFlags>.stride, MemoryLayout<Int32>.stride, MemoryLayout<Int32>.stride,
    MemoryLayout<SymbolList>.stride, MemoryLayout<Double>.stride,
  ]

  /// From how many symbols each field gets pages of its own (on Linux),
  /// which grow without being copied.
  ///
  /// Why: a storage that outgrows its room is moved into one twice as
  /// large. A screen installed part by part while it is built cannot
  /// reserve room for what it does not know of yet, and at 10,000 views
  /// those copies (megabytes, out of the cache) cost more than the parts
  /// saved. Pages of its own let a field grow where it is, or move with
  /// the kernel's page tables (`mremap`), the bytes never copied. From
  /// about 110 KB of fields: the copies up to there are cheap (at 8,192
  /// symbols they were still a third of a 1,000-view list's copying), and a
  /// page for each field would waste memory in solvers of a few constraints.
  static let pagedFrom = 1024

  /// Storage with room for `capacity` symbols, none made yet.
  convenience init(capacity: Int) {
    #if os(Linux)
      if capacity >= Self.pagedFrom, let fields = Self.mapFields(capacity: capacity) {
        self.init(capacity: capacity, memory: nil, fields: fields)
        return
      }
    #endif
    // Each field starts on a cache line of its own.
    var size = 0
    var offsets: [Int] = []
    for stride in Self.strides {
      let offset = (size + 63) & ~63
      size = offset + stride * capacity
      offsets.append(offset)
    }
    let raw = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 64)
    self.init(capacity: capacity, memory: raw, fields: offsets.map { raw + $0 })
  }

  /// Storage over fields already allocated, in the order of ``strides``.
  private init(capacity: Int, memory: UnsafeMutableRawPointer?, fields: [UnsafeMutableRawPointer]) {
    self.capacity = capacity
    self.memory = memory
    func field<T>(_ index: Int, _: T.Type) -> UnsafeMutablePointer<T> {
      fields[index].bindMemory(to: T.self, capacity: capacity)
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

  /// Whether each field has pages of its own (see ``pagedFrom``).
  var isPaged: Bool { memory == nil }

  /// The fields' addresses, in the order of ``strides``.
  private var fieldAddresses: [UnsafeMutableRawPointer] {
    [
      UnsafeMutableRawPointer(kinds), UnsafeMutableRawPointer(states), UnsafeMutableRawPointer(columns),
      UnsafeMutableRawPointer(objective), UnsafeMutableRawPointer(owners), UnsafeMutableRawPointer(variables),
      UnsafeMutableRawPointer(flags), UnsafeMutableRawPointer(useCounts), UnsafeMutableRawPointer(visitStamps),
      UnsafeMutableRawPointer(dependents), UnsafeMutableRawPointer(derivedValues),
    ]
  }

  deinit {
    // The fields that hold references; the others are plain values.
    states.deinitialize(count: count)
    columns.deinitialize(count: count)
    variables.deinitialize(count: count)
    dependents.deinitialize(count: count)
    if let memory {
      memory.deallocate()
    } else if !handedOn {
      #if os(Linux)
        for (address, stride) in zip(fieldAddresses, Self.strides) {
          munmap(address, Self.pageBytes(stride * capacity))
        }
      #endif
    }
  }

  /// Storage holding these symbols with room for `minimumCapacity` (self
  /// when it has the room already); these are moved, and this storage is
  /// left empty.
  func reserved(_ minimumCapacity: Int) -> SymbolStorage {
    guard minimumCapacity > capacity else { return self }
    #if os(Linux)
      if memory == nil && capacity > 0 {
        // The pages moved with their bytes: the symbols are where they were.
        let grown = SymbolStorage(capacity: minimumCapacity, memory: nil, fields: remapFields(capacity: minimumCapacity))
        grown.count = count
        count = 0
        handedOn = true
        return grown
      }
    #endif
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

  #if os(Linux)
    /// `bytes` rounded up to whole pages.
    private static func pageBytes(_ bytes: Int) -> Int {
      let page = 4096
      return max((bytes + page - 1) / page * page, page)
    }

    /// A mapping of its own for each field, with room for `capacity`
    /// symbols, or nil if one could not be made (none is kept then).
    private static func mapFields(capacity: Int) -> [UnsafeMutableRawPointer]? {
      var fields: [UnsafeMutableRawPointer] = []
      for stride in strides {
        let bytes = pageBytes(stride * capacity)
        let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else {
          for (address, stride) in zip(fields, strides) { munmap(address, pageBytes(stride * capacity)) }
          return nil
        }
        fields.append(mapped)
      }
      return fields
    }

    /// This storage's fields grown to room for `capacity` symbols, each
    /// kept or moved by the kernel with its bytes.
    ///
    /// Growing a private anonymous mapping fails only when the system is
    /// out of memory, where an allocation traps in Swift too.
    private func remapFields(capacity newCapacity: Int) -> [UnsafeMutableRawPointer] {
      zip(fieldAddresses, Self.strides).map { address, stride in
        let old = Self.pageBytes(stride * capacity)
        let new = Self.pageBytes(stride * newCapacity)
        guard let moved = autolayout_pages_grow(address, old, new) else {
          fatalError("out of memory: the solver's storage could not grow to \(newCapacity) symbols")
        }
        return moved
      }
    }
  #endif

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
