/// How much room an axis has, as UIKit's `UIUserInterfaceSizeClass`:
/// layout code switches constraints on it.
nonisolated public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
  /// Not known.
  case unspecified = 0
  /// Little room: an iPhone's width in portrait, its height in landscape.
  case compact = 1
  /// Ample room: an iPad's width and height, an iPhone's height in portrait.
  case regular = 2
}
