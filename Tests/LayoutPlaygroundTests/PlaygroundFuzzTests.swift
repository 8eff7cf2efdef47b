import Foundation
import LayoutCore
import Testing

@testable import LayoutPlayground

/// Random text as VFL lines and as documents: every request either lays out
/// or throws a ``PlaygroundError`` with a place in the source; nothing crashes,
/// and edits on what laid out keep working.
@Suite struct PlaygroundFuzzTests {
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  }

  static let vflAlphabet = Array("HV:|-[]()<=>@0123456789abxy ,.'\"\\#\n\t")
  static let documentAlphabet = Array("views:constraints- {}[]name,abx.leadingtop==+*@0123456789\n  '\"#&|>")

  func randomText(_ alphabet: [Character], _ random: inout Generator) -> String {
    String((0..<random.below(60)).map { _ in alphabet[random.below(alphabet.count)] })
  }

  @Test(arguments: [PlaygroundRequest.Format.vfl, .document])
  func randomTextNeverCrashes(_ format: PlaygroundRequest.Format) {
    var random = Generator(state: format == .vfl ? 7 : 11)
    var laidOut = 0
    for _ in 0..<1_500 {
      var text = randomText(format == .vfl ? Self.vflAlphabet : Self.documentAlphabet, &random)
      if random.below(2) == 0 { text = (format == .vfl ? "H:|-[a]-|\n" : "views: [{name: a}]\n") + text }
      if format == .document && random.below(4) == 0 { text = "views: [{name: a}]\n" }
      let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
      do {
        let session = try PlaygroundSession(PlaygroundRequest(source: text, format: format, width: 200, height: 200))
        laidOut += 1
        let result = session.result()
        #expect(result.frames.first?.name == "canvas")
        for problem in result.problems {
          #expect(problem.locations.allSatisfy { $0.line >= 1 && $0.line <= lineCount && $0.column >= 1 })
        }
        if let view = result.frames.dropFirst().first?.name {
          _ = try? session.drag(view, edge: .right, to: Double(random.below(400)) - 100)
          _ = session.endDrag()
        }
        _ = ConstraintCode.source(for: session.document.constraints, style: .visualFormat)
      } catch {
        #expect(error.line >= 1 && error.line <= max(lineCount, 1), "\(error) in \(text.debugDescription)")
        #expect(!error.message.isEmpty)
      }
    }
    #expect(laidOut > 0)
  }
}
