import Foundation
import FrameLayout
import Testing

/// The seed's examples, worked out by hand on a 375 x 812 screen, and the
/// behaviour of `Layout` itself: recomputing, atomic adds, spacing, nesting.
@Suite struct LayoutTests {
  let screen = rect(0, 0, 375, 812)

  // MARK: - The seed's examples

  @Test func fullScreenItemTakesTheWholeParent() throws {
    let layout = Layout(parentFrame: screen, direction: .column)
    let mainItem = try layout.add(item: .flexible)
    #expect(try mainItem.frame() == rect(0, 0, 375, 812))
  }

  @Test func flexibleItemTakesWhatAFixedItemLeaves() throws {
    let layout = Layout(
      parentFrame: screen, direction: .column, alignment: .center)
    try layout.add(item: .flexible)
    try layout.add(item: .height(200))
    #expect(try layout.frame(at: 0) == rect(0, 0, 375, 612))
    #expect(try layout.frame(at: 1) == rect(0, 612, 375, 200))
  }

  @Test func headerToolbarAndFooterSplitInTwoColumns() throws {
    let mainLayout = Layout(parentFrame: screen, direction: .column)
    try mainLayout.add(items: [.flexible, .height(44), .height(200)])
    let headerFrame = try mainLayout.frame(at: 0)
    let toolbarFrame = try mainLayout.frame(at: 1)
    let footerFrame = try mainLayout.frame(at: 2)
    #expect(headerFrame == rect(0, 0, 375, 568))
    #expect(toolbarFrame == rect(0, 568, 375, 44))
    #expect(footerFrame == rect(0, 612, 375, 200))

    let contentLayout = Layout(parentFrame: footerFrame, direction: .row)
    try contentLayout.add(items: [.flexible, .flexible])
    #expect(try contentLayout.frame(at: 0) == rect(0, 612, 187.5, 200))
    #expect(try contentLayout.frame(at: 1) == rect(187.5, 612, 187.5, 200))
  }

