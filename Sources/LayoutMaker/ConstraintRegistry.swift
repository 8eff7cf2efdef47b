import LayoutCore
import Synchronization

/// The maker's memory of each item: its active constraints and diagnostics.
///
/// SnapKit hangs this on the view with an associated object. LayoutCore's
/// items have no slot for another module, so the records live in a table
/// keyed by item identity. Entries hold the item weakly and are checked on
/// lookup, so a freed item's identity reused by a new item gets a fresh
/// record; dead entries are dropped as the table grows.
enum ConstraintRegistry {
  /// One item's record. Only the task that owns the item touches it (views
  /// are not `Sendable`); the lock guards the table, not the records.
  final class Record: @unchecked Sendable {
    weak var item: LayoutItem?
    /// The active maker constraints whose first item is this item.
    var constraints: [Constraint] = []
    var diagnostics: [ConstraintDiagnostic] = []

    init(item: LayoutItem) { self.item = item }
  }

  private struct Table: ~Copyable {
    var records: [ObjectIdentifier: Record] = [:]
    /// The size at which dead entries are next swept.
    var sweepAt = 64
  }

  private static let table = Mutex(Table())

  /// The record of `item`, made if it has none.
  static func record(for item: LayoutItem) -> Record {
    let key = ObjectIdentifier(item)
    let record: Record? = table.withLock { table in
      if let existing = table.records[key], existing.item === item { return existing }
      return nil
    }
    if let record { return record }
    let made = Record(item: item)
    table.withLock { table in
      table.records[key] = made
      if table.records.count >= table.sweepAt {
        table.records = table.records.filter { $0.value.item != nil }
        table.sweepAt = max(64, table.records.count * 2)
      }
    }
    return made
  }
}
