import Foundation

/// A text measurer with fixed, documented metrics, so that layouts are the
/// same on every machine and easy to work out by hand.
///
/// - Every character (grapheme cluster), space included, is `0.5 × fontSize`
///   wide: "Sign in" at 20 points is 7 × 10 = 70 points wide.
/// - Every line is `1.2 × fontSize` tall, with its baseline `fontSize` below
///   the line's top: at 20 points, lines are 24 tall with the baseline at 20.
/// - Text wraps at spaces, greedily; a word longer than a line is split
///   between characters. Spaces at the end of a line take no width.
///   Explicit newlines start new lines.
/// - With a line limit, extra lines are dropped (a real label would show
///   an ellipsis).
///
/// ```swift
/// DefaultTextMeasurer().measure("Hello world", fontSize: 10, maxWidth: 40, numberOfLines: 0)
/// // 2 lines ("Hello", "world"): size 25 × 24, baselines at 10 and 22
/// ```
nonisolated public struct DefaultTextMeasurer: TextMeasurer, Sendable {
  /// Creates the measurer.
  public init() {}

  /// Measures `text` with the fixed metrics described on the type.
  public func measure(
    _ text: String, fontSize: CGFloat, maxWidth: CGFloat, numberOfLines: Int
  ) -> TextMeasurement {
    let advance = fontSize / 2
    let lineHeight = fontSize * 1.2
    var lines = wrap(
      text, maxCharacters: maxWidth.isFinite ? Int((maxWidth / advance + 1e-9).rounded(.down)) : nil
    )
    if numberOfLines > 0 && lines.count > numberOfLines {
      lines.removeLast(lines.count - numberOfLines)
    }
    let widest = lines.max() ?? 0
    let count = max(lines.count, 1)
    return TextMeasurement(
      size: CGSize(width: CGFloat(widest) * advance, height: CGFloat(count) * lineHeight),
      firstBaseline: fontSize,
      lastBaseline: CGFloat(count - 1) * lineHeight + fontSize,
      lineCount: count)
  }

  /// The character count of each line after wrapping at `maxCharacters`
  /// (nil: no wrapping), in one pass over the characters.
  private func wrap(_ text: String, maxCharacters: Int?) -> [Int] {
    let limit = max(maxCharacters ?? Int.max, 1)
    // What the wrap tells apart; any other character is `other`.
    let newline: UInt8 = 0x0A
    let space: UInt8 = 0x20
    let carriageReturn: UInt8 = 0x0D
    let other: UInt8 = 0
    var lines: [Int] = []
    var line = 0  // characters on the current line, trailing spaces included
    var visible = 0  // the same without trailing spaces
    var word = 0  // characters of the word being read
    func endWord() {
      guard word > 0 else { return }
      let start = line == 0 ? 0 : line
      if start + word <= limit {
        line = start + word
      } else {
        if visible > 0 { lines.append(visible) }
        var rest = word
        while rest > limit {
          lines.append(limit)
          rest -= limit
        }
        line = rest
      }
      visible = line
      word = 0
    }
    func take(_ kind: UInt8) {
      switch kind {
      case newline:
        endWord()
        lines.append(visible)
        line = 0
        visible = 0
      case space:
        endWord()
        if line > 0 { line += 1 }
      default:
        word += 1
      }
    }
    // ASCII text (most labels) is read byte by byte: iterating Characters
    // segments grapheme clusters and compares each with a string, which was
    // a tenth of a list of cards' build. In ASCII only "\r\n" is a cluster
    // of two bytes; it is one character here too, as in the other path.
    let read = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == carriageReturn && index + 1 < bytes.count && bytes[index + 1] == newline {
          take(other)
          index += 2
        } else {
          take(byte)
          index += 1
        }
      }
      return true
    }
    if read != true {
      for character in text { take(character == "\n" ? newline : character == " " ? space : other) }
    }
    endWord()
    lines.append(visible)
    return lines
  }
}
