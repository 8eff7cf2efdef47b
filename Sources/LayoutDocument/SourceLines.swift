/// A document's text split into lines the way the YAML parser splits it, to turn
/// offsets into positions and keep positions inside the text.
///
/// Lines end at LF, CR, CR LF, NEL, LS and PS (YAML 1.1), so positions computed
/// here agree with the marks of the parser's nodes and errors.
nonisolated struct SourceLines {
  /// The text as Unicode scalars; columns count these.
  let scalars: [Unicode.Scalar]
  /// The index in `scalars` where each line starts; never empty.
  let lineStarts: [Int]

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
    var starts = [0]
    for (i, c) in scalars.enumerated() where Self.isLineBreak(c) {
      // A CR before an LF ends its line at the LF.
      if c == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" { continue }
      starts.append(i + 1)
    }
    lineStarts = starts
  }

  /// LF, CR, NEL, LS and PS.
  static func isLineBreak(_ c: Unicode.Scalar) -> Bool {
    c == "\n" || c == "\r" || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}"
  }

  /// The position of the scalar at an index (the end of the text is allowed).
  func position(ofScalarAt index: Int) -> Position {
    // The last line that starts at or before the index.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return Position(line: low + 1, column: max(0, index - lineStarts[low]) + 1)
  }

  /// The number of scalars on a 1-based line, without its line break.
  func length(ofLine line: Int) -> Int {
    let start = lineStarts[line - 1]
    guard line < lineStarts.count else { return scalars.count - start }
    var end = lineStarts[line] - 1
    if scalars[end] == "\n", end > start, scalars[end - 1] == "\r" { end -= 1 }
    return end - start
  }

  /// The position moved back inside the text. The YAML parser reports the end of a
  /// text without a final line break as the start of a line after the last one,
  /// which editors cannot show.
  func clamp(_ position: Position) -> Position {
    let line = min(max(1, position.line), lineStarts.count)
    let end = length(ofLine: line) + 1
    let column = line < position.line ? end : min(max(1, position.column), end)
    return Position(line: line, column: column)
  }

  /// Whether `text` is written as is from a position: a scalar's offsets are columns
  /// only when it is not folded, escaped or split over lines.
  func contains(_ text: some Sequence<Unicode.Scalar>, at position: Position) -> Bool {
    guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else { return false }
    var i = lineStarts[position.line - 1] + position.column - 1
    for c in text {
      guard i < scalars.count, scalars[i] == c, !Self.isLineBreak(c) else { return false }
      i += 1
    }
    return true
  }
}
