/// Finds the first YAML anchor (`&name` where a node starts) in a text, outside
/// quotes and comments.
///
/// Documents may not use anchors and aliases: an alias used as a mapping key
/// makes the YAML parser hash a shared subtree once per path to it, which
/// grows exponentially ("billion laughs") before the reader can stop it.
/// Without anchors, every alias is an error of the parser.
nonisolated enum AnchorScan {
  static func firstAnchor(in text: String) -> Position? {
    var line = 1
    var column = 0
    var quote: Unicode.Scalar?
    var inComment = false
    var previous: Unicode.Scalar = "\n"  // the last scalar that is not a space, on this line
    var previousWasSpace = true
    var tokenStart: Unicode.Scalar = "\n"  // the first scalar of the current token
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      column += 1
      defer { i += 1 }
      // Lines end where the YAML parser ends them, so positions agree with its marks;
      // a CR before an LF ends its line at the LF.
      if SourceLines.isLineBreak(c) && !(c == "\r" && i + 1 < scalars.count && scalars[i + 1] == "\n") {
        line += 1
        column = 0
        inComment = false
        previous = "\n"
        previousWasSpace = true
        tokenStart = "\n"
        continue
      }
      if inComment { continue }
      if let open = quote {
        if open == "\"" && c == "\\" {
          // An escaped line break still ends its line; any other escaped scalar is skipped.
          if i + 1 < scalars.count, !SourceLines.isLineBreak(scalars[i + 1]) {
            i += 1
            column += 1
          }
        } else if c == open {
          if open == "'" && i + 1 < scalars.count && scalars[i + 1] == "'" {
            i += 1
            column += 1
          } else {
            quote = nil
            previous = c
            previousWasSpace = false
          }
        }
        continue
      }
      let isSpace = c == " " || c == "\t" || c == "\r"
      if isSpace {
        previousWasSpace = true
        continue
      }
      let atNodeStart =
        previousWasSpace || ["[", "{", ","].contains(previous)
      let afterIndicator = ["\n", ":", "-", "[", "{", ",", "?"].contains(previous) || tokenStart == "!"
      if c == "#" && previousWasSpace {
        inComment = true
        continue
      }
      if atNodeStart && afterIndicator {
        if c == "\"" || c == "'" {
          quote = c
          continue
        }
        if c == "&", i + 1 < scalars.count, !isBreakOrSpace(scalars[i + 1]) {
          return Position(line: line, column: column)
        }
      }
      if previousWasSpace || ["[", "{", ","].contains(previous) { tokenStart = c }
      previous = c
      previousWasSpace = false
    }
    return nil
  }

  private static func isBreakOrSpace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r" || c == "," || c == "]" || c == "}"
  }
}
