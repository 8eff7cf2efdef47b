import Foundation
import LayoutCore
import Testing

@testable import LayoutDocument

@Suite struct LayoutTests {
  static let pinned = """
    canvas: {size: 400x300}
    views:
      - {name: a, intrinsicSize: 100x50}
    constraints:
      - a.leading == superview.leading + 20
      - a.top == superview.top + 10
    """

  @Test func equationsLeftToRightAndRightToLeft() throws {
    #expect(try frames(Self.pinned)["a"] == rect(20, 10, 100, 50))
    // Right to left: leading is the right edge, 400 - 20 - 100.
    #expect(try frames(Self.pinned, options: .init(layoutDirection: .rightToLeft))["a"] == rect(280, 10, 100, 50))
    let rtl = Self.pinned.replacingOccurrences(of: "size: 400x300", with: "size: 400x300, direction: rtl")
    #expect(try frames(rtl)["a"] == rect(280, 10, 100, 50))
  }

  @Test func marginsPrioritiesAndTheSafeArea() throws {
    let text = """
      canvas: {size: 400x300, safeArea: {top: 47, bottom: 34}}
      views:
        - {name: a, intrinsicSize: 100x50}
      constraints:
        - title.leading == superview.leadingMargin + 8 @750
        - a.top == safeArea.top + 10
      """.replacingOccurrences(of: "title.", with: "a.")
    // The window's margins are 8: 8 + 8 from the leading edge.
    #expect(try frames(text)["a"] == rect(16, 57, 100, 50))
    #expect(try frames(text, options: .init(layoutDirection: .rightToLeft))["a"] == rect(284, 57, 100, 50))
  }

  @Test func multipliersDivisionAndMetrics() throws {
    let text = """
      canvas: {size: 400x300}
      metrics: {spacing: 12, half: 0.5}
      views:
        - name: a
        - name: b
        - name: c
      constraints:
        - a.width == 200
        - a.height == 40
        - a.left == superview.left
        - a.top == superview.top
        - b.width == a.width * half - 4
        - b.height == a.height / 4
        - b.left == a.right
        - b.top >= a.bottom + spacing
        - b.top == superview.top @low
        - c.width == 10 + spacing - 2
        - c.height == c.width
        - c.centerX == superview.centerX
        - c.centerY == superview.centerY
      """
    let f = try frames(text)
    #expect(f["a"] == rect(0, 0, 200, 40))
    #expect(f["b"] == rect(200, 52, 96, 10))
    #expect(f["c"] == rect(190, 140, 20, 20))
  }

  @Test func theDocCommentExample() throws {
    let text = """
      canvas: {size: 320x100}
      views:
        - {name: title, kind: label, text: Hello, fontSize: 20}
      constraints:
        - title.leading == superview.leadingMargin
        - title.centerY == superview.centerY
      """
    // 5 characters × 10 wide, 1.2 × 20 tall.
    #expect(try frames(text)["title"] == rect(8, 38, 50, 24))
    #expect(try frames(text, options: .init(layoutDirection: .rightToLeft))["title"] == rect(262, 38, 50, 24))
  }

  @Test func stacksWithArrangedViews() throws {
    // The example of Docs/StackView.md, as a document.
    let text = """
      canvas: {size: 390x844}
      views:
        - name: column
          kind: stack
          axis: vertical
          alignment: leading
          spacing: 4
          arranged:
            - {name: title, kind: label, text: Sign in, fontSize: 20}
            - {name: hint, kind: label, text: Use your email address, fontSize: 10}
      constraints:
        - column.leading == superview.leading + 16
        - column.top == superview.top + 40
      """
    let f = try frames(text)
    #expect(f["title"] == rect(0, 0, 70, 24))
    #expect(f["hint"] == rect(0, 28, 110, 12))
    #expect(f["column"] == rect(16, 40, 110, 40))
    // Right to left: the column's leading edge is 16 from the right; arranged views hug its right edge.
    let r = try frames(text, options: .init(layoutDirection: .rightToLeft))
    #expect(r["column"] == rect(264, 40, 110, 40))
    #expect(r["title"] == rect(40, 0, 70, 24))
    #expect(r["hint"] == rect(0, 28, 110, 12))
  }

