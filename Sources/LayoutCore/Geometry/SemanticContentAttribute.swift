/// How a view's content relates to the layout direction, as UIKit's
/// `UISemanticContentAttribute`.
///
/// It decides a view's ``View/effectiveUserInterfaceLayoutDirection``:
/// ``unspecified`` follows the window, ``playback`` and ``spatial`` never flip
/// (media controls, directional pads), and the two `force` cases pick a
/// direction whatever the window's.
nonisolated public enum SemanticContentAttribute: Int, Sendable, Hashable {
  /// Follows the window's layout direction.
  case unspecified = 0
  /// Playback controls (play, rewind) that keep their left-to-right order.
  case playback = 1
  /// Controls for a physical direction (arrows, a D-pad) that never flip.
  case spatial = 2
  /// Always left-to-right.
  case forceLeftToRight = 3
  /// Always right-to-left.
  case forceRightToLeft = 4

  /// The direction this attribute gives inside a window laid out in `windowDirection`.
  func direction(in windowDirection: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
    switch self {
    case .unspecified: windowDirection
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }
}
