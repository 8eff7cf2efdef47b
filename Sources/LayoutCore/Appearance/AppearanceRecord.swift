import Foundation

/// One value set through an ``AppearanceProxy``: for which class, which
/// property, how to read and write it on a view.
nonisolated struct AppearanceRecord: Sendable {
  #if MainActorViews
    /// Reads the property of a view of the record's class; nil for a view of another class.
    typealias Reader = @MainActor @Sendable (View) -> AnyHashable?
    /// Writes the record's value to a view of its class; does nothing to others.
    typealias Writer = @MainActor @Sendable (View) -> Void
  #else
    /// Reads the property of a view of the record's class; nil for a view of another class.
    typealias Reader = @Sendable (View) -> AnyHashable?
    /// Writes the record's value to a view of its class; does nothing to others.
    typealias Writer = @Sendable (View) -> Void
  #endif

  /// The class and property, which a later value for the same pair replaces.
  let key: AppearanceKey
  /// How many classes the record's class is below `View`: more specific records apply later.
  let depth: Int
  /// The order records were made in, for records of the same depth.
  let order: Int
  /// The value, for the proxy's getter.
  let value: any Hashable & Sendable
  let read: Reader
  let write: Writer
}
