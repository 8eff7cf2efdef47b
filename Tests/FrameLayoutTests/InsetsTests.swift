import Foundation
import FrameLayout
import Testing

/// Padding between the parent frame and the items.
@Suite struct InsetsTests {
  @Test func initializersSetTheEdges() {
    #expect(Layout.Insets() == .zero)
    #expect(
      Layout.Insets(all: 8)
        == Layout.Insets(top: 8, leading: 8, bottom: 8, trailing: 8))
    let insets = Layout.Insets(top: 1, trailing: 4)
    #expect(
      [insets.top, insets.leading, insets.bottom, insets.trailing] == [
        1, 0, 0, 4,
      ])
  }

  @Test func paddingShrinksTheSpaceItemsShare() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 375, 812), direction: .column,
      padding: Layout.Insets(top: 20, leading: 16, bottom: 34, trailing: 16))
    try layout.add(items: [.flexible, .height(44)])
    #expect(layout.frames == [rect(16, 20, 343, 714), rect(16, 734, 343, 44)])
  }

  @Test func paddingAndSpacingTogether() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 320, 60), direction: .row, spacing: 10,
      padding: Layout.Insets(all: 10))
    try layout.add(items: [.flexible, .flexible, .flexible])
    expectFrames(
      layout.frames,
      [
        rect(10, 10, 280 / 3, 40), rect(20 + 280 / 3, 10, 280 / 3, 40),
        rect(30 + 560 / 3, 10, 280 / 3, 40),
      ])
  }

  @Test func paddingThatFillsTheParentLeavesEmptyItems() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 100, 100), direction: .row,
      padding: Layout.Insets(all: 50))
    try layout.add(item: .flexible)
    #expect(layout.frames == [rect(50, 50, 0, 0)])
  }

  @Test func paddingWiderThanTheParentThrows() {
    let layout = Layout(
      parentFrame: rect(0, 0, 100, 100), direction: .row,
      padding: Layout.Insets(leading: 60, trailing: 50))
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 110, available: 100)) {
      try layout.add(item: .flexible)
    }
  }

  @Test func paddingTallerThanTheParentThrows() {
    let layout = Layout(
      parentFrame: rect(0, 0, 100, 100), direction: .column,
      padding: Layout.Insets(top: 80, bottom: 30))
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 110, available: 100)) {
      try layout.add(item: .flexible)
    }
  }
}
