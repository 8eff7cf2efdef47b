import Foundation
import FrameLayout
import Testing

/// Every error, the input that causes it, and the sentence it prints.
@Suite struct LayoutErrorTests {
  let screen = rect(0, 0, 375, 812)

  // MARK: - outOfSpace

  @Test func fixedItemsTallerThanTheParent() {
    let layout = Layout(parentFrame: screen, direction: .column)
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 900, available: 812)) {
      try layout.add(items: [.flexible, .height(600), .height(300)])
    }
  }

  @Test func spacingCountsTowardsTheSpaceNeeded() {
    let layout = Layout(
      parentFrame: rect(0, 0, 100, 10), direction: .row, spacing: 10)
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 105, available: 100)) {
      try layout.add(items: [.width(50), .width(45)])
    }
  }

  @Test func minimumsCountTowardsTheSpaceNeeded() {
    let layout = Layout(parentFrame: rect(0, 0, 100, 10), direction: .row)
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 120, available: 100)) {
      try layout.add(items: [.flexible(min: 60), .flexible(min: 60)])
    }
  }

  @Test func itemWiderThanAColumn() {
    let layout = Layout(parentFrame: screen, direction: .column)
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 400, available: 375)) {
      try layout.add(item: .width(400))
    }
  }

  @Test func flowItemWiderThanALine() {
    let layout = Layout(parentFrame: rect(0, 0, 300, 100), direction: .flow)
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 301, available: 300)) {
      try layout.add(items: [.width(100), .width(301)])
    }
  }

  @Test func flowLinesTallerThanTheParent() {
    let layout = Layout(parentFrame: rect(0, 0, 300, 50), direction: .flow)
    let line = CGSize(width: 300, height: 30)
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 60, available: 50)) {
      try layout.add(items: [.size(line), .size(line)])
    }
  }

  @Test func hugeLengthsThrowInsteadOfOverflowing() {
    let layout = Layout(parentFrame: screen, direction: .row)
    let huge = CGFloat.greatestFiniteMagnitude
    #expect(
      throws: Layout.LayoutError.outOfSpace(needed: .infinity, available: 375)
    ) {
      try layout.add(items: [.width(huge), .width(huge)])
    }
  }

  // MARK: - itemIncomplete, itemOutOfBounds, itemAlreadyAdded

  @Test func readingAFrameBeforeAddingTheItem() {
    #expect(throws: Layout.LayoutError.itemIncomplete) {
      try Item.flexible.frame()
    }
  }

  @Test(arguments: [3, -1, Int.max])
  func indexOutsideTheLayout(index: Int) throws {
    let layout = Layout(parentFrame: screen, direction: .column)
    try layout.add(items: [.flexible, .flexible, .flexible])
    #expect(throws: Layout.LayoutError.itemOutOfBounds(index: index, count: 3)) {
      try layout.frame(at: index)
    }
  }

  @Test func indexInAnEmptyLayout() {
    let layout = Layout(parentFrame: screen, direction: .column)
    #expect(throws: Layout.LayoutError.itemOutOfBounds(index: 0, count: 0)) {
      try layout.frame(at: 0)
    }
  }

  @Test func sameItemTwiceInOneCall() {
    let layout = Layout(parentFrame: screen, direction: .column)
    let spacer = Item.flexible
    #expect(throws: Layout.LayoutError.itemAlreadyAdded(index: 2)) {
      try layout.add(items: [spacer, .height(44), spacer])
    }
    #expect(layout.count == 0)
  }

  @Test func itemAlreadyInThisLayout() throws {
    let layout = Layout(parentFrame: screen, direction: .column)
    let header = try layout.add(item: .height(44))
    #expect(throws: Layout.LayoutError.itemAlreadyAdded(index: 1)) {
      try layout.add(item: header)
    }
  }

  @Test func itemAlreadyInAnotherLayout() throws {
    let first = Layout(parentFrame: screen, direction: .column)
    let header = try first.add(item: .height(44))
    let second = Layout(parentFrame: screen, direction: .row)
    try second.add(item: .flexible)
    #expect(throws: Layout.LayoutError.itemAlreadyAdded(index: 1)) {
      try second.add(item: header)
    }
    #expect(try header.frame() == rect(0, 0, 375, 44))
  }

  // MARK: - invalidValue

  /// A bad item, built fresh for each run because items are not `Sendable`.
  struct BadItem: Sendable, CustomTestStringConvertible {
    let name: String
    let value: CGFloat
    let make: @Sendable () -> Item
    var testDescription: String { name }
  }

  @Test(arguments: [
    BadItem(name: "items[1].width", value: -1) { .width(-1) },
    BadItem(name: "items[1].height", value: .nan) { .height(.nan) },
    BadItem(name: "items[1].width", value: .infinity) {
      .size(CGSize(width: CGFloat.infinity, height: 10))
    },
    BadItem(name: "items[1].height", value: -.infinity) {
      .size(CGSize(width: 10, height: -CGFloat.infinity))
    },
    BadItem(name: "items[1].width", value: -5) { .dynamic(.row, -5) },
    BadItem(name: "items[1].weight", value: 0) { .flexible(weight: 0) },
    BadItem(name: "items[1].weight", value: -2) { .flexible(weight: -2) },
    BadItem(name: "items[1].weight", value: .infinity) {
      .flexible(weight: .infinity)
    },
    BadItem(name: "items[1].min", value: -1) { .flexible(min: -1) },
    BadItem(name: "items[1].min", value: .infinity) {
      .flexible(min: .infinity)
    },
    BadItem(name: "items[1].max", value: 5) { .flexible(min: 10, max: 5) },
    BadItem(name: "items[1].max", value: .nan) { .flexible(max: .nan) },
  ])
  func invalidItemIsNamed(bad: BadItem) throws {
    let layout = Layout(parentFrame: screen, direction: .row)
    try layout.add(item: .width(10))
    let error = #expect(throws: Layout.LayoutError.self) {
      try layout.add(item: bad.make())
    }
    guard case .invalidValue(let name, let value, _) = error else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
      return
    }
    #expect(name == bad.name)
    #expect(value == bad.value || (value.isNaN && bad.value.isNaN))
    #expect(layout.count == 1)
  }

  struct BadLayout: Sendable, CustomTestStringConvertible {
    let name: String
    let value: CGFloat
    let make: @Sendable () -> Layout
    var testDescription: String { name }
  }

  @Test(arguments: [
    BadLayout(name: "parentFrame.x", value: .nan) {
      Layout(parentFrame: rect(.nan, 0, 10, 10), direction: .row)
    },
    BadLayout(name: "parentFrame.y", value: .infinity) {
      Layout(parentFrame: rect(0, .infinity, 10, 10), direction: .row)
    },
    BadLayout(name: "parentFrame.width", value: -10) {
      Layout(parentFrame: rect(0, 0, -10, 10), direction: .row)
    },
    BadLayout(name: "parentFrame.height", value: .infinity) {
      Layout(parentFrame: rect(0, 0, 10, .infinity), direction: .column)
    },
    BadLayout(name: "spacing", value: -1) {
      Layout(parentFrame: rect(0, 0, 10, 10), direction: .row, spacing: -1)
    },
    BadLayout(name: "lineSpacing", value: .nan) {
      Layout(
        parentFrame: rect(0, 0, 10, 10), direction: .flow, lineSpacing: .nan)
    },
    BadLayout(name: "padding.top", value: -3) {
      Layout(
        parentFrame: rect(0, 0, 10, 10), direction: .row,
        padding: Layout.Insets(top: -3))
    },
    BadLayout(name: "padding.trailing", value: .infinity) {
      Layout(
        parentFrame: rect(0, 0, 10, 10), direction: .row,
        padding: Layout.Insets(trailing: .infinity))
    },
  ])
  func invalidLayoutIsNamed(bad: BadLayout) {
    let layout = bad.make()
    let error = #expect(throws: Layout.LayoutError.self) {
      try layout.add(item: .flexible)
    }
    guard case .invalidValue(let name, let value, _) = error else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
      return
    }
    #expect(name == bad.name)
    #expect(value == bad.value || (value.isNaN && bad.value.isNaN))
    #expect(layout.frames.isEmpty)
  }

  // MARK: - Matching and messages

  @Test func casesCanBeMatchedInACatch() {
    let layout = Layout(parentFrame: screen, direction: .column)
    var reported: (CGFloat, CGFloat)?
    do {
      try layout.add(items: [.height(600), .height(400)])
    } catch Layout.LayoutError.outOfSpace(let needed, let available) {
      reported = (needed, available)
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(reported?.0 == 1000)
    #expect(reported?.1 == 812)
  }

  @Test(arguments: [
    (
      Layout.LayoutError.outOfSpace(needed: 900, available: 812),
      "out of space: the items need 900.0 points but the layout has 812.0"
    ),
    (
      .itemIncomplete,
      "item incomplete: an item has no frame until a layout places it"
    ),
    (
      .itemOutOfBounds(index: 3, count: 1),
      "item out of bounds: index 3 asked for, but the layout has 1 item"
    ),
    (
      .itemOutOfBounds(index: 5, count: 3),
      "item out of bounds: index 5 asked for, but the layout has 3 items"
    ),
    (
      .itemAlreadyAdded(index: 2),
      "item already added: items[2] already belongs to a layout; create a new item for each place"
    ),
    (
      .invalidValue(
        name: "items[2].height", value: -5, expected: "a finite length >= 0"),
      "invalid value: items[2].height is -5.0, expected a finite length >= 0"
    ),
  ])
  func descriptionSaysWhatIsWrong(error: Layout.LayoutError, text: String) {
    #expect(error.description == text)
    #expect("\(error)" == text)
    #expect(error.localizedDescription == text)
  }

  @Test func expectedValueIsExplained() {
    let layout = Layout(parentFrame: screen, direction: .row)
    let error = #expect(throws: Layout.LayoutError.self) {
      try layout.add(item: .flexible(min: 10, max: 5))
    }
    #expect(
      error?.description
        == "invalid value: items[0].max is 5.0, expected a length >= min (10.0)"
    )
  }
}
