import Foundation
import FrameLayout
import Testing

/// Where the free main-axis space goes.
///
/// Three 60-point items in a 300-point row leave 120 points free.
@Suite struct JustificationTests {
  let bar = rect(0, 0, 300, 50)

  private func xs(
    _ justification: Layout.Justification, widths: [CGFloat] = [60, 60, 60],
    spacing: CGFloat = 0, layoutDirection: Layout.LayoutDirection = .leftToRight
  ) throws -> [CGFloat] {
    let layout = Layout(
      parentFrame: bar, direction: .row, justification: justification,
      spacing: spacing, layoutDirection: layoutDirection)
    try layout.add(items: widths.map { .width($0) })
    return layout.frames.map(\.origin.x)
  }

  @Test(
    arguments: [
      (.start, [0, 60, 120]),
      (.center, [60, 120, 180]),
      (.end, [120, 180, 240]),
      (.spaceBetween, [0, 120, 240]),  // two gaps of 60
      (.spaceAround, [20, 120, 220]),  // 40 around each item, 20 at the ends
      (.spaceEvenly, [30, 120, 210]),  // four gaps of 30
    ] as [(Layout.Justification, [CGFloat])])
  func eachModePlacesThreeItems(
    justification: Layout.Justification, expected: [CGFloat]
  ) throws {
    #expect(try xs(justification) == expected)
  }

  /// With 10-point spacing, 100 points are free; spacing stays and the free
  /// space is added on top.
  @Test(
    arguments: [
      (.start, [0, 70, 140]),
      (.center, [50, 120, 190]),
      (.end, [100, 170, 240]),
      (.spaceBetween, [0, 120, 240]),
      (.spaceAround, [100 / 6, 120, 1340 / 6]),
      (.spaceEvenly, [25, 120, 215]),
    ] as [(Layout.Justification, [CGFloat])])
  func spacingIsKeptUnderEveryMode(
    justification: Layout.Justification, expected: [CGFloat]
  ) throws {
    let got = try xs(justification, spacing: 10)
    #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(got)")
  }

  @Test(arguments: [
    (Layout.Justification.start, CGFloat(0)), (.center, 120), (.end, 240),
    (.spaceBetween, 0), (.spaceAround, 120), (.spaceEvenly, 120),
  ])
  func singleItem(justification: Layout.Justification, x: CGFloat) throws {
    #expect(try xs(justification, widths: [60]) == [x])
  }

  @Test func flexibleItemsLeaveNothingToJustify() throws {
    for justification in Layout.Justification.allCases {
      let layout = Layout(
        parentFrame: bar, direction: .row, justification: justification)
      try layout.add(items: [.width(60), .flexible])
      #expect(layout.frames == [rect(0, 0, 60, 50), rect(60, 0, 240, 50)])
    }
  }

  @Test func itemsAtTheirMaximumAreJustified() throws {
    let layout = Layout(
      parentFrame: bar, direction: .row, justification: .center)
    try layout.add(items: [.flexible(max: 100), .width(50)])
    #expect(layout.frames == [rect(75, 0, 100, 50), rect(175, 0, 50, 50)])
  }

  @Test func columnsJustifyVertically() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 100, 300), direction: .column,
      justification: .center)
    try layout.add(items: [.height(50), .height(50)])
    #expect(layout.frames == [rect(0, 100, 100, 50), rect(0, 150, 100, 50)])
  }

  @Test func flowJustifiesEachLine() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 300, 100), direction: .flow,
      justification: .center)
    let chip = CGSize(width: 100, height: 20)
    try layout.add(items: [.size(chip), .size(chip), .size(chip), .size(chip)])
    #expect(
      layout.frames == [
        rect(0, 0, 100, 20), rect(100, 0, 100, 20), rect(200, 0, 100, 20),
        rect(100, 20, 100, 20),
      ])
  }

  @Test func defaultIsStart() throws {
    let layout = Layout(parentFrame: bar, direction: .row)
    try layout.add(items: [.width(60), .width(60)])
    #expect(layout.frames.map(\.origin.x) == [0, 60])
  }
}
