import Foundation
import Testing

@testable import FrameLayout

/// Who keeps whom alive: a layout holds its items, as the seed's layout
/// does; an item points back without keeping its layout, and keeps its last
/// frame when the layout goes.
@Suite struct ItemLifetimeTests {
  @Test func anItemKeepsTheFrameItsLayoutGaveItLast() throws {
    let header = Item.height(44)
    do {
      let layout = Layout(parentFrame: rect(0, 0, 100, 300), direction: .column)
      try layout.add(items: [.flexible, header])
      #expect(try header.frame() == rect(0, 256, 100, 44))
      // Added after the read: the frame follows the layout, unread.
      try layout.add(item: .height(100))
    }
    #expect(try header.frame() == rect(0, 156, 100, 44))
  }

  @Test func aLayoutIsFreedWhileItsItemsLive() throws {
    let items: [Item] = [.height(10), .flexible, .height(30)]
    weak var gone: Layout?
    do {
      let layout = Layout(parentFrame: rect(0, 0, 50, 100), direction: .column)
      try layout.add(items: items)
      gone = layout
    }
    #expect(gone == nil)
    #expect(try items.map { try $0.frame() } == [rect(0, 0, 50, 10), rect(0, 10, 50, 60), rect(0, 70, 50, 30)])
  }

  @Test func itemsAreFreedWithTheirLayout() throws {
    weak var item: Item?
    var layout: Layout? = Layout(parentFrame: rect(0, 0, 50, 100), direction: .row)
    do {
      let made = Item.flexible
      try layout?.add(item: made)
      item = made
    }
    #expect(item != nil, "the layout keeps its items")
    layout = nil
    #expect(item == nil)
  }

  /// Each way of laying out (one pass for a line without limits, the
  /// general engine for limits, a flow laid out as items are added) gives
  /// every item its frame, read through the item while the layout lives
  /// and kept after it goes.
  @Test(arguments: [Layout.Direction.row, .column, .flow], [false, true])
  func everyLayoutGivesItsItemsTheirFrames(_ direction: Layout.Direction, limited: Bool) throws {
    let items: [Item] = (0..<12).map { index in
      switch index % 3 {
      case 0: .size(CGSize(width: 20, height: 10))
      case 1: limited ? .flexible(weight: 2, min: 5, max: 30) : .flexible(weight: 2)
      default: .dynamic(direction, 15)
      }
    }
    var expected: [CGRect] = []
    do {
      let layout = Layout(
        parentFrame: rect(3, 4, 300, 200), direction: direction, alignment: .center, spacing: 2,
        layoutDirection: .rightToLeft)
      try layout.add(items: Array(items[..<6]))
      try layout.add(items: Array(items[6...]))
      // Read through the items first: the layout lays out for them.
      let throughItems = try items.map { try $0.frame() }
      expected = layout.frames
      #expect(throughItems == expected)
      #expect(Set(expected.map(\.minX)).count > 1 || direction == .column)
    }
    #expect(try items.map { try $0.frame() } == expected)
  }

  @Test func anItemFollowsTheNextLayoutItJoins() throws {
    let item = Item.height(40)
    do {
      let first = Layout(parentFrame: rect(0, 0, 100, 100), direction: .column)
      try first.add(items: [.height(10), item])
      #expect(try item.frame() == rect(0, 10, 100, 40))
    }
    let second = Layout(parentFrame: rect(0, 0, 60, 100), direction: .column)
    try second.add(items: [item])
    #expect(try item.frame() == rect(0, 0, 60, 40))
    try second.add(items: [.height(5)])
    #expect(try item.frame() == rect(0, 0, 60, 40))
    let before = Layout(parentFrame: rect(0, 0, 60, 100), direction: .column, justification: .end)
    try before.add(items: [.height(1)])
    #expect(throws: Layout.LayoutError.itemAlreadyAdded(index: 1)) { try before.add(item: item) }
    #expect(try item.frame() == rect(0, 0, 60, 40))
  }

  @Test func anItemOfAFailedAddKeepsItsOldFrame() throws {
    let item = Item.height(30)
    do {
      let old = Layout(parentFrame: rect(0, 0, 80, 100), direction: .column)
      try old.add(item: item)
      _ = old.frames
    }
    let tooSmall = Layout(parentFrame: rect(0, 0, 80, 20), direction: .column)
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 30, available: 20)) {
      try tooSmall.add(item: item)
    }
    #expect(try item.frame() == rect(0, 0, 80, 30))
    #expect(tooSmall.count == 0)
  }

  /// The quick validity test must never pass what the full check rejects,
  /// and must pass everything it accepts (huge finite lengths included).
  @Test func theQuickValidityTestAgreesWithTheFullCheck() {
    let values: [CGFloat] = [0, 1, 44, -0.0, -1, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, 1e308]
    var checked = 0
    for width in [nil] + values {
      for height in [nil, 0, .nan, -2, 1e308] as [CGFloat?] {
        for weight in values {
          for minimum in values {
            for maximum in [0, 10, .infinity, .nan, -1, 1e308] as [CGFloat] {
              let spec = ItemSpec(width: width, height: height, weight: weight, minimum: minimum, maximum: maximum)
              let passes = (try? spec.validate(index: 0)) != nil
              #expect(spec.isValid == passes, "\(spec)")
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked == 11 * 5 * 10 * 10 * 6)
  }

  /// An item stores its values compactly (flags, and the usual weight and
  /// limits left out); it must give back every spec it was made with, bit
  /// for bit, and judge it valid as the spec does.
  @Test func anItemGivesBackTheSpecItWasMadeWith() {
    let values: [CGFloat] = [0, -0.0, 1, 44, -1, .nan, .infinity, 1e308]
    var checked = 0
    for width in [nil] + values {
      for height in [nil, 0, .nan, -2] as [CGFloat?] {
        for weight in [1, 2, 0, -1, .nan] as [CGFloat] {
          for minimum in values {
            for maximum in [0, 10, .infinity, .nan] as [CGFloat] {
              let spec = ItemSpec(width: width, height: height, weight: weight, minimum: minimum, maximum: maximum)
              let back = Item(spec).spec
              #expect(back.width?.bitPattern == spec.width?.bitPattern, "\(spec)")
              #expect(back.height?.bitPattern == spec.height?.bitPattern, "\(spec)")
              #expect(back.weight.bitPattern == spec.weight.bitPattern, "\(spec)")
              #expect(back.minimum.bitPattern == spec.minimum.bitPattern, "\(spec)")
              #expect(back.maximum.bitPattern == spec.maximum.bitPattern, "\(spec)")
              #expect(Item(spec).isValid == spec.isValid, "\(spec)")
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked == 9 * 4 * 5 * 8 * 4)
  }

  /// The usual flexible item keeps no limits object, so it stays small.
  @Test func onlyUnusualFlexibleItemsHoldLimits() {
    #expect(Item.flexible.limits == nil)
    #expect(Item.height(44).limits == nil)
    #expect(Item.flexible(weight: 1, min: 0, max: .infinity).limits == nil)
    #expect(Item.flexible(weight: 2).limits?.weight == 2)
    #expect(Item.flexible(min: -0.0).limits?.minimum.sign == .minus)
    #expect(Item.flexible(max: 100).limits?.isLimited == true)
    #expect(Item.flexible(weight: 3).limits?.isLimited == false)
  }
}
