import Foundation
import FrameLayout
import Testing

/// Cross-axis placement of items shorter than the layout.
@Suite struct AlignmentTests {
  @Test(arguments: [
    (Layout.Alignment.leading, CGFloat(0)), (.center, 137.5), (.trailing, 275),
  ])
  func columnAlignsHorizontally(alignment: Layout.Alignment, x: CGFloat) throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 375, 812), direction: .column,
      alignment: alignment)
    try layout.add(items: [.size(CGSize(width: 100, height: 50)), .flexible])
    #expect(layout.frames == [rect(x, 0, 100, 50), rect(0, 50, 375, 762)])
  }

  @Test(arguments: [
    (Layout.Alignment.leading, CGFloat(0)), (.center, 40), (.trailing, 80),
  ])
  func rowAlignsVertically(alignment: Layout.Alignment, y: CGFloat) throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 300, 100), direction: .row, alignment: alignment)
    try layout.add(items: [.size(CGSize(width: 50, height: 20)), .height(100)])
    #expect(layout.frames == [rect(0, y, 50, 20), rect(50, 0, 250, 100)])
  }

  @Test func defaultAlignmentIsLeading() throws {
    let layout = Layout(parentFrame: rect(0, 0, 300, 100), direction: .column)
    try layout.add(item: .width(120))
    #expect(layout.frames == [rect(0, 0, 120, 100)])
  }

  @Test func itemsThatFillTheCrossAxisIgnoreAlignment() throws {
    for alignment in Layout.Alignment.allCases {
      let layout = Layout(
        parentFrame: rect(0, 0, 300, 100), direction: .row, alignment: alignment
      )
      try layout.add(items: [.width(100), .flexible])
      #expect(layout.frames == [rect(0, 0, 100, 100), rect(100, 0, 200, 100)])
    }
  }

  @Test func alignmentWorksInsideThePadding() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 300, 100), direction: .row, alignment: .trailing,
      padding: Layout.Insets(top: 10, bottom: 30))
    try layout.add(item: .size(CGSize(width: 50, height: 20)))
    #expect(layout.frames == [rect(0, 50, 50, 20)])
  }

  @Test func flowAlignsWithinEachLine() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 100, 100), direction: .flow, alignment: .trailing)
    try layout.add(items: [
      .size(CGSize(width: 50, height: 10)),
      .size(CGSize(width: 50, height: 30)),
      .size(CGSize(width: 50, height: 20)),
      .size(CGSize(width: 50, height: 40)),
    ])
    #expect(
      layout.frames == [
        rect(0, 20, 50, 10), rect(50, 0, 50, 30), rect(0, 50, 50, 20),
        rect(50, 30, 50, 40),
      ])
  }
}
