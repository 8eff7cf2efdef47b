import Foundation
import LayoutCore
import Testing

@testable import LayoutDocument

@Suite struct EquationParserTests {
  @Test func fullForm() throws {
    let syntax = try EquationParser.parse("title.leading == superview.leadingMargin + 8 @750")
    #expect(syntax.first == EquationOperand(item: "title", guide: nil, attribute: .leading, offset: 0))
    #expect(syntax.relation == .equal)
    #expect(syntax.second == EquationOperand(item: "superview", guide: nil, attribute: .leadingMargin, offset: 17))
    #expect(syntax.multiplier == 1 && syntax.constant == 8 && syntax.priority == .defaultHigh)
  }

  @Test func multipliersConstantsAndMetrics() throws {
    let a = try EquationParser.parse("a.width == b.width * 0.5 - 4")
    #expect(a.multiplier == 0.5 && a.constant == -4 && a.priority == .required)
    let b = try EquationParser.parse("a.top>=b.bottom+spacing", metrics: ["spacing": 12])
    #expect(b.relation == .greaterThanOrEqual && b.constant == 12)
    let c = try EquationParser.parse("a.height <= -10 + pad @ defaultLow", metrics: ["pad": 4])
    #expect(c.second == nil && c.constant == -6 && c.priority == .defaultLow)
    let d = try EquationParser.parse("a.width == b.safeArea.width / 4")
    #expect(d.second?.guide == "safeArea" && d.multiplier == 0.25)
  }

  @Test func errorsHaveOffsets() {
    let cases: [(String, Int)] = [
      ("", 0), ("a", 0), ("a.top", 5), ("a.top == ", 9), ("a.top == b.", 11), ("a.top == 2 * b.top", 11),
      ("a.top == b.top *", 16), ("a.top == b.top @", 16), ("a.x.y.top == b.top", 0), ("a.top == b.top 7", 15),
      ("a.top == 1.2.3", 9), ("a.top ≥ b.top", 6),
    ]
    for (text, offset) in cases {
      #expect(throws: EquationError.self, "\(text)") { try EquationParser.parse(text) }
      do {
        _ = try EquationParser.parse(text)
      } catch {
        #expect(error.offset == offset, "\(text): \(error.message)")
        #expect(error.offset <= text.unicodeScalars.count)
      }
    }
  }

  @Test func arbitraryInputNeverTraps() {
    // A cheap stand-in for fuzzing: every prefix and many mutations of valid equations.
    let seeds = [
      "title.leading == superview.leadingMargin + 8 @750", "a.width == b.width * 0.5 - 4", "a.top >= b.bottom + k",
    ]
    let alphabet = Array("ab.=<>+-*/@0123456789 kx\t.é")
    var generator = SystemRandomNumberGenerator()
    for seed in seeds {
      let chars = Array(seed)
      for end in 0...chars.count { _ = try? EquationParser.parse(String(chars[0..<end]), metrics: ["k": 1]) }
      for _ in 0..<500 {
        var mutated = chars
        let i = Int.random(in: 0..<mutated.count, using: &generator)
        mutated[i] = alphabet.randomElement(using: &generator) ?? "a"
        do {
          _ = try EquationParser.parse(String(mutated), metrics: ["k": 1])
        } catch {
          #expect(error.offset >= 0 && error.offset <= mutated.count)
        }
      }
    }
  }
}
