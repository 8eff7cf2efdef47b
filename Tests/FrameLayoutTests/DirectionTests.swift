import Foundation
import FrameLayout
import Testing

/// Rows, columns, and the wrapping row (flow).
@Suite struct DirectionTests {
  // MARK: - Row and column

  @Test func rowGoesLeftToRightAndFillsTheHeight() throws {
    let layout = Layout(parentFrame: rect(10, 20, 300, 50), direction: .row)
    try layout.add(items: [.width(100), .width(50), .flexible])
    #expect(
      layout.frames == [
        rect(10, 20, 100, 50), rect(110, 20, 50, 50), rect(160, 20, 150, 50),
      ])
  }

  @Test func columnGoesTopToBottomAndFillsTheWidth() throws {
    let layout = Layout(parentFrame: rect(10, 20, 300, 500), direction: .column)
    try layout.add(items: [.height(100), .height(50), .flexible])
    #expect(
      layout.frames
        == [
          rect(10, 20, 300, 100), rect(10, 120, 300, 50),
          rect(10, 170, 300, 350),
        ])
  }

  @Test func fixedItemsThatDoNotFillLeaveTheEndFree() throws {
    let layout = Layout(parentFrame: rect(0, 0, 300, 50), direction: .row)
    try layout.add(items: [.width(100), .width(50)])
    #expect(layout.frames == [rect(0, 0, 100, 50), rect(100, 0, 50, 50)])
  }

  // MARK: - Flow

  /// Three 90-point chips and two 10-point gaps make 290, which fits in 300;
  /// the fourth chip wraps.
  @Test func flowWrapsWhenALineIsFull() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 300, 200), direction: .flow, spacing: 10)
    let chip = CGSize(width: 90, height: 30)
    try layout.add(items: [.size(chip), .size(chip), .size(chip), .size(chip)])
    #expect(
      layout.frames == [
        rect(0, 0, 90, 30), rect(100, 0, 90, 30), rect(200, 0, 90, 30),
        rect(0, 40, 90, 30),
      ])
  }

  @Test func flowUsesLineSpacingBetweenLines() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 300, 200), direction: .flow, spacing: 10,
      lineSpacing: 4)
    let chip = CGSize(width: 90, height: 30)
    try layout.add(items: [.size(chip), .size(chip), .size(chip), .size(chip)])
    #expect(try layout.frame(at: 3) == rect(0, 34, 90, 30))
  }

  @Test func flowKeepsAnExactFitOnOneLine() throws {
    let layout = Layout(parentFrame: rect(0, 0, 0.3, 1), direction: .flow)
    // 0.1 + 0.1 + 0.1 is not exactly 0.3 in binary; it must still fit.
    try layout.add(items: [
      .size(CGSize(width: 0.1, height: 1)),
      .size(CGSize(width: 0.1, height: 1)),
      .size(CGSize(width: 0.1, height: 1)),
    ])
    #expect(layout.frames.allSatisfy { $0.origin.y == 0 })
  }

  @Test func flowLineIsAsTallAsItsTallestItem() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 200, 100), direction: .flow, alignment: .center)
    try layout.add(items: [
      .size(CGSize(width: 80, height: 20)),
      .size(CGSize(width: 80, height: 40)),
      .size(CGSize(width: 150, height: 10)),
    ])
    #expect(
      layout.frames == [
        rect(0, 10, 80, 20), rect(80, 0, 80, 40), rect(0, 40, 150, 10),
      ])
  }

  @Test func flowItemsWithoutAHeightStretchToTheLine() throws {
    let layout = Layout(parentFrame: rect(0, 0, 200, 100), direction: .flow)
    try layout.add(items: [.size(CGSize(width: 100, height: 30)), .width(50)])
    #expect(layout.frames == [rect(0, 0, 100, 30), rect(100, 0, 50, 30)])
  }

  /// Lines 1 and 3 have no heights, so they share the 200 points line 2
  /// leaves: 100 each.
  @Test func flowLinesWithoutHeightsShareTheRest() throws {
    let layout = Layout(parentFrame: rect(0, 0, 300, 300), direction: .flow)
    try layout.add(items: [
      .width(150), .width(150), .size(CGSize(width: 300, height: 100)),
      .width(100),
    ])
    #expect(
      layout.frames == [
        rect(0, 0, 150, 100), rect(150, 0, 150, 100), rect(0, 100, 300, 100),
        rect(0, 200, 100, 100),
      ])
  }

  /// A flexible item's minimum decides where the line breaks; then it grows
  /// into what its own line leaves.
  @Test func flowFlexibleItemsGrowWithinTheirLine() throws {
    let layout = Layout(parentFrame: rect(0, 0, 300, 100), direction: .flow)
    try layout.add(items: [
      .size(CGSize(width: 100, height: 20)), .flexible(min: 150),
      .size(CGSize(width: 200, height: 20)), .flexible(min: 50),
    ])
    #expect(
      layout.frames == [
        rect(0, 0, 100, 20), rect(100, 0, 200, 20), rect(0, 20, 200, 20),
        rect(200, 20, 100, 20),
      ])
  }

  @Test func flowWithPaddingWrapsInsideIt() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 220, 100), direction: .flow, spacing: 10,
      padding: Layout.Insets(all: 10))
    try layout.add(items: [
      .size(CGSize(width: 100, height: 20)),
      .size(CGSize(width: 100, height: 20)),
    ])
    #expect(layout.frames == [rect(10, 10, 100, 20), rect(10, 40, 100, 20)])
  }
}
