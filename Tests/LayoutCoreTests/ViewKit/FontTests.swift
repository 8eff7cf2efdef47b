import Foundation
import Testing

@testable import LayoutCore

/// Fonts as UIKit code spells them, and labels measured in them.
@Suite struct FontTests {
  @Test func textStylesHaveUIKitsDefaultSizes() {
    #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(Font.preferredFont(forTextStyle: .footnote).pointSize == 13)
    #expect(Font.preferredFont(forTextStyle: .caption2).pointSize == 11)
    let headline = Font.preferredFont(forTextStyle: .headline)
    #expect(headline.weight == .semibold && headline.weight.isBold)
  }

  @Test func systemFontSpellings() {
    #expect(Font.boldSystemFont(ofSize: 20).weight == .bold)
    #expect(Font.monospacedSystemFont(ofSize: 13, weight: .regular).design == .monospaced)
    let condensed = Font.systemFont(ofSize: 36, weight: .heavy, width: .condensed)
    #expect(condensed.width == .condensed && condensed.weight.cssWeight == 800)
    #expect(Font(name: "Avenir", size: 17)?.familyName == "Avenir")
    #expect(Font(name: "", size: 17) == nil)
    #expect(Font.systemFont(ofSize: 12).withSize(24).pointSize == 24)
  }

  @Test func aLabelsFontSetsItsSize() {
    let label = Label(text: "Sign in")
    #expect(label.font == .systemFont(ofSize: 17))
    label.font = .systemFont(ofSize: 20, weight: .bold)
    // The default measurer: 7 characters of 10 points, one 24-point line.
    #expect(label.intrinsicContentSize == CGSize(width: 70, height: 24))
    #expect(label.fontSize == 20)
    label.fontSize = 10
    #expect(label.font.weight == .bold)
    #expect(label.intrinsicContentSize == CGSize(width: 35, height: 12))
    label.font = nil
    #expect(label.font == .systemFont(ofSize: 17))
  }

  @Test func aFontChangeRelaysOut() {
    let window = makeWindow()
    let label = constrainedLabel("Hello", in: window)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(label, rect(0, 0, 50, 24))
    label.font = .preferredFont(forTextStyle: .largeTitle)
    window.layoutIfNeeded()
    expectFrame(label, rect(0, 0, 85, 41))  // 40.8, on whole pixels
  }

  @Test func aMeasurerCanTellFacesApart() {
    struct BoldIsWider: TextMeasurer {
      func measure(_ text: String, fontSize: CGFloat, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
        DefaultTextMeasurer().measure(text, fontSize: fontSize, maxWidth: maxWidth, numberOfLines: numberOfLines)
      }
      func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
        var measurement = measure(text, fontSize: font.pointSize, maxWidth: maxWidth, numberOfLines: numberOfLines)
        if font.weight.isBold { measurement.size.width *= 1.1 }
        return measurement
      }
    }
    let label = Label(text: "0123456789")
    label.textMeasurer = BoldIsWider()
    label.font = .systemFont(ofSize: 10)
    #expect(label.intrinsicContentSize.width == 50)
    label.font = .boldSystemFont(ofSize: 10)
    #expect(abs(label.intrinsicContentSize.width - 55) < 1e-9)
  }

  @Test func linesForDrawingBreakAsTheMeasurerDoes() {
    let measurer = DefaultTextMeasurer()
    let font = Font.systemFont(ofSize: 10)  // 5 points a character
    #expect(
      measurer.lines(of: "Hello world again", font: font, maxWidth: 50, numberOfLines: 0) == [
        "Hello", "world", "again",
      ])
    #expect(
      measurer.lines(of: "Hello world again", font: font, maxWidth: 50, numberOfLines: 2) == [
        "Hello", "world again",
      ])
    #expect(
      measurer.lines(of: "Supercalifragilistic", font: font, maxWidth: 50, numberOfLines: 0) == [
        "Supercalif", "ragilistic",
      ])
    #expect(measurer.lines(of: "a\nb", font: font, maxWidth: 100, numberOfLines: 0) == ["a", "b"])
    let measured = measurer.measure("Hello world again", fontSize: 10, maxWidth: 50, numberOfLines: 0)
    #expect(measured.lineCount == 3)
  }

  @Test func labelDrawingPropertiesHaveUILabelsDefaults() {
    let label = Label()
    #expect(label.textColor == .label)
    #expect(label.textAlignment == .natural)
    #expect(label.lineBreakMode == .byTruncatingTail)
  }
}
