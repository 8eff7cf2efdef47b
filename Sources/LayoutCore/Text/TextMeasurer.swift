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
nonisolated public protocol TextMeasurer {
  /// The size and baselines of `text` set in `fontSize`.
  /// - Parameters:
  ///   - text: The text, which is never empty.
  ///   - fontSize: The font size in points.
  ///   - maxWidth: The width to wrap at; `.infinity` for a single unwrapped line.
  ///   - numberOfLines: The most lines to use; 0 means no limit.
  func measure(_ text: String, fontSize: CGFloat, maxWidth: CGFloat, numberOfLines: Int)
    -> TextMeasurement

  /// The size and baselines of `text` set in `font`: implement it to tell
  /// faces apart; by default it measures at the font's point size.
  func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement

  /// The width of `text` on one line, in `font`; by default, measured by ``measure(_:font:maxWidth:numberOfLines:)``.
  func width(of text: some StringProtocol, font: Font) -> CGFloat

  /// The lines `text` breaks into, for drawing; implement it when your
  /// measurer breaks lines otherwise than the default (greedy at spaces).
  func lines(of text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> [String]

  /// The face `font` is measured with, for drawings to name; nil (the
  /// default) when the measurer uses no real face, as the fixed metrics do,
  /// and a drawing has to fit its text to the measured widths instead.
  func face(for font: Font) -> TextFace?
}

nonisolated extension TextMeasurer {
  /// No face: the measurer measures with no real font.
  public func face(for font: Font) -> TextFace? { nil }

  /// Measures at the font's point size, ignoring weight and design.
  public func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int)
    -> TextMeasurement
  {
    measure(text, fontSize: font.pointSize, maxWidth: maxWidth, numberOfLines: numberOfLines)
  }

  /// The width of `text` on one line, in `font`.
  public func width(of text: some StringProtocol, font: Font) -> CGFloat {
    guard !text.isEmpty else { return 0 }
    return measure(String(text), font: font, maxWidth: .infinity, numberOfLines: 1).size.width
  }

  /// The lines `text` breaks into at `maxWidth`, for drawing: greedy at
  /// spaces, a word wider than a line split between characters, explicit
  /// newlines kept, at most `numberOfLines` lines (0: no limit). The last
  /// line kept holds the rest of the text, so a drawer can truncate it.
  public func lines(of text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> [String] {
    var lines: [String] = []
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Widths accumulate word by word and character by character, so long
    // text costs time in proportion to its length. A space between words is
    // measured once, between two letters (measurers drop spaces at line ends).
    let space = maxWidth.isFinite ? max(width(of: "a a", font: font) - width(of: "aa", font: font), 0) : 0
    for paragraph in paragraphs {
      guard maxWidth.isFinite else {
        lines.append(String(paragraph))
        continue
      }
      var line = ""
      var lineWidth: CGFloat = 0
      for word in paragraph.split(separator: " ") {
        let addition = width(of: word, font: font) + (line.isEmpty ? 0 : space)
        if lineWidth + addition <= maxWidth + 1e-9 {
          line += line.isEmpty ? String(word) : " " + word
          lineWidth += addition
          continue
        }
        if !line.isEmpty { lines.append(line) }
        line = ""
        lineWidth = 0
        // A word wider than the line goes character by character.
        for character in word {
          let characterWidth = width(of: String(character), font: font)
          if !line.isEmpty && lineWidth + characterWidth > maxWidth + 1e-9 {
            lines.append(line)
            line = ""
            lineWidth = 0
          }
          line.append(character)
          lineWidth += characterWidth
        }
      }
      lines.append(line)
    }
    return lines.keepingRest(within: numberOfLines)
  }
}

nonisolated extension Array where Element == String {
  /// At most `numberOfLines` lines (0: all), the last one kept holding the
  /// rest of the text joined by spaces, so that a drawer can truncate it.
  package func keepingRest(within numberOfLines: Int) -> [String] {
    guard numberOfLines > 0, count > numberOfLines else { return self }
    return Array(self[..<(numberOfLines - 1)]) + [self[(numberOfLines - 1)...].joined(separator: " ")]
  }
}

/// The measured size of a piece of text and where its baselines fall.
nonisolated public struct TextMeasurement: Hashable, Sendable {
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
