/// The direction in which a view's content flows horizontally.
///
/// Leading and trailing anchors and directional insets resolve to left and
/// right according to it. Set it for a whole screen with
/// ``Window/layoutDirection``; a view can override it with
/// ``View/semanticContentAttribute``.
nonisolated public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
  /// Leading is the left edge (English, French...).
  case leftToRight = 0
  /// Leading is the right edge (Arabic, Hebrew...).
  case rightToLeft = 1
}
