import Foundation
import LayoutCore
import LayoutDocument
import Testing

/// Collects what an example prints, so a test can compare it with the text the
/// documentation shows.
private final class Console: @unchecked Sendable {
  var lines: [String] = []
}

/// Every `swift` code block of the LayoutDocument DocC catalog (and the YAML
/// they read), with the statements it shows and the results its prose claims.
/// Inside these tests `print` records into `console`.
@Suite struct DocumentationExampleTests {
  private let console = Console()
  private func print(_ items: Any...) {
    console.lines.append(items.map { String(describing: $0) }.joined(separator: " "))
  }

  // MARK: - LayoutDocument.md

  /// The YAML of the root page, read from a file as the page does.
  @Test func rootPageContentsOfFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("LayoutDocumentDocs-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("screen.yaml").path
    try """
    canvas: {size: 320x100, scale: 2}
    metrics: {pad: 16}
    views:
      - {name: title, kind: label, text: Hello, fontSize: 20}
      - {name: badge, intrinsicSize: 24x24}
    constraints:
      - title.leading == superview.leadingMargin + pad
      - title.centerY == superview.centerY
      - H:[title]-[badge]
      - badge.centerY == title.centerY @750
    """.write(toFile: path, atomically: true, encoding: .utf8)

    let document = try LayoutDocument(contentsOfFile: path)
    document.layoutIfNeeded()
    let titleFrame = document.views["title"]!.frame  // (24, 38, 50, 24)
    let badgeFrame = document.views["badge"]!.frame  // (82, 38, 24, 24)
    #expect(titleFrame == CGRect(x: 24, y: 38, width: 50, height: 24))
    #expect(badgeFrame == CGRect(x: 82, y: 38, width: 24, height: 24))
    #expect(document.metrics == ["pad": 16])
    #expect(document.constraints.count == 4)
  }

  /// The example in the `LayoutDocument` class's doc comment.
  @Test func classDocComment() throws {
    let document = try LayoutDocument(
      text: """
        canvas: {size: 320x100}
        views:
          - {name: title, kind: label, text: Hello, fontSize: 20}
        constraints:
          - title.leading == superview.leadingMargin
          - title.centerY == superview.centerY
        """, file: "hello.yaml")
    document.layoutIfNeeded()
    #expect(document.views["title"]?.frame == CGRect(x: 8, y: 38, width: 50, height: 24))
  }

  // MARK: - GettingStarted.md

  @Test func gettingStartedWalkThrough() throws {
    let yaml = """
      canvas:
        size: 320x200
        safeArea: {top: 20}
      metrics:
        pad: 16
      views:
        - {name: title, kind: label, text: Welcome, fontSize: 24}
        - name: buttons
          kind: stack
          axis: horizontal
          distribution: fillEqually
          spacing: 8
          arranged:
            - {name: cancel, intrinsicSize: 0x44}
            - {name: ok, intrinsicSize: 0x44}
      constraints:
        - title.top == safeArea.top + pad
        - title.centerX == superview.centerX
        - H:|-pad-[buttons]-pad-|
        - buttons.bottom == superview.bottom - pad
      """

    // Build and lay out.
    let document = try LayoutDocument(text: yaml, file: "welcome.yaml")
    document.layoutIfNeeded()
    let titleFrame = document.views["title"]!.frame  // (118, 36, 84, 29)
    let buttonsFrame = document.views["buttons"]!.frame  // (16, 140, 288, 44)
    let cancelFrame = document.views["cancel"]!.frame  // (0, 0, 140, 44)
    let okFrame = document.views["ok"]!.frame  // (148, 0, 140, 44)
    #expect(titleFrame == CGRect(x: 118, y: 36, width: 84, height: 29))
    #expect(buttonsFrame == CGRect(x: 16, y: 140, width: 288, height: 44))
    #expect(cancelFrame == CGRect(x: 0, y: 0, width: 140, height: 44))
    #expect(okFrame == CGRect(x: 148, y: 0, width: 140, height: 44))

    // Override the canvas.
    let mirrored = try LayoutDocument(
      text: yaml, file: "welcome.yaml", options: LayoutDocument.Options(layoutDirection: .rightToLeft))
    mirrored.layoutIfNeeded()
    print(mirrored.views["cancel"]!.frame.minX, mirrored.views["ok"]!.frame.minX)  // 148.0 0.0

    // Read the errors.
    do {
      _ = try LayoutDocument(
        text: """
          views:
            - {name: title, kind: label, text: Hi}
          constraints:
            - title.top == header.bottom + 8
          """, file: "broken.yaml")
    } catch {
      print(error)
    }

    #expect(
      console.lines == [
        "148.0 0.0",
        "broken.yaml:4:18: error: unknown view or guide 'header' (known: title)",
      ])
    #expect(document.views["buttons"] is StackView)
  }
}
