import Foundation
import FrameLayout
import Testing

/// What each kind of item asks for, and how flexible items share space by
/// weight within their minimum and maximum.
@Suite struct ItemTests {
  let bar = rect(0, 0, 300, 50)

  // MARK: - Fixed lengths

  @Test func widthInARowIsTheMainLength() throws {
    let layout = Layout(parentFrame: bar, direction: .row)
    try layout.add(items: [.width(60), .flexible])
    #expect(layout.frames == [rect(0, 0, 60, 50), rect(60, 0, 240, 50)])
  }

  @Test func widthInAColumnIsTheCrossLength() throws {
    let layout = Layout(parentFrame: rect(0, 0, 375, 812), direction: .column)
    try layout.add(items: [.width(100), .height(12)])
    #expect(layout.frames == [rect(0, 0, 100, 800), rect(0, 800, 375, 12)])
  }

  @Test func heightInARowIsTheCrossLength() throws {
    let layout = Layout(parentFrame: rect(0, 0, 375, 812), direction: .row)
    try layout.add(items: [.height(100), .flexible])
    #expect(
      layout.frames == [rect(0, 0, 187.5, 100), rect(187.5, 0, 187.5, 812)])
  }

  @Test func sizeFixesBothLengths() throws {
    let layout = Layout(parentFrame: rect(0, 0, 375, 812), direction: .column)
    try layout.add(items: [.size(CGSize(width: 100, height: 50)), .flexible])
    #expect(layout.frames == [rect(0, 0, 100, 50), rect(0, 50, 375, 762)])
  }

  @Test func dynamicIsAWidthInARowOrFlow() throws {
    for direction in [Layout.Direction.row, .flow] {
      let layout = Layout(parentFrame: bar, direction: direction)
      try layout.add(items: [.dynamic(direction, 60), .flexible])
      #expect(layout.frames == [rect(0, 0, 60, 50), rect(60, 0, 240, 50)])
    }
  }

  @Test func dynamicIsAHeightInAColumn() throws {
    let layout = Layout(parentFrame: rect(0, 0, 300, 100), direction: .column)
    try layout.add(items: [.dynamic(.column, 30), .flexible])
    #expect(layout.frames == [rect(0, 0, 300, 30), rect(0, 30, 300, 70)])
  }

  @Test func zeroLengthsAreAllowed() throws {
    let layout = Layout(parentFrame: bar, direction: .row)
    try layout.add(items: [.width(0), .size(.zero), .flexible])
    #expect(
      layout.frames == [
        rect(0, 0, 0, 50), rect(0, 0, 0, 0), rect(0, 0, 300, 50),
      ])
  }

  // MARK: - Flexible items

  @Test func flexibleItemsShareEqually() throws {
    let layout = Layout(parentFrame: bar, direction: .row)
    try layout.add(items: [.flexible, .flexible, .flexible])
    #expect(
      layout.frames == [
        rect(0, 0, 100, 50), rect(100, 0, 100, 50), rect(200, 0, 100, 50),
      ])
  }

  @Test func flexibleItemsWithNoSpaceLeftAreEmpty() throws {
    let layout = Layout(parentFrame: bar, direction: .row)
    try layout.add(items: [.width(300), .flexible])
    #expect(layout.frames == [rect(0, 0, 300, 50), rect(300, 0, 0, 50)])
  }

  @Test func weightsShareInProportion() throws {
    let layout = Layout(parentFrame: bar, direction: .row)
    try layout.add(items: [.flexible(weight: 2), .flexible])
    #expect(layout.frames == [rect(0, 0, 200, 50), rect(200, 0, 100, 50)])
  }

  @Test func weightsShareWhatFixedItemsLeave() throws {
    let layout = Layout(parentFrame: rect(0, 0, 400, 50), direction: .row)
    try layout.add(items: [
      .width(100), .flexible(weight: 1), .flexible(weight: 3),
    ])
    #expect(
      layout.frames == [
        rect(0, 0, 100, 50), rect(100, 0, 75, 50), rect(175, 0, 225, 50),
      ])
  }

  @Test func thirdsAddUpToTheWhole() throws {
    let layout = Layout(parentFrame: rect(0, 0, 100, 10), direction: .row)
    try layout.add(items: [.flexible, .flexible, .flexible])
    let third = CGFloat(100) / 3
    expectFrames(
      layout.frames,
      [
        rect(0, 0, third, 10), rect(third, 0, third, 10),
        rect(2 * third, 0, third, 10),
      ])
  }

  @Test func minimumIsKept() throws {
    let layout = Layout(parentFrame: bar, direction: .row)
    try layout.add(items: [.flexible(min: 250), .flexible])
    #expect(layout.frames == [rect(0, 0, 250, 50), rect(250, 0, 50, 50)])
  }

  @Test func maximumIsKept() throws {
    let layout = Layout(parentFrame: bar, direction: .row)
    try layout.add(items: [.flexible(max: 100), .flexible])
    #expect(layout.frames == [rect(0, 0, 100, 50), rect(100, 0, 200, 50)])
  }

  /// 600 points among weights 1, 1 and 3 gives 120, 120, 360; the first is
  /// capped at 100, and the other two share the remaining 500 as 125 : 375.
  @Test func spaceAboveAMaximumGoesToTheOthersByWeight() throws {
    let layout = Layout(parentFrame: rect(0, 0, 600, 50), direction: .row)
    try layout.add(items: [
      .flexible(max: 100), .flexible(weight: 1), .flexible(weight: 3),
    ])
    #expect(
      layout.frames == [
        rect(0, 0, 100, 50), rect(100, 0, 125, 50), rect(225, 0, 375, 50),
      ])
  }

  /// Limits are resolved in rounds.
  ///
  /// 1000 points among weights 1, 4, 1 give 166.7, 666.7, 166.7, which break
  /// both limits. The net change is negative, so the maximum (500) freezes
  /// first; then 250/250 breaks the minimum (300); the last item gets 200.
  @Test func minimumAndMaximumResolveInRounds() throws {
    let layout = Layout(parentFrame: rect(0, 0, 1000, 50), direction: .row)
    try layout.add(items: [
      .flexible(weight: 1, min: 300, max: 400),
      .flexible(weight: 4, max: 500),
      .flexible(weight: 1),
    ])
    expectFrames(
      layout.frames,
      [rect(0, 0, 300, 50), rect(300, 0, 500, 50), rect(800, 0, 200, 50)])
  }

  @Test func equalMinimumAndMaximumFixTheLength() throws {
    let layout = Layout(parentFrame: bar, direction: .row)
    try layout.add(items: [.flexible(min: 80, max: 80), .flexible])
    #expect(layout.frames == [rect(0, 0, 80, 50), rect(80, 0, 220, 50)])
  }

  @Test func itemsAtTheirMaximumLeaveSpaceFree() throws {
    let layout = Layout(parentFrame: bar, direction: .row)
    try layout.add(items: [.flexible(max: 50), .flexible(max: 70)])
    #expect(layout.frames == [rect(0, 0, 50, 50), rect(50, 0, 70, 50)])
  }

  @Test func flexibleItemWithAWidthSharesAColumn() throws {
    let layout = Layout(parentFrame: rect(0, 0, 300, 100), direction: .column)
    try layout.add(items: [.width(40), .flexible])
    #expect(layout.frames == [rect(0, 0, 40, 50), rect(0, 50, 300, 50)])
  }

  // MARK: - Identity and frames

  @Test func everyFactoryCallMakesANewItem() {
    #expect(Item.flexible !== Item.flexible)
    #expect(Item.width(1) !== Item.width(1))
  }

  @Test func frameBeforeAnyLayoutThrowsItemIncomplete() {
    let item = Item.size(CGSize(width: 10, height: 10))
    #expect(throws: Layout.LayoutError.itemIncomplete) { try item.frame() }
  }

  @Test func itemCanJoinANewLayoutOnceItsLayoutIsGone() throws {
    let item = Item.height(44)
    do {
      let old = Layout(parentFrame: rect(0, 0, 100, 100), direction: .column)
      try old.add(item: item)
      #expect(try item.frame() == rect(0, 0, 100, 44))
    }
    let new = Layout(parentFrame: rect(0, 0, 200, 200), direction: .column)
    try new.add(items: [.flexible, item])
    #expect(try item.frame() == rect(0, 156, 200, 44))
  }
}
