import Foundation

/// A class and one of its properties.
nonisolated struct AppearanceKey: Hashable, Sendable {
  /// The class whose proxy the value was set on.
  let type: ObjectIdentifier
  /// The property.
  let property: AnyKeyPath & Sendable
}
