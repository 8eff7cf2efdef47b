import Foundation
import Testing

@testable import LayoutCore

@Suite struct LabelTests {
  @Test func defaultMeasurerMetrics() {
    let measurer = DefaultTextMeasurer()
    let single = measurer.measure("Sign in", fontSize: 20, maxWidth: .infinity, numberOfLines: 1)
    #expect(
      single
        == TextMeasurement(
          size: CGSize(width: 70, height: 24), firstBaseline: 20, lastBaseline: 20, lineCount: 1))
    let wrapped = measurer.measure("Hello world", fontSize: 10, maxWidth: 40, numberOfLines: 0)
    #expect(
      wrapped
        == TextMeasurement(
          size: CGSize(width: 25, height: 24), firstBaseline: 10, lastBaseline: 22, lineCount: 2))
    let limited = measurer.measure(
      "one two three four", fontSize: 10, maxWidth: 40, numberOfLines: 2)
    #expect(limited.lineCount == 2)
    #expect(limited.size == CGSize(width: 35, height: 24))
    let longWord = measurer.measure("abcdefghijkl", fontSize: 10, maxWidth: 25, numberOfLines: 0)
    #expect(longWord.lineCount == 3)
    #expect(longWord.size.width == 25)
    let newlines = measurer.measure("a\nbb  ", fontSize: 10, maxWidth: .infinity, numberOfLines: 0)
    #expect(newlines.lineCount == 2)
    #expect(newlines.size.width == 10)
  }

  /// ASCII text is read byte by byte and other text by characters: both
  /// must count grapheme clusters alike (a "\r\n" is one character, an
  /// accented letter made of two scalars is one).
  @Test func asciiAndOtherTextWrapAlike() {
    let measurer = DefaultTextMeasurer()
    func lines(_ text: String) -> (Int, CGFloat) {
      let measured = measurer.measure(text, fontSize: 10, maxWidth: 40, numberOfLines: 0)
      return (measured.lineCount, measured.size.width)
    }
    // The same words, one in ASCII and one with a two-scalar "é" in each word.
    #expect(lines("ab cd efgh ij") == (2, 35))
    #expect(lines("e\u{301}b cd efgh ij") == (2, 35))
    #expect(lines("ab cd e\u{301}fgh ij") == (2, 35))
    // "\r\n" is one character (not a line break) on both paths.
    #expect(lines("a\r\nb") == (1, 15))
    #expect(lines("e\u{301}\r\nb") == (1, 15))
    // A lone "\r" is a character too; "\n" breaks the line.
    #expect(lines("a\rb\nc") == (2, 15))
    #expect(lines("é\rb\nc") == (2, 15))
  }

  @Test func intrinsicSizeIsTheMeasuredText() {
    let label = Label(text: "Sign in")
    label.fontSize = 20
    #expect(label.intrinsicContentSize == CGSize(width: 70, height: 24))
    label.text = nil
    #expect(label.intrinsicContentSize == .zero)
    label.text = "abc"
    label.fontSize = 10
    #expect(label.intrinsicContentSize == CGSize(width: 15, height: 12))
    #expect(label.numberOfLines == 1)
    #expect(Label().fontSize == 17)
  }

  @Test func changingTheTextRelaysOut() {
    let window = makeWindow()
    let label = constrainedLabel("Hi", in: window)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(label, rect(0, 0, 20, 24))
    label.text = "Hello"
    window.layoutIfNeeded()
    expectFrame(label, rect(0, 0, 50, 24))
  }

  /// A multi-line label with no preferred width wraps at the width layout
  /// gives it, in a second pass, as UIKit does.
  @Test func multilineLabelsWrapAtTheirLaidOutWidth() {
    let window = makeWindow(width: 120)
    // 23 characters at 10 points: 230 wide on one line.
    let label = constrainedLabel("aaaa bbbb cccc dddd eee", in: window)
    label.numberOfLines = 0
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    // 100 points hold 10 characters: "aaaa bbbb" / "cccc dddd" / "eee".
    expectFrame(label, rect(10, 0, 100, 72))
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  @Test func preferredMaxLayoutWidthWrapsWithoutASecondPass() {
    let label = Label(text: "aaaa bbbb cccc")
    label.fontSize = 10
    label.numberOfLines = 2
    label.preferredMaxLayoutWidth = 50
    #expect(label.intrinsicContentSize == CGSize(width: 45, height: 24))
    #expect(label.sizeThatFits(CGSize(width: 1000, height: 0)) == CGSize(width: 70, height: 12))
  }

  /// A custom measurer replaces the default metrics.
  @Test func customMeasurer() {
    struct Fixed: TextMeasurer {
      func measure(_ text: String, fontSize: CGFloat, maxWidth: CGFloat, numberOfLines: Int)
        -> TextMeasurement
      {
        TextMeasurement(
          size: CGSize(width: 33, height: 11), firstBaseline: 9, lastBaseline: 9, lineCount: 1)
      }
    }
    let label = Label(text: "anything")
    label.textMeasurer = Fixed()
    #expect(label.intrinsicContentSize == CGSize(width: 33, height: 11))
  }

  /// A one-line label is measured once for its intrinsic size and every
  /// `sizeThatFits`, as hand-written layout asks it twice per cell; a new
  /// text is measured again.
  @Test func aOneLineLabelIsMeasuredOnceUntilItsTextChanges() {
    final class Counting: TextMeasurer, @unchecked Sendable {
      var widths: [CGFloat] = []
      func measure(_ text: String, fontSize: CGFloat, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
        widths.append(maxWidth)
        return DefaultTextMeasurer().measure(text, fontSize: fontSize, maxWidth: maxWidth, numberOfLines: numberOfLines)
      }
    }
    let counting = Counting()
    let label = Label(text: "Twelve chars")
    label.textMeasurer = counting
    let fitted = label.sizeThatFits(CGSize(width: 300, height: 0))
    #expect(label.sizeThatFits(CGSize(width: 120, height: 0)) == fitted)
    #expect(label.intrinsicContentSize == fitted)
    #expect(counting.widths == [.infinity])
    label.text = "Another text"
    _ = label.sizeThatFits(CGSize(width: 300, height: 0))
    #expect(counting.widths.count == 2)
    // A wrapping label measures at each width asked.
    label.numberOfLines = 0
    let narrow = label.sizeThatFits(CGSize(width: 40, height: 0))
    #expect(narrow.height > fitted.height)
    _ = label.sizeThatFits(CGSize(width: 60, height: 0))
    #expect(counting.widths.suffix(2) == [40, 60])
  }
}
