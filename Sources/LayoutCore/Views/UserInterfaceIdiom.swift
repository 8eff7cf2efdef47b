/// The kind of device an interface is laid out for, as UIKit's `UIUserInterfaceIdiom`.
nonisolated public enum UserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
  /// Not known.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
}
