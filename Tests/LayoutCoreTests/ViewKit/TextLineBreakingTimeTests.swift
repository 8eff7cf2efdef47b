import Foundation
import Testing

@testable import LayoutCore

/// Text measured without views, off the main actor: its time limit must not
/// count the wait for the main actor, where the other suites' views are.
@Suite nonisolated struct TextLineBreakingTimeTests {
  /// Lines for drawing cost time in proportion to the text, not its square.
  @Test(.timeLimit(.minutes(1))) func longTextBreaksInLinearTime() {
    let measurer = DefaultTextMeasurer()
    let font = Font.systemFont(ofSize: 10)
    let word = String(repeating: "m", count: 100_000)
    let lines = measurer.lines(of: word, font: font, maxWidth: 100, numberOfLines: 0)
    #expect(lines.count == 5_000 && lines.allSatisfy { $0.count == 20 })
    let sentence = Array(repeating: "lorem", count: 20_000).joined(separator: " ")
    #expect(measurer.lines(of: sentence, font: font, maxWidth: .infinity, numberOfLines: 1) == [sentence])
    #expect(measurer.lines(of: sentence, font: font, maxWidth: 295, numberOfLines: 0).count == 2_000)
  }
}
