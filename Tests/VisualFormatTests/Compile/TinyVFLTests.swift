import Foundation
import LayoutCore
import Testing
import VisualFormat

/// The TinyVFL builder: its README examples, its validation (thrown, not trapped), and more.
@Suite struct TinyVFLTests {
  let window = Window(size: CGSize(width: 400, height: 300))
  let v1 = View(), v2 = View(), v3 = View()

  init() {
    for v in [v1, v2, v3] {
      v.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(v)
    }
  }

  @Test func readmeExampleWritesVFLAndLaysOut() throws {
    let line = VFL.v(
      .superView, .space(), .view(v1), .view(v2, size: 90), .space(5, priority: 750), .view(v3, equal: v1)
    ).withOptions([.alignAllLeft, .alignAllRight])
    #expect(line.format == "V:|-[v0][v1(==90)]-(==5@750)-[v2(==v0)]")
    try line.active()
    try VFL.h(.superView, .s(), .v(v1), .s(), .superView).active()
    // 300 - 8 - 90 - 5 - 9 leaves 188: 94 each for v1 and v3 (no half points to round).
    try VFL.v(.view(v3), .space(9), .bottom).active()
    window.layoutIfNeeded()
    // v1 starts at the top margin; v1 and v3 share the height left after v2 and the gaps.
    #expect(v1.frame.minY == 8)
    #expect(v2.frame.minY == v1.frame.maxY && v2.frame.height == 90)
    #expect(v3.frame.minY == v2.frame.maxY + 5)
    #expect(v3.frame.maxY == 291)
    #expect(v1.frame.height == v3.frame.height)
    // Left and right aligned to v1, which spans the margins.
    for v in [v1, v2, v3] { #expect(v.frame.minX == 8 && v.frame.maxX == 392) }
  }

  @Test func shortFormsMatchTheLongOnes() {
    let long = VFL.v(
      .top, .space(), .view(v1), .view(v2, size: 90), .space(5, priority: .defaultHigh), .view(v3, equal: v1))
    let short = VFL.v(.top, .s(), .v(v1), .v(v2, 90), .s(5, p: .defaultHigh), .v(v3, e: v1))
    #expect(long.format == short.format)
  }

  @Test func superviewOnlyAtTheEnds() {
    let message = "item 2 is the superview: it may only be the first or the last item"
    let offset = 6
    do {
      _ = try VFL.h(.view(v1), .superView, .view(v2)).constraints
      Issue.record("must throw")
    } catch {
      #expect(error.message == message)
      #expect(error.offset == offset)
      #expect(error.format == "H:[v0]|[v1]")
    }
  }

  @Test func spacesAreCheckedAsTinyVFLDoes() {
    #expect(throws: VisualFormatError.self) { try VFL.h(.space(), .view(v1)).constraints }
    #expect(throws: VisualFormatError.self) { try VFL.h(.view(v1), .space(4)).constraints }
    do {
      _ = try VFL.h(.view(v1), .space(), .space(4), .view(v2)).constraints
    } catch {
      #expect(error.message == "items 2 and 3 are both spaces: put a view between them")
    }
    #expect(throws: VisualFormatError.self) { try VFL.h(.view(v1), .view(v2)).withOptions(.alignAllLeft).constraints }
    #expect(throws: VisualFormatError.self) { try VFL.h().constraints }
  }

  @Test func beyondTinyVFL() throws {
    // >= and <= spaces and sizes, predicate lists, metrics, and one view named twice.
    let line = VFL.h(
      .superView, .space(.metric("side")), .view(v1, .atLeast(70), .atMost(100)), .space(.atLeast(10)),
      .view(v2, .equal(to: v1)), .space(.atLeast(0)), .superView
    ).withMetrics(["side": 20])
    #expect(line.format == "H:|-(==side)-[v0(>=70,<=100)]-(>=10)-[v1(==v0)]-(>=0)-|")
    try line.active()
    try VFL.v(.superView, .view(v1, size: 10)).active()
    try VFL.v(.superView, .view(v2, size: 10)).active()
    window.layoutIfNeeded()
    #expect(v1.frame.minX == 20)
    #expect(v1.frame.width >= 70 && v1.frame.width <= 100)
    #expect(v2.frame.width == v1.frame.width)
  }
}
