import Synchronization

/// Tags that tell tableaus apart in a constraint's slot hint; 0 means "no tableau".
private let tableauTags = Atomic<Int>(0)

/// The tableau's constraint records, in slots, found from the constraint itself.
///
/// A dictionary keyed by constraint identity cost a hash, a probe and, as it
/// grew, rehashing of ~100-byte records for every add: at 10,000 views that
/// was a tenth of the layout time, most of it cache misses. Here the first
/// tableau to hold a constraint writes its slot into the constraint's
/// ``LinearConstraint/slotHint`` (tagged with the tableau, so hints of
/// different solvers never pass for each other), and finding the record is an
/// array read checked by identity. A constraint another solver already holds
/// cannot take a second hint; the few such constraints go to a dictionary.
struct ConstraintTable {
  /// This tableau's tag (a rebuilt tableau keeps the tag of the one it replaces).
  let tag: Int
  private var slots: [ConstraintRecord?] = []
  private var freeSlots: [Int] = []
  /// Constraints whose hint belongs to another solver, by identity.
  private var unhinted: [ObjectIdentifier: Int] = [:]
  /// How many records the table holds.
  private(set) var count = 0

  init(tag: Int? = nil) {
    // Never 0, which marks a hint no tableau holds (the counter wraps
    // after 2³¹ solvers).
    self.tag = tag ?? max(1, tableauTags.wrappingAdd(1, ordering: .relaxed).newValue & 0x7FFF_FFFF)
  }

  /// Reserves room for `count` records (never less than doubling, so that
  /// repeated reservations stay amortized).
  mutating func reserveCapacity(_ count: Int) {
    guard count > slots.capacity else { return }
    slots.reserveCapacity(max(count, 2 * slots.capacity))
  }

  /// The hint value that points at `slot` of this table.
  @inline(__always)
  private func hint(for slot: Int) -> Int { Self.hint(tag: tag, slot: slot) }

  /// The hint value that points at `slot` of the table tagged `tag` (for a
  /// caller that holds the slots mutably, and so cannot read the table).
  @inline(__always)
  private static func hint(tag: Int, slot: Int) -> Int { tag << 32 | slot }

  /// The slot of a constraint this table holds, or nil.
  @inline(__always)
  func slot(of constraint: LinearConstraint) -> Int? {
    let hint = constraint.slotHint.load(ordering: .relaxed)
    if hint >> 32 == tag {
      let slot = hint & 0xFFFF_FFFF
      if slot < slots.count, slots[slot]?.constraint === constraint { return slot }
    }
    return unhinted.isEmpty ? nil : unhinted[ObjectIdentifier(constraint)]
  }

  /// How many records are found through the fallback index (for tests).
  var unhintedCount: Int { unhinted.count }

  /// Whether the table holds the constraint.
  func contains(_ constraint: LinearConstraint) -> Bool { slot(of: constraint) != nil }

  /// The record of a constraint this table holds, or nil.
  func record(of constraint: LinearConstraint) -> ConstraintRecord? {
    slot(of: constraint).flatMap { slots[$0] }
  }

  /// The record in a slot the table holds.
  subscript(slot: Int) -> ConstraintRecord {
    get { slots[slot]! }
    _modify { yield &slots[slot]! }
  }

  /// Stores a new record and returns its slot.
  ///
  /// The record is consumed: a copy retained its constraint once more.
  mutating func insert(_ record: consuming ConstraintRecord) -> Int {
    let slot: Int
    let constraint = Unmanaged.passUnretained(record.constraint)
    if let free = freeSlots.popLast() {
      slot = free
      slots[slot] = consume record
    } else {
      slot = slots.count
      // Room for a small system with the first record (none is made up front).
      if slot == slots.capacity { reserveCapacity(max(128, slot + 1)) }
      slots.append(consume record)
    }
    count += 1
    // Borrowed: the slot holds it.
    constraint._withUnsafeGuaranteedRef { constraint in
      recordHint(of: constraint, slot: slot)
    }
    return slot
  }

  /// Points the constraint's hint at `slot` when no other tableau holds it,
  /// and lists it by identity otherwise.
  private mutating func recordHint(of constraint: LinearConstraint, slot: Int) {
    let old = constraint.slotHint.load(ordering: .relaxed)
    // Take the hint when no tableau holds it, or when it is this tag's own
    // (a rebuild re-adding what the tableau it replaces held).
    if (old == 0 || old >> 32 == tag)
      && constraint.slotHint.compareExchange(
        expected: old, desired: hint(for: slot), ordering: .relaxed
      ).exchanged
    {
      slots[slot]!.hasHint = true
    } else {
      unhinted[ObjectIdentifier(constraint)] = slot
    }
  }

  /// Removes the record in a slot and returns it.
  @discardableResult
  mutating func remove(slot: Int) -> ConstraintRecord {
    let record = slots[slot]!
    slots[slot] = nil
    freeSlots.append(slot)
    count -= 1
    if record.hasHint {
      // Only when it still points here: a rebuilt tableau may have taken it over.
      _ = record.constraint.slotHint.compareExchange(
        expected: hint(for: slot), desired: 0, ordering: .relaxed)
    } else {
      unhinted[ObjectIdentifier(record.constraint)] = nil
    }
    return record
  }

  /// Numbers the records' orders 1, 2, 3… in the order they were, and
  /// returns the last (the count); for a tableau whose add stamps are
  /// about to pass 32 bits.
  mutating func renumberOrders() -> Int {
    let held = slots.indices.filter { slots[$0] != nil }.sorted { slots[$0]!.order < slots[$1]!.order }
    for (index, slot) in held.enumerated() { slots[slot]!.order = index + 1 }
    return held.count
  }

  /// Every record, in no particular order.
  var records: some Sequence<ConstraintRecord> { slots.lazy.compactMap { $0 } }

  /// Points the hints of the constraints this table took back at its slots
  /// (after a rebuilt tableau with the same tag was thrown away).
  func restoreHints() {
    for (slot, record) in slots.enumerated() {
      guard let record, record.hasHint else { continue }
      record.constraint.slotHint.store(hint(for: slot), ordering: .relaxed)
    }
  }

  /// Clears the hints this table holds, so other solvers can take them,
  /// and lets go of every record (a solver's last act).
  ///
  /// One pass that clears each hint and releases its constraint together:
  /// as two, the hints first and the records when the table was freed, a
  /// large solver's end touched every constraint twice, and at 10,000
  /// views each touch was a miss.
  mutating func releaseAll() {
    let tag = tag
    slots.withUnsafeMutableBufferPointer { slots in
      // Hints only where the records have left the cache: each is a call.
      let hints = slots.count >= largeTable
      for slot in slots.indices {
        if hints, slot &+ 8 < slots.count, let ahead = slots[slot &+ 8] {
          prefetchForWrite(Unmanaged.passUnretained(ahead.constraint).toOpaque())
        }
        guard let record = slots[slot].take() else { continue }
        if record.hasHint {
          _ = record.constraint.slotHint.compareExchange(
            expected: Self.hint(tag: tag, slot: slot), desired: 0, ordering: .relaxed)
        }
      }
    }
    slots.removeAll()
    freeSlots.removeAll()
    unhinted.removeAll()
    count = 0
  }
}
