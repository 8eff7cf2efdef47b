/// How text that does not fit is broken and cut, as UIKit's `NSLineBreakMode`.
///
/// The mode changes drawing, not measurement: a label's intrinsic size is
/// its text's, and when the engine gives it less, the renderers cut the
/// text as the mode says (an ellipsis, "…", for the truncating modes).
nonisolated public enum LineBreakMode: Int, Sendable, CaseIterable {
  /// Wraps at word boundaries; the last line is cut without an ellipsis.
  case byWordWrapping
  /// Wraps between any two characters.
  case byCharWrapping
  /// Cuts the text at the edge, without an ellipsis.
  case byClipping
  /// Ends with the text's end: "…ing text".
  case byTruncatingHead
  /// Starts with the text's start: "Long te…" (UILabel's default).
  case byTruncatingTail
  /// Keeps both ends: "Lon…ext".
  case byTruncatingMiddle
}
