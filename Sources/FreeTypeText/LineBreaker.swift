import Foundation

/// Greedy line breaking over measured pieces of text: a line breaks after
/// spaces and hyphens, and between CJK characters; a piece wider than a line
/// is split between characters; spaces at a line's end take no width.
struct LineBreaker {
  /// The width of a piece of text (already scaled to points).
  let width: (Substring) -> Double

  /// The lines of one paragraph (no newlines) with their widths.
  ///
  /// Widths accumulate piece by piece (and character by character when a
  /// piece is split), so a paragraph costs time in proportion to its length,
  /// however long its lines; kerning across a break opportunity is left out.
  func lines(of paragraph: Substring, maxWidth: Double) -> [(text: Substring, width: Double)] {
    var lines: [(Substring, Double)] = []
    var lineStart = paragraph.startIndex
    var lineEnd = paragraph.startIndex  // end of the line's visible text
    var lineWidth = 0.0
    for piece in pieces(of: paragraph) {
      let visible = piece.visible
      // The spaces since the line's visible end, then the piece's visible text.
      let candidateWidth = lineWidth + width(paragraph[lineEnd..<visible.upperBound])
      if candidateWidth <= maxWidth + 1e-9 || lineEnd == lineStart && visible.isEmpty {
        lineEnd = visible.upperBound
        lineWidth = candidateWidth
        continue
      }
      if lineEnd > lineStart {
        lines.append((paragraph[lineStart..<lineEnd], lineWidth))
      }
      // The piece starts a new line; split it if even alone it is too wide.
      var start = visible.lowerBound
      var runWidth = 0.0
      var index = start
      while index < visible.upperBound {
        let next = paragraph.index(after: index)
        let characterWidth = width(paragraph[index..<next])
        if index > start && runWidth + characterWidth > maxWidth + 1e-9 {
          lines.append((paragraph[start..<index], runWidth))
          start = index
          runWidth = 0
        }
        runWidth += characterWidth
        index = next
      }
      lineStart = start
      lineEnd = visible.upperBound
      lineWidth = runWidth
    }
    lines.append((paragraph[lineStart..<lineEnd], lineEnd > lineStart ? lineWidth : 0))
    return lines
  }

  /// Break opportunities: each piece is text up to and including a space run
  /// or a hyphen, or a single CJK character; `visible` excludes trailing spaces.
  private func pieces(of text: Substring) -> [(whole: Range<Substring.Index>, visible: Range<Substring.Index>)] {
    var result: [(Range<Substring.Index>, Range<Substring.Index>)] = []
    var start = text.startIndex
    var index = text.startIndex
    var visibleEnd = text.startIndex
    var inSpaces = false
    func close(at end: Substring.Index) {
      if end > start { result.append((start..<end, start..<(inSpaces ? visibleEnd : end))) }
      start = end
      inSpaces = false
    }
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character == " " {
        if !inSpaces {
          visibleEnd = index
          inSpaces = true
        }
      } else {
        if inSpaces { close(at: index) }
        if Self.isCJK(character) {
          close(at: index)
          close(at: next)
        } else if character == "-" || character == "\u{2010}" || character == "\u{2013}" {
          close(at: next)
        }
      }
      index = next
    }
    close(at: text.endIndex)
    return result
  }

  /// Whether a character is Chinese, Japanese or Korean, which breaks between any two characters.
  static func isCJK(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first?.value else { return false }
    return (0x3000...0x30FF).contains(scalar) || (0x3400...0x4DBF).contains(scalar)
      || (0x4E00...0x9FFF).contains(scalar) || (0xAC00...0xD7AF).contains(scalar)
      || (0xF900...0xFAFF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
  }
}