  /// The music player of the Getting Started article, checked so the
  /// article's numbers stay true.
  @Test func gettingStartedMusicPlayer() throws {
    let page = Layout(parentFrame: screen, direction: .column)
    let artwork = try page.add(item: .flexible)
    try page.add(items: [.height(44), .height(200)])
    #expect(try artwork.frame() == rect(0, 0, 375, 568))

    let toolbar = Layout(
      parentFrame: try page.frame(at: 1), direction: .row,
      justification: .spaceEvenly,
      padding: Layout.Insets(leading: 16, trailing: 16))
    try toolbar.add(items: [.width(44), .width(44), .width(44), .width(44)])
    // 343 - 4 * 44 = 167 points free, five gaps of 33.4.
    expectFrames(
      toolbar.frames,
      [49.4, 126.8, 204.2, 281.6].map { rect($0, 568, 44, 44) })

    let footer = Layout(
      parentFrame: try page.frame(at: 2), direction: .row, spacing: 8)
    try footer.add(items: [.flexible(weight: 2, min: 200), .flexible()])
    expectFrames(
      footer.frames,
      [rect(0, 612, 734 / 3, 200), rect(734 / 3 + 8, 612, 367 / 3, 200)])

    let tags = Layout(
      parentFrame: try footer.frame(at: 1), direction: .flow, spacing: 4)
    try tags.add(items: [
      .size(CGSize(width: 60, height: 24)),
      .size(CGSize(width: 50, height: 24)),
      .size(CGSize(width: 70, height: 24)),
    ])
    // 60 + 4 + 50 = 114 fits in 122.3; the 70-point tag wraps.
    let x = 734 / 3 + 8 as CGFloat
    expectFrames(
      tags.frames,
      [rect(x, 612, 60, 24), rect(x + 64, 612, 50, 24), rect(x, 640, 70, 24)])

    #expect(throws: Layout.LayoutError.outOfSpace(needed: 1244, available: 812)) {
      try page.add(item: .height(1000))
    }
  }

  // MARK: - Frames

  @Test func framesAreInTheParentsCoordinateSpace() throws {
    let layout = Layout(parentFrame: rect(20, 40, 200, 100), direction: .row)
    try layout.add(items: [.width(50), .flexible])
    #expect(layout.frames == [rect(20, 40, 50, 100), rect(70, 40, 150, 100)])
  }

  @Test func framesListsEveryItemInOrder() throws {
    let layout = Layout(parentFrame: screen, direction: .column)
    let items = try layout.add(items: [.height(12), .flexible, .height(100)])
    #expect(layout.count == 3)
    #expect(
      layout.frames
        == [rect(0, 0, 375, 12), rect(0, 12, 375, 700), rect(0, 712, 375, 100)])
    for (index, item) in items.enumerated() {
      #expect(try item.frame() == layout.frame(at: index))
    }
  }

  @Test func emptyLayoutHasNoFrames() {
    let layout = Layout(parentFrame: screen, direction: .row)
    #expect(layout.count == 0)
    #expect(layout.frames.isEmpty)
  }

  @Test func addingAnItemRecomputesTheEarlierOnes() throws {
    let layout = Layout(parentFrame: screen, direction: .column)
    let top = try layout.add(item: .flexible)
    #expect(try top.frame() == rect(0, 0, 375, 812))
    try layout.add(item: .height(200))
    #expect(try top.frame() == rect(0, 0, 375, 612))
  }

  @Test func failedAddLeavesTheLayoutUnchanged() throws {
    let layout = Layout(parentFrame: screen, direction: .column)
    let first = try layout.add(item: .height(800))
    let tooTall = Item.height(100)
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 900, available: 812)) {
      try layout.add(item: tooTall)
    }
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 910, available: 812)) {
      try layout.add(items: [.height(10), .height(100)])
    }
    #expect(layout.count == 1)
    #expect(layout.frames == [rect(0, 0, 375, 800)])
    #expect(try first.frame() == rect(0, 0, 375, 800))
    #expect(throws: Layout.LayoutError.itemIncomplete) { try tooTall.frame() }

    // The rejected item was not kept, so it can still go elsewhere.
    let other = Layout(parentFrame: screen, direction: .column)
    try other.add(item: tooTall)
    #expect(try tooTall.frame() == rect(0, 0, 375, 100))
  }

  // MARK: - Spacing

  @Test func spacingSeparatesFlexibleItems() throws {
    let layout = Layout(
      parentFrame: rect(0, 0, 320, 50), direction: .row, spacing: 10)
    try layout.add(items: [.flexible, .flexible, .flexible])
    #expect(
      layout.frames
        == [rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(220, 0, 100, 50)])
  }

  @Test func spacingIsTakenBeforeFlexibleItemsShare() throws {
    let layout = Layout(parentFrame: screen, direction: .column, spacing: 8)
    try layout.add(items: [.height(44), .flexible, .height(100)])
    #expect(
      layout.frames
        == [rect(0, 0, 375, 44), rect(0, 52, 375, 652), rect(0, 712, 375, 100)])
  }

  @Test func singleItemHasNoSpacing() throws {
    let layout = Layout(parentFrame: screen, direction: .column, spacing: 30)
    try layout.add(item: .flexible)
    #expect(layout.frames == [screen])
  }

  // MARK: - Nesting

  @Test func threeLevelsOfNesting() throws {
    let page = Layout(parentFrame: screen, direction: .column)
    try page.add(items: [.height(100), .flexible])
    let body = Layout(parentFrame: try page.frame(at: 1), direction: .row)
    try body.add(items: [.width(75), .flexible])
    let content = Layout(
      parentFrame: try body.frame(at: 1), direction: .column,
      padding: Layout.Insets(all: 10))
    try content.add(items: [.flexible, .flexible])

    #expect(try page.frame(at: 1) == rect(0, 100, 375, 712))
    #expect(try body.frame(at: 1) == rect(75, 100, 300, 712))
    #expect(
      content.frames == [rect(85, 110, 280, 346), rect(85, 456, 280, 346)])
  }

  // MARK: - Invariants

  /// Random rows and columns: every frame stays inside the padded parent, in
  /// order, at least `spacing` apart, and flexible items keep their limits.
  @Test(arguments: [UInt64(1), 2, 3, 42, 2022])
  func randomLayoutsKeepTheirInvariants(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var placed = 0
    for round in 0..<200 {
      let label = "seed \(seed) round \(round)"
      if try checkRandomLayout(using: &random, label: label) { placed += 1 }
    }
    // Most rounds must fit, or the invariants would be checked on too few.
    #expect(placed > 100, "seed \(seed): only \(placed) layouts fit")
  }

  /// Builds one random layout and checks it; returns whether it fitted.
  private func checkRandomLayout(
    using random: inout SplitMix64, label: String
  ) throws -> Bool {
    let direction: Layout.Direction =
      Bool.random(using: &random) ? .row : .column
    let justification = Layout.Justification.allCases.randomElement(
      using: &random)
    let spacing = CGFloat(Int.random(in: 0...10, using: &random))
    let length = CGFloat(Int.random(in: 50...600, using: &random))
    let parent =
      direction == .row ? rect(7, 3, length, 40) : rect(7, 3, 40, length)
    var limits: [(min: CGFloat, max: CGFloat)?] = []
    var items: [Item] = []
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      if Bool.random(using: &random) {
        let fixed = CGFloat(Int.random(in: 0...60, using: &random))
        items.append(.dynamic(direction, fixed))
        limits.append(nil)
      } else {
        let min = CGFloat(Int.random(in: 0...30, using: &random))
        let max: CGFloat =
          Bool.random(using: &random)
          ? .infinity : min + CGFloat(Int.random(in: 0...150, using: &random))
        let weight = CGFloat(Int.random(in: 1...4, using: &random))
        items.append(.flexible(weight: weight, min: min, max: max))
        limits.append((min, max))
      }
    }
    let layout = Layout(
      parentFrame: parent, direction: direction,
      justification: justification ?? .start, spacing: spacing)
    do {
      try layout.add(items: items)
    } catch Layout.LayoutError.outOfSpace {
      return false  // Too many fixed points for this length.
    }

    let mainStart = direction == .row ? parent.minX : parent.minY
    let mainEnd = direction == .row ? parent.maxX : parent.maxY
    var previousEnd = mainStart - spacing
    for (index, frame) in layout.frames.enumerated() {
      let start = direction == .row ? frame.minX : frame.minY
      let end = direction == .row ? frame.maxX : frame.maxY
      #expect(
        start >= previousEnd + spacing - 1e-9,
        "\(label): item \(index) overlaps")
      #expect(end <= mainEnd + 1e-9, "\(label): item \(index) overflows")
      if let limit = limits[index] {
        #expect(
          end - start >= limit.min - 1e-9, "\(label): item \(index) below min")
        #expect(
          end - start <= limit.max + 1e-9, "\(label): item \(index) above max")
      }
      previousEnd = end
    }
    // A flexible item below its maximum would have taken any free space.
    let someFlexibleCanGrow = zip(layout.frames, limits).contains {
      frame, limit in
      guard let limit else { return false }
      let length = direction == .row ? frame.width : frame.height
      return length < limit.max - 1e-9
    }
    if someFlexibleCanGrow {
      #expect(abs(previousEnd - mainEnd) < 1e-6, "\(label): free space left")
    }
    return true
  }
}
