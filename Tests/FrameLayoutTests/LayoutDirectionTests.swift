import Foundation
import FrameLayout
import Testing

/// Right-to-left layouts mirror everything horizontal.
@Suite struct LayoutDirectionTests {
  @Test func rowStartsAtTheRightEdge() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 300, 50), direction: .row,
      layoutDirection: .rightToLeft)
    try layout.add(items: [.width(60), .flexible])
    #expect(layout.frames == [rect(240, 0, 60, 50), rect(0, 0, 240, 50)])
  }

  @Test func rowMirrorsInsideAnOffsetParent() throws {
    let layout = Layout(
      parentFrame: rect(100, 5, 300, 50), direction: .row,
      layoutDirection: .rightToLeft)
    try layout.add(items: [.width(60), .flexible])
    #expect(layout.frames == [rect(340, 5, 60, 50), rect(100, 5, 240, 50)])
  }

  @Test func justificationFollowsTheReadingDirection() throws {
    let start = Layout(
      parentFrame: rect(0, 0, 300, 50), direction: .row, justification: .start,
      layoutDirection: .rightToLeft)
    try start.add(items: [.width(60), .width(60)])
    #expect(start.frames.map(\.origin.x) == [240, 180])

    let end = Layout(
      parentFrame: rect(0, 0, 300, 50), direction: .row, justification: .end,
      layoutDirection: .rightToLeft)
    try end.add(items: [.width(60), .width(60)])
    #expect(end.frames.map(\.origin.x) == [60, 0])
  }

  @Test(arguments: [
    (Layout.Alignment.leading, CGFloat(275)), (.center, 137.5), (.trailing, 0),
  ])
  func columnAlignmentIsMirrored(alignment: Layout.Alignment, x: CGFloat) throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 375, 812), direction: .column,
      alignment: alignment,
      layoutDirection: .rightToLeft)
    try layout.add(items: [.size(CGSize(width: 100, height: 50)), .flexible])
    #expect(layout.frames == [rect(x, 0, 100, 50), rect(0, 50, 375, 762)])
  }

  @Test func columnOrderDoesNotChange() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 100, 300), direction: .column,
      layoutDirection: .rightToLeft)
    try layout.add(items: [.height(100), .flexible])
    #expect(layout.frames == [rect(0, 0, 100, 100), rect(0, 100, 100, 200)])
  }

  @Test func paddingLeadingIsOnTheRight() throws {
    let padding = Layout.Insets(leading: 20, trailing: 10)
    let ltr = Layout(
      parentFrame: rect(0, 0, 300, 50), direction: .row, padding: padding)
    try ltr.add(item: .flexible)
    #expect(ltr.frames == [rect(20, 0, 270, 50)])

    let rtl = Layout(
      parentFrame: rect(0, 0, 300, 50), direction: .row, padding: padding,
      layoutDirection: .rightToLeft)
    try rtl.add(item: .flexible)
    #expect(rtl.frames == [rect(10, 0, 270, 50)])
  }

  @Test func flowFillsLinesFromTheRight() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 300, 200), direction: .flow, spacing: 10,
      layoutDirection: .rightToLeft)
    let chip = CGSize(width: 90, height: 30)
    try layout.add(items: [.size(chip), .size(chip), .size(chip), .size(chip)])
    #expect(
      layout.frames == [
        rect(210, 0, 90, 30), rect(110, 0, 90, 30), rect(10, 0, 90, 30),
        rect(210, 40, 90, 30),
      ])
  }

  @Test func defaultIsLeftToRight() throws {
    let layout = Layout(parentFrame: rect(0, 0, 300, 50), direction: .row)
    try layout.add(items: [.width(60), .flexible])
    #expect(layout.frames == [rect(0, 0, 60, 50), rect(60, 0, 240, 50)])
  }

  /// Any row laid out right to left is the mirror image of the same row laid
  /// out left to right.
  @Test(arguments: [UInt64(7), 99, 31_337])
  func rightToLeftMirrorsLeftToRight(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for round in 0..<100 {
      let justification =
        Layout.Justification.allCases.randomElement(using: &random) ?? .start
      let direction: Layout.Direction =
        Bool.random(using: &random) ? .row : .flow
      let parent = rect(
        13, 0, CGFloat(Int.random(in: 200...400, using: &random)), 500)
      let widths = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        Bool.random(using: &random)
          ? CGFloat(Int.random(in: 1...90, using: &random)) : nil
      }
      func frames(_ layoutDirection: Layout.LayoutDirection) throws -> [CGRect] {
        let layout = Layout(
          parentFrame: parent, direction: direction,
          justification: justification,
          spacing: 4, padding: Layout.Insets(leading: 3, trailing: 9),
          layoutDirection: layoutDirection)
        try layout.add(
          items: widths.map {
            $0.map { .size(CGSize(width: $0, height: 20)) }
              ?? .flexible(min: 30)
          })
        return layout.frames
      }
      let label = "seed \(seed) round \(round)"
      // A row that does not fit must fail the same way in both directions.
      guard let ltr = try? frames(.leftToRight) else {
        #expect(throws: Layout.LayoutError.self, "\(label)") {
          try frames(.rightToLeft)
        }
        continue
      }
      let rtl = try frames(.rightToLeft)
      for (index, (left, right)) in zip(ltr, rtl).enumerated() {
        let mirrored = rect(
          parent.minX + parent.maxX - left.maxX, left.minY, left.width,
          left.height)
        #expect(
          isClose(right, mirrored),
          "\(label) item \(index): \(right) vs \(mirrored)")
      }
    }
  }
}
