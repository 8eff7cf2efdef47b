import Foundation

// UIFont's metrics, as the default measurer sets text: code that sizes a
// view from `font.lineHeight` gets the height a one-line label has.
nonisolated extension Font {
  /// The height of a line: 1.2 × the point size, as ``DefaultTextMeasurer``
  /// lays lines out (a one-line label is this tall). A ``TextMeasurer``
  /// reading a real face (FreeTypeText) measures labels by that face instead.
  public var lineHeight: CGFloat { pointSize * 1.2 }
  /// From the top of a line to its baseline: the point size.
  public var ascender: CGFloat { pointSize }
  /// From the baseline to the bottom of a line, negative as in UIKit: −0.2 × the point size.
  public var descender: CGFloat { -pointSize * 0.2 }
  /// Extra space between lines beyond ``lineHeight``: none.
  public var leading: CGFloat { 0 }
  /// The height of a capital letter above the baseline: 0.7 × the point size.
  public var capHeight: CGFloat { pointSize * 0.7 }
  /// The height of a lowercase x above the baseline: 0.5 × the point size.
  public var xHeight: CGFloat { pointSize * 0.5 }
}
