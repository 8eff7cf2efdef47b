import Foundation
import LayoutCore
import Testing

@testable import LayoutDocument

/// Inputs found by the libFuzzer targets in Fuzz/ (Scripts/fuzz.sh equation document),
/// each reduced to the smallest text that showed the bug.
@Suite struct FuzzRegressionTests {
  /// Dividing by a tiny metric made an infinite multiplier, past every number limit.
  @Test func divisionByATinyNumberIsRejected() {
    #expect(throws: EquationError(message: "the multiplier is too large", offset: 17)) {
      try EquationParser.parse("a.top == b.top / tiny", metrics: ["tiny": 1e-300])
    }
    // 1e-310 is written out: it is subnormal, not zero, and its inverse overflows.
    let tiny = "0." + String(repeating: "0", count: 309) + "1"
    #expect(throws: EquationError(message: "the multiplier is too large", offset: 21)) {
      try EquationParser.parse("a.width == b.width / \(tiny)")
    }
    #expect(throws: EquationError(message: "the multiplier is too large", offset: 17)) {
      try EquationParser.parse("a.top == b.top * k", metrics: ["k": 200], maximumNumber: 100)
    }
    // Within the limit, a division still works.
    #expect((try? EquationParser.parse("a.top == b.top / 0.5"))?.multiplier == 2)
  }

  /// The YAML parser reports an error at the end of a text without a final line break
  /// on the line after the last one; the document's error must point inside the text.
  @Test func yamlErrorAtTheEndPointsInsideTheText() {
    let error = documentError("views:\n  - {name: a,")
    #expect(error?.line == 2)
    #expect(error?.column == 14)
  }

  /// An offset inside a plain scalar folded over two lines was added to the column of
  /// its first line, past that line's end; such errors now point at the scalar.
  @Test func errorsInsideFoldedScalarsPointAtTheScalar() {
    let folded = documentError("views:\n  - {name: a}\nconstraints:\n  - a.width == 2\n    * a.width\n")
    #expect(folded?.message.hasPrefix("a multiplier must follow the second item") == true)
    #expect(folded?.line == 4)
    #expect(folded?.column == 5)
    // Written on one line, the error still points at the '*'.
    let oneLine = documentError("views:\n  - {name: a}\nconstraints:\n  - a.width == 2 * a.width\n")
    #expect(oneLine?.line == 4)
    #expect(oneLine?.column == 18)
    // An escape inside quotes shifts the text against the columns as well.
    let escaped = documentError("views:\n  - {name: a}\nconstraints:\n  - \"a.width\\t== 2 * a.width\"\n")
    #expect(escaped?.line == 4)
    #expect(escaped?.column == 5)
  }

  /// An empty document after `---` is a node the YAML parser marks on the line after
  /// the last when the text has no final line break.
  @Test func emptyDocumentErrorPointsInsideTheText() {
    let error = documentError("---")
    #expect(error?.line == 1)
    #expect(error?.column == 4)
    let withBreak = documentError("---\n")
    #expect(withBreak?.line == 2)
    #expect(withBreak?.column == 1)
  }

  /// A character the YAML reader refuses was placed by counting only LF as a line
  /// break, while the parser's own errors also count CR (and NEL, LS, PS).
  @Test func readerErrorsCountLinesAsTheParserDoes() {
    let error = documentError("version: 1\r\rviews: \u{1}")
    #expect(error?.line == 3)
    #expect(error?.column == 8)
  }

  /// The anchor scan counted only LF as a line break, and skipped the line break after
  /// a backslash in a double-quoted scalar, so its errors pointed at the wrong line.
  @Test func anchorErrorsCountLinesAsTheParserDoes() {
    let afterCR = documentError("version: 1\r\rviews: &a []")
    #expect(afterCR?.line == 3)
    #expect(afterCR?.column == 8)
    let afterEscapedBreak = documentError("metrics: {a: \"x\\\n  y\"}\nviews: &v []")
    #expect(afterEscapedBreak?.line == 3)
    #expect(afterEscapedBreak?.column == 8)
    #expect(afterEscapedBreak?.message.hasPrefix("anchors and aliases") == true)
  }
}
