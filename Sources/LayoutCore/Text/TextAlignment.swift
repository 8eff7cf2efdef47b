/// Where lines of text sit between a label's edges, as UIKit's `NSTextAlignment`.
nonisolated public enum TextAlignment: Int, Sendable, CaseIterable {
  /// Against the left edge.
  case left
  /// Centred.
  case center
  /// Against the right edge.
  case right
  /// Stretched to both edges (drawn as ``natural`` for the last line).
  case justified
  /// Against the leading edge: left in left-to-right text, right in right-to-left (the default).
  case natural
}
