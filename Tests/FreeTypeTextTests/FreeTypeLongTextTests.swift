import Foundation
import LayoutCore
import Testing

@testable import FreeTypeText

/// Text measured without views, off the main actor: its time limit must not
/// count the wait for the main actor, where the other suites' views are.
@Suite nonisolated struct FreeTypeLongTextTests {
  let measurer: FreeTypeTextMeasurer

  init() throws {
    measurer = try FreeTypeTextMeasurer()
  }

  func width(_ text: String, _ font: Font) -> CGFloat {
    measurer.width(of: text, font: font)
  }

  /// Long text costs time in proportion to its length: a 100,000-character
  /// word and a 20,000-word line (hostile label text) come back, split right.
  @Test(.timeLimit(.minutes(1))) func longTextIsLinear() {
    let font = Font.systemFont(ofSize: 10)
    let word = String(repeating: "m", count: 100_000)
    let lines = measurer.lines(of: word, font: font, maxWidth: 100, numberOfLines: 0)
    #expect(lines.joined() == word)
    #expect(lines.dropLast().allSatisfy { width($0, font) <= 100 })
    let sentence = Array(repeating: "lorem", count: 20_000).joined(separator: " ")
    let one = measurer.measure(sentence, font: font, maxWidth: .infinity, numberOfLines: 1)
    #expect(one.lineCount == 1)
    let wrapped = measurer.measure(sentence, font: font, maxWidth: 300, numberOfLines: 0)
    #expect(wrapped.lineCount > 100)
  }
}
