import Foundation

/// One value set through an ``AppearanceProxy``: for which class, which
/// property, how to read and write it on a view.
nonisolated struct AppearanceRecord: Sendable {
  #if MainActorViews
    /// Reads the property of a view the record applies to.
    typealias Reader = @MainActor @Sendable (View) -> AnyHashable
    /// Writes the record's value to a view it applies to.
    typealias Writer = @MainActor @Sendable (View) -> Void
    /// Whether a view is of the record's class.
    typealias Matcher = @MainActor @Sendable (View) -> Bool
  #else
    /// Reads the property of a view the record applies to.
    typealias Reader = @Sendable (View) -> AnyHashable
    /// Writes the record's value to a view it applies to.
    typealias Writer = @Sendable (View) -> Void
    /// Whether a view is of the record's class.
    typealias Matcher = @Sendable (View) -> Bool
  #endif

  /// The class and property, which a later value for the same pair replaces.
  let key: AppearanceKey
  /// How many classes the record's class is below `View`: more specific records apply later.
  let depth: Int
  /// The order records were made in, for records of the same depth.
  let order: Int
  /// The value, for the proxy's getter.
  let value: any Hashable & Sendable
  let matches: Matcher
  let read: Reader
  let write: Writer
}
