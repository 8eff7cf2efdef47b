import Foundation
import LayoutCore
import LayoutDocument
import Testing

@testable import LayoutPlayground

/// The playground's engine: requests to frames, pictures and problems, and edits.
@Suite struct PlaygroundSessionTests {
  func frame(_ result: PlaygroundResult, _ name: String) -> CGRect? {
    result.frames.first { $0.name == name }.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
  }

  @Test func vflLinesLayOutWithTheirMetrics() throws {
    let session = try PlaygroundSession(
      PlaygroundRequest(
        source: "H:|-pad-[title]-pad-|\nV:|-pad-[title(44)]-[body(>=100)]\nH:|[body]|", format: .vfl,
        metrics: ["pad": 20], width: 300, height: 400))
    let result = session.result()
    #expect(frame(result, "title") == CGRect(x: 20, y: 20, width: 260, height: 44))
    #expect(frame(result, "body")?.minY == 72)
    #expect(result.width == 300 && result.height == 400)
    #expect(result.svg.hasPrefix("<svg"))
    #expect(result.frames.first?.name == "canvas" && result.frames.first?.parent == nil)
  }

  @Test func aBadVFLLineIsAnErrorAtItsOwnLineAndColumn() {
    let request = PlaygroundRequest(source: "H:|-[a]-|\n\nV:|-[a(44)]--[b]", format: .vfl)
    #expect {
      _ = try PlaygroundSession(request)
    } throws: { error in
      guard let error = error as? PlaygroundError else { return false }
      return error.line == 3 && error.column == 13 && error.message.contains("minus sign")
    }
  }

  @Test func documentErrorsKeepTheirPlace() {
    let request = PlaygroundRequest(source: "views:\n  - name: a\n    fontSize: 0\n")
    #expect {
      _ = try PlaygroundSession(request)
    } throws: { error in
      guard let error = error as? PlaygroundError else { return false }
      return error.line == 3 && error.column == 5
    }
  }

  @Test func conflictsNameTheirViewsAndTheLinesOfTheirConstraints() throws {
    let source = """
      views:
        - name: box
      constraints:
        - box.width == 100
        - box.width == 200
        - H:|[box]
        - V:|[box(20)]
      """
    let result = try PlaygroundSession(PlaygroundRequest(source: source)).result()
    let conflict = try #require(result.problems.first { $0.kind == "conflict" })
    #expect(conflict.views == ["box"])
    #expect(Set(conflict.locations.map(\.line)).isSuperset(of: [4, 5]))
    // The message names the same places as the locations, in the
    // document's words: no Swift file, no engine identifiers.
    #expect(conflict.message.hasPrefix("\(conflict.locations[0].line):\(conflict.locations[0].column): error: "))
    #expect(conflict.message.contains("4:5: note: box.width == 100"))
    #expect(conflict.message.contains("5:5: note: box.width == 200"))
    #expect(!conflict.message.contains(".swift") && !conflict.message.contains("playground:"))
  }

  /// In VFL mode the places are the lines the user typed.
  @Test func vflProblemsPointAtTheTypedLines() throws {
    let source = "H:|-[a(500)]-|\n\nV:|-[a(10)]"
    let result = try PlaygroundSession(PlaygroundRequest(source: source, format: .vfl, width: 400, height: 300))
      .result()
    let conflict = try #require(result.problems.first { $0.kind == "conflict" })
    #expect(conflict.locations.map(\.line).contains(1))
    #expect(conflict.message.contains("1:1: note: a.width == 500 (from 'H:|-[a(500)]-|')"), "\(conflict.message)")
  }

  @Test func ambiguousViewsAreMarked() throws {
    let result = try PlaygroundSession(PlaygroundRequest(source: "H:|-[a]", format: .vfl)).result()
    #expect(result.problems.contains { $0.kind == "ambiguous" && $0.views == ["a"] })
  }

  @Test func draggingAnEdgeMovesItWhereTheLayoutAllows() throws {
    let session = try PlaygroundSession(
      PlaygroundRequest(source: "H:|-20-[box(>=50)]\nV:|-20-[box(40)]", format: .vfl, width: 400, height: 300))
    var result = try session.drag("box", edge: .right, to: 250)
    #expect(frame(result, "box") == CGRect(x: 20, y: 20, width: 230, height: 40))
    result = try session.drag("box", edge: .right, to: 300)
    #expect(frame(result, "box")?.width == 280)
    // The required minimum width holds against the drag.
    result = try session.drag("box", edge: .right, to: 30)
    #expect(frame(result, "box")?.width == 50)
    #expect(result.microseconds > 0)
    // Letting go: the width is free again, and ambiguous.
    result = session.endDrag()
    #expect(result.problems.contains { $0.kind == "ambiguous" })
    #expect(throws: PlaygroundError.self) { try session.drag("nobody", edge: .left, to: 1) }
    #expect(throws: PlaygroundError.self) { try session.drag("box", edge: .left, to: .nan) }
  }

  @Test func resizingTheCanvasLaysOutAgain() throws {
    let session = try PlaygroundSession(PlaygroundRequest(source: "H:|-[box]-|\nV:|-[box]-|", format: .vfl))
    let result = try session.resize(width: 200, height: 100)
    #expect(frame(result, "box") == CGRect(x: 8, y: 8, width: 184, height: 84))
    #expect(throws: PlaygroundError.self) { try session.resize(width: 0, height: 100) }
  }

  @Test func examplesFromTheRepositoryLayOut() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let login = try String(contentsOf: root.appendingPathComponent("Examples/login.yaml"), encoding: .utf8)
    let result = try PlaygroundSession(PlaygroundRequest(source: login)).result()
    #expect(frame(result, "button") != nil)
    #expect(result.problems.isEmpty)
  }
}
