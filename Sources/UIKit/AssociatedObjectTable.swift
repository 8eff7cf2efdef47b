#if !canImport(Darwin)  // Apple's platforms have their own UIKit (see Package.swift).
  import Synchronization

  /// Associated values of objects that are not views or guides, keyed by
  /// identity behind a lock.
  ///
  /// Each entry holds its object weakly: an identity is reused once its
  /// object is freed, and the dead entry must not answer for the new one.
  /// Dead entries are swept when the table has doubled since the last sweep,
  /// so the table stays proportional to the live objects.
  final class AssociatedObjectTable: Sendable {
    /// The process's table (objects from any thread; the lock orders them).
    static let shared = AssociatedObjectTable()

    /// One object's values.
    private struct Entry {
      weak var object: AnyObject?
      var values: [UnsafeRawPointer: Any] = [:]
    }

    /// What crosses into and out of the lock: the object, a key and a value.
    ///
    /// Unchecked: the values are whatever the caller attached, and are read
    /// only by code that holds the object they belong to, as with the
    /// Objective-C runtime; the table touches them only under its lock.
    private struct Passed<Value>: @unchecked Sendable {
      var value: Value
    }

    private struct State: ~Copyable {
      var table: [ObjectIdentifier: Entry] = [:]
      var sweepAt = 64
    }

    private let state = Mutex(State())

    func value(of object: AnyObject, for key: UnsafeRawPointer) -> Any? {
      let id = ObjectIdentifier(object)
      let passed = Passed(value: (object: object, key: key))
      return state.withLock { state -> Passed<Any?> in
        guard let entry = state.table[id], entry.object === passed.value.object else { return Passed(value: nil) }
        return Passed(value: entry.values[passed.value.key])
      }.value
    }

    func setValue(_ value: Any?, of object: AnyObject, for key: UnsafeRawPointer) {
      let id = ObjectIdentifier(object)
      let passed = Passed(value: (object: object, key: key, value: value))
      state.withLock { state in
        var entry = state.table[id]
        if entry?.object !== passed.value.object { entry = Entry(object: passed.value.object) }
        entry?.values[passed.value.key] = passed.value.value
        state.table[id] = entry?.values.isEmpty == false ? entry : nil
        if state.table.count >= state.sweepAt {
          state.table = state.table.filter { $0.value.object != nil }
          state.sweepAt = max(64, state.table.count * 2)
        }
      }
    }

    func removeValues(of object: AnyObject) {
      let id = ObjectIdentifier(object)
      let passed = Passed(value: object)
      state.withLock { state in
        if state.table[id]?.object === passed.value { state.table[id] = nil }
      }
    }
  }
#endif
