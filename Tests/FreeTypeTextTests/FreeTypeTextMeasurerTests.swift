import Foundation
import LayoutCore
import Testing

@testable import FreeTypeText

/// Text measured with DejaVu through FreeType, as the tool and gallery measure it.
@Suite struct FreeTypeTextMeasurerTests {
  let measurer: FreeTypeTextMeasurer

  init() throws {
    measurer = try FreeTypeTextMeasurer()
  }

  func width(_ text: String, _ font: Font = .systemFont(ofSize: 20)) -> CGFloat {
    measurer.width(of: text, font: font)
  }

  @Test func glyphsHaveTheirOwnWidths() {
    #expect(width("W") > 2 * width("i"))
    #expect(width("iiii") < width("WWWW"))
    // Unhinted design advances: widths scale exactly with the size.
    #expect(abs(width("Hello", .systemFont(ofSize: 40)) - 2 * width("Hello")) < 1e-9)
  }

  @Test func facesFollowWeightWidthAndDesign() {
    let regular = width("Welcome back")
    #expect(width("Welcome back", .boldSystemFont(ofSize: 20)) > regular)
    #expect(
      width("Welcome back", .systemFont(ofSize: 20, weight: .heavy, width: .condensed))
        < width("Welcome back", .boldSystemFont(ofSize: 20)))
    let mono = Font.monospacedSystemFont(ofSize: 20, weight: .regular)
    #expect(abs(width("iiii", mono) - width("WWWW", mono)) < 1e-9)
  }

  /// Widths in DejaVu Sans's font units, read independently with fontTools
  /// (the `hmtx` advances plus the `kern` table's pairs): at 2048 points,
  /// one unit per point, the measurer must give exactly these.
  @Test(arguments: [("Hello", 5191.0), ("AVATAR", 7698), ("Welcome back", 14886), ("Sign in", 6985), ("iiii", 2276)])
  func widthsMatchTheFontFilesTables(_ text: String, _ units: Double) {
    #expect(abs(measurer.width(of: text, font: .systemFont(ofSize: 2048)) - units) < 1e-6)
  }

  @Test func kerningPullsPairsTogether() {
    // DejaVu Sans kerns "AV": the pair is narrower than its letters apart.
    #expect(width("AV") < width("A") + width("V"))
  }

  @Test func linesAndBaselinesComeFromTheFontsMetrics() {
    let one = measurer.measure("Hg", font: .systemFont(ofSize: 100), maxWidth: .infinity, numberOfLines: 1)
    // DejaVu Sans: 2048 units per em, ascender 1901, line height 2384.
    #expect(abs(one.firstBaseline - 100 * 1901 / 2048) < 1e-6)
    #expect(abs(one.size.height - 100 * 2384 / 2048) < 1e-6)
    let two = measurer.measure("Hg\nHg", font: .systemFont(ofSize: 100), maxWidth: .infinity, numberOfLines: 0)
    #expect(two.lineCount == 2)
    #expect(abs(two.lastBaseline - (one.size.height + one.firstBaseline)) < 1e-6)
  }

  @Test func linesBreakAtSpacesAndAfterHyphens() {
    let font = Font.systemFont(ofSize: 20)
    let limit = width("Hello world") + 1
    #expect(
      measurer.lines(of: "Hello world again", font: font, maxWidth: limit, numberOfLines: 0) == [
        "Hello world", "again",
      ])
    let hyphen = max(width("well-"), width("known")) + 1
    #expect(measurer.lines(of: "well-known", font: font, maxWidth: hyphen, numberOfLines: 0) == ["well-", "known"])
    let measured = measurer.measure("Hello world again", font: font, maxWidth: limit, numberOfLines: 0)
    #expect(measured.lineCount == 2)
    #expect(measured.size.width == width("Hello world"))
  }

  @Test func chineseBreaksBetweenAnyTwoCharacters() {
    let font = Font.systemFont(ofSize: 20)
    // DejaVu has no CJK glyphs: each counts one em, 20 points.
    #expect(width("布局") == 40)
    #expect(measurer.lines(of: "自动布局引擎", font: font, maxWidth: 41, numberOfLines: 0) == ["自动", "布局", "引擎"])
  }

  @Test func aWordWiderThanTheLineIsSplit() {
    let font = Font.systemFont(ofSize: 20)
    let lines = measurer.lines(
      of: "Supercalifragilistic", font: font, maxWidth: width("Supercali") + 0.5, numberOfLines: 0)
    #expect(lines.first == "Supercali")
    #expect(lines.joined() == "Supercalifragilistic")
    #expect(lines.allSatisfy { width($0) <= width("Supercali") + 0.5 })
  }

  @Test func labelsMadeInsideTheBindingUseIt() {
    let label = Label.$defaultTextMeasurer.withValue(measurer) { Label(text: "Welcome back") }
    label.font = .boldSystemFont(ofSize: 20)
    #expect(label.intrinsicContentSize.width == width("Welcome back", .boldSystemFont(ofSize: 20)))
    #expect(Label(text: "Welcome back").textMeasurer is DefaultTextMeasurer)
  }

  @Test func aWrappingLabelLaysOutWithRealWidths() {
    let window = Window(size: CGSize(width: 200, height: 400))
    let label = Label.$defaultTextMeasurer.withValue(measurer) {
      Label(text: "The quick brown fox jumps over the lazy dog")
    }
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: window.topAnchor),
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    window.layoutIfNeeded()
    let lines = measurer.lines(of: label.text!, font: label.font, maxWidth: 200, numberOfLines: 0)
    #expect(lines.count > 1)
    #expect(abs(label.frame.height - CGFloat(lines.count) * 17 * 2384 / 2048) <= 1)
  }

  @Test func missingOrBadFontFilesAreErrorsThatSaySo() throws {
    #expect(throws: FreeTypeError.self) { try FreeTypeTextMeasurer(fontFile: "/nonexistent/font.ttf") }
    let bogus = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf")
    try Data("hello".utf8).write(to: bogus)
    defer { try? FileManager.default.removeItem(at: bogus) }
    do {
      _ = try FreeTypeTextMeasurer(fontFile: bogus.path)
      Issue.record("a text file is not a font")
    } catch {
      #expect(error.description.contains("cannot read"))
    }
  }

  @Test func aFontFileMeasuresEveryFont() throws {
    let mono = try FreeTypeTextMeasurer(fontFile: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
    #expect(
      mono.width(of: "iiii", font: .boldSystemFont(ofSize: 20)) == mono.width(of: "WWWW", font: .systemFont(ofSize: 20))
    )
  }
}
