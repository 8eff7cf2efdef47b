/// Finds where flow collections (`[` and `{`) first nest a given number of
/// levels deep, outside quotes and comments.
///
/// The YAML parser stops at 1,000 levels, but its scanner runs ahead of it, so
/// its error can point at the first bracket of a long run rather than at the
/// one that went too deep. Used only once the parser has refused a document,
/// to point at that bracket instead.
nonisolated enum NestingScan {
  /// The position of the first `[` or `{` that opens level `depth`, or nil.
  static func firstBracket(atDepth depth: Int, in scalars: some Sequence<Unicode.Scalar>) -> Position? {
    var line = 1
    var column = 0
    var level = 0
    var quote: Unicode.Scalar?
    var inComment = false
    var previous: Unicode.Scalar = "\n"
    var iterator = scalars.makeIterator()
    var pending: Unicode.Scalar?
    while let c = pending ?? iterator.next() {
      pending = nil
      column += 1
      if SourceLines.isLineBreak(c) {
        line += 1
        column = 0
        inComment = false
        // A CR LF is one line break.
        if c == "\r", let next = iterator.next() {
          if next != "\n" { pending = next }
        }
        previous = "\n"
        continue
      }
      if inComment { continue }
      if let open = quote {
        if open == "\"" && c == "\\" {
          // The escaped scalar cannot close the string (an escaped line break still ends the line).
          if let next = iterator.next() {
            if SourceLines.isLineBreak(next) { pending = next } else { column += 1 }
          }
        } else if c == open {
          // '' inside single quotes is a quote, not the end.
          let next = open == "'" ? iterator.next() : nil
          if next == "'" {
            column += 1
          } else {
            pending = next
            quote = nil
          }
        }
        previous = c
        continue
      }
      switch c {
      case "#" where previous == " " || previous == "\t" || previous == "\n":
        inComment = true
      // A quote starts a scalar only where a node can start (not the apostrophe in don't).
      case "\"" where " \t\n[{,:".unicodeScalars.contains(previous),
        "'" where " \t\n[{,:".unicodeScalars.contains(previous):
        quote = c
      case "[", "{":
        level += 1
        if level >= depth { return Position(line: line, column: column) }
      case "]", "}":
        level = max(0, level - 1)
      default:
        break
      }
      previous = c
    }
    return nil
  }
}