  @Test func nestedViewsHaveFramesInTheirSuperview() throws {
    let text = """
      canvas: {size: 400x300}
      views:
        - name: card
          margins: {top: 10, leading: 30, bottom: 10, trailing: 5}
          subviews:
            - {name: icon, intrinsicSize: 20x20}
          constraints:
            - icon.leading == superview.leadingMargin
            - icon.top == superview.topMargin
      constraints:
        - H:|-50-[card(200)]
        - V:|-60-[card(100)]
      """
    let f = try frames(text)
    #expect(f["card"] == rect(50, 60, 200, 100))
    #expect(f["icon"] == rect(30, 10, 20, 20))
    let r = try frames(text, options: .init(layoutDirection: .rightToLeft))
    // The card: leading 50 from the right; the icon 30 from the card's right edge.
    #expect(r["card"] == rect(150, 60, 200, 100))
    #expect(r["icon"] == rect(150, 10, 20, 20))
  }

  @Test func guidesAndNamedGuidesOfViews() throws {
    let text = """
      canvas: {size: 400x300, safeArea: {top: 20}}
      views:
        - {name: gap, kind: guide}
        - {name: a, intrinsicSize: 10x10}
        - {name: b, intrinsicSize: 10x10}
      constraints:
        - gap.left == superview.left + 10
        - gap.width == 30
        - a.left == gap.right
        - a.top == canvas.safeArea.top
        - b.left == canvas.margins.left
        - b.top == a.bottom
      """
    let f = try frames(text)
    #expect(f["a"] == rect(40, 20, 10, 10))
    #expect(f["b"] == rect(8, 30, 10, 10))
  }

  @Test func visualFormatWithOptionsAndMetrics() throws {
    let text = """
      canvas: {size: 400x300}
      metrics: {pad: 20}
      views:
        - {name: a, intrinsicSize: 50x30}
        - {name: b, intrinsicSize: 60x10}
      constraints:
        - {vfl: "H:|-pad-[a]-[b]", options: [alignAllTop]}
        - V:|-pad-[a]
      """
    let f = try frames(text)
    #expect(f["a"] == rect(20, 20, 50, 30))
    #expect(f["b"] == rect(78, 20, 60, 10))
    let r = try frames(text, options: .init(layoutDirection: .rightToLeft))
    #expect(r["a"] == rect(330, 20, 50, 30))
    #expect(r["b"] == rect(262, 20, 60, 10))
  }

  @Test func jsonDocumentsLikeYAMLOnes() throws {
    let json = """
      {
      \t"canvas": {"size": {"width": 400, "height": 300}, "scale": 2},
      \t"views": [{"name": "a", "intrinsicSize": [100, 50]}],
      \t"constraints": ["a.leading == superview.leading + 20", "a.top == superview.top + 10"]
      }
      """
    #expect(try frames(json, file: "a.json") == frames(Self.pinned))
    #expect(
      try frames(json, file: "a.json", options: .init(layoutDirection: .rightToLeft))["a"] == rect(280, 10, 100, 50))
  }

  @Test func canvasOverridesAndHiddenViews() throws {
    let text = """
      canvas: {size: 400x300, scale: 2}
      views:
        - {name: a, hidden: true}
      constraints:
        - a.width == superview.width / 3
        - a.height == 10
        - a.left == superview.left
        - a.top == superview.top
      """
    let document = try LayoutDocument(text: text, options: .init(width: 100, displayScale: 1))
    document.layoutIfNeeded()
    #expect(document.window.bounds.size == CGSize(width: 100, height: 300))
    #expect(document.views["a"]?.isHidden == true)
    #expect(document.views["a"]?.frame == rect(0, 0, 33, 10))
    // At scale 2 the width rounds to a half point.
    #expect(try frames(text)["a"] == rect(0, 0, 133.5, 10))
  }

  @Test func emptySectionsAreEmpty() throws {
    let document = try LayoutDocument(text: "canvas: {size: 10x10}\nmetrics:\nviews:\nconstraints: ~\n")
    #expect(document.views.isEmpty && document.constraints.isEmpty && document.metrics.isEmpty)
    #expect(document.window.bounds.size == CGSize(width: 10, height: 10))
  }

  @Test func constraintsCarryTheirPosition() throws {
    let document = try LayoutDocument(text: Self.pinned, file: "pinned.yaml")
    #expect(document.constraints.map(\.identifier) == ["pinned.yaml:5:5", "pinned.yaml:6:5"])
    #expect(document.constraints.allSatisfy { $0.isActive })
  }

  @Test func exampleDocumentsLayOut() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples")
    let names = [
      "login.yaml", "settings.yaml", "card-grid.json", "operators-readme.yaml", "subviews-flags.yaml",
      "snapkit-box.yaml", "frame-layout.yaml",
    ]
    for name in names {
      let document = try LayoutDocument(contentsOfFile: examples.appendingPathComponent(name).path)
      document.layoutIfNeeded()
      #expect(document.window.layoutDiagnostics.records.isEmpty, "\(name)")
      #expect(!document.views.isEmpty)
    }
  }
}
