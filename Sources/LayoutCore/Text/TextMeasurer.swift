import Foundation

/// Measures text for ``Label``: the seam where a real text engine plugs in.
///
/// A headless engine has no fonts, so labels ask a measurer for their size
/// and baselines. The default, ``DefaultTextMeasurer``, uses fixed metrics
/// that make layouts reproducible on every machine; supply your own to
/// match a real font.
///
/// ```swift
/// struct FontMeasurer: TextMeasurer {
///   func measure(_ text: String, fontSize: CGFloat, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
///     // ask FreeType, HarfBuzz, a cache...
///   }
/// }
/// label.textMeasurer = FontMeasurer()
/// ```
public protocol TextMeasurer {
  /// The size and baselines of `text` set in `fontSize`.
  /// - Parameters:
  ///   - text: The text, which is never empty.
  ///   - fontSize: The font size in points.
  ///   - maxWidth: The width to wrap at; `.infinity` for a single unwrapped line.
  ///   - numberOfLines: The most lines to use; 0 means no limit.
  func measure(_ text: String, fontSize: CGFloat, maxWidth: CGFloat, numberOfLines: Int)
    -> TextMeasurement
}

/// The measured size of a piece of text and where its baselines fall.
public struct TextMeasurement: Hashable, Sendable {
  /// The size of the text's bounding box: widest line, total height.
  public var size: CGSize
  /// The distance from the top of the box to the first line's baseline.
  public var firstBaseline: CGFloat
  /// The distance from the top of the box to the last line's baseline.
  public var lastBaseline: CGFloat
  /// The number of lines the text took.
  public var lineCount: Int

  /// Creates a measurement.
  public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
  }
}
