import Foundation
import Synchronization

/// The values set through appearance proxies, and when views take them.
///
/// UIKit's rule: a view takes its classes' appearance values when it joins
/// a window, except for properties set on the view itself. A view made
/// while values exist notes the properties' values then (its own class's
/// defaults and whatever its initializers set); when it joins a window it
/// takes each value whose property still holds what it noted, so anything
/// the code set in between wins. A value set after the view was made
/// applies to it at its next window.
nonisolated enum AppearanceRegistry {
  /// Whether any value was ever set: the one check a view's initializer and
  /// every move into a window make while no app uses appearance proxies.
  static let isInUse = Atomic<Bool>(false)

  /// The records by class and property, the same in the order they apply
  /// (kept sorted as they change: views read them as they are made), and
  /// the next record's order.
  private static let records = Mutex<
    (byKey: [AppearanceKey: AppearanceRecord], ordered: [AppearanceRecord], next: Int)
  >(([:], [], 0))

  /// Sets (or, with nil, removes) the value of a property for a class.
  static func set<Target: View, Value: Hashable & Sendable>(
    _ value: Value?, for keyPath: ReferenceWritableKeyPath<Target, Value> & Sendable, of type: Target.Type
  ) {
    let key = AppearanceKey(type: ObjectIdentifier(type), property: keyPath)
    let depth = classDepth(of: type)
    records.withLock { records in
      if let value {
        records.next += 1
        records.byKey[key] = AppearanceRecord(
          key: key, depth: depth, order: records.next, value: value,
          read: { ($0 as? Target).mapped { AnyHashable($0[keyPath: keyPath]) } },
          write: { ($0 as? Target)?[keyPath: keyPath] = value })
      } else {
        records.byKey[key] = nil
      }
      records.ordered = records.byKey.values.sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }
    }
    isInUse.store(true, ordering: .releasing)
  }

  /// The value set for a property of a class, if any.
  static func value<Target: View, Value: Hashable & Sendable>(
    for keyPath: ReferenceWritableKeyPath<Target, Value> & Sendable, of type: Target.Type
  ) -> Value? {
    let key = AppearanceKey(type: ObjectIdentifier(type), property: keyPath)
    return records.withLock { $0.byKey[key]?.value as? Value }
  }

  /// The records, the least specific class first.
  static var ordered: [AppearanceRecord] { records.withLock { $0.ordered } }

  /// How many classes `type` is below `View`.
  private static func classDepth(of type: AnyClass) -> Int {
    var depth = 0
    var current: AnyClass? = type
    while let candidate = current, candidate != View.self {
      depth += 1
      current = _getSuperclass(candidate)
    }
    return depth
  }
}
