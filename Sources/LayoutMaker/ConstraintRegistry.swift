import LayoutCore

/// The maker's memory of each item: its active constraints and diagnostics.
///
/// SnapKit hangs this on the view with an associated object; here it hangs
/// in the item's ``LayoutCore/LayoutItem/makerRecord`` slot, so it lives and
/// dies with the item, needs no lock (an item is only touched by the task
/// that owns it) and holds no weak reference to it.
enum ConstraintRegistry {
  /// One item's record.
  final class Record {
    // Freed wherever its last reference goes, with no check for the main actor.
    nonisolated deinit {}

    /// The item, which owns the record and so outlives it.
    unowned(unsafe) let item: LayoutItem
    /// The active maker constraints whose first item is this item
    /// (unchecked, as the chains' fields are: see `ConstraintDescription`).
    @exclusivity(unchecked) var constraints: [Constraint] = []
    @exclusivity(unchecked) var diagnostics: [ConstraintDiagnostic] = []

    init(item: LayoutItem) { self.item = item }
  }

  /// The record of `item`, made if it has none.
  static func record(for item: LayoutItem) -> Record {
    // Only this function stores into the slot, and only records.
    if let record = item.makerRecord { return unsafeDowncast(record, to: Record.self) }
    let made = Record(item: item)
    item.makerRecord = made
    return made
  }
}
