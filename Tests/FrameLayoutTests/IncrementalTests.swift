import Foundation
import Testing

@testable import FrameLayout

/// Adding checks at once and lays out on read: the frames and the errors are
/// exactly what laying out the whole list at once gives.
@Suite struct IncrementalTests {
  /// A small deterministic generator, so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  }

  func randomItem(_ random: inout Generator) -> Item {
    switch random.below(6) {
    case 0: .flexible
    case 1:
      .flexible(
        weight: CGFloat(1 + random.below(3)), min: CGFloat(random.below(30)), max: CGFloat(20 + random.below(80)))
    case 2: .width(CGFloat(random.below(60)))
    case 3: .height(CGFloat(random.below(60)))
    case 4: .size(CGSize(width: random.below(80), height: random.below(80)))
    default: .height(-1)  // invalid: must throw and change nothing
    }
  }

  @Test(arguments: [Layout.Direction.row, .column, .flow])
  func addingPieceByPieceMatchesLayingOutAtOnce(_ direction: Layout.Direction) throws {
    var random = Generator(state: 42)
    for round in 0..<200 {
      let layout = Layout(
        parentFrame: CGRect(x: 5, y: 7, width: 300, height: 400), direction: direction,
        alignment: [.leading, .center, .trailing][round % 3], spacing: CGFloat(round % 4),
        padding: Layout.Insets(top: 2, leading: 3, bottom: 4, trailing: 5),
        layoutDirection: round % 2 == 0 ? .leftToRight : .rightToLeft)
      var accepted: [ItemSpec] = []
      var items: [Item] = []
      for _ in 0..<(1 + random.below(12)) {
        let batch = (0..<(1 + random.below(3))).map { _ in randomItem(&random) }
        let candidate = accepted + batch.map(\.spec)
        let expected = Result { () throws(Layout.LayoutError) in
          try FrameEngine.frames(for: candidate, in: layout.configuration)
        }
        do {
          try layout.add(items: batch)
          accepted = candidate
          items += batch
          #expect(try expected.get() == layout.frames, "round \(round)")
        } catch let error as Layout.LayoutError {
          // The same error as the whole list gives, and nothing changed.
          guard case .failure(let eager) = expected else {
            Issue.record("round \(round): add threw \(error), laying out at once did not")
            continue
          }
          #expect(error == eager, "round \(round)")
          #expect(layout.count == accepted.count)
          #expect(batch.allSatisfy { (try? $0.frame()) == nil })
        }
      }
      for (index, item) in items.enumerated() {
        #expect(try item.frame() == layout.frame(at: index))
      }
    }
  }

  /// Rows and columns whose flexible items have no limits are laid out in
  /// one pass of their own; the frames must be the engine's to the last bit,
  /// for every justification, alignment and direction.
  @Test(arguments: Layout.Justification.allCases)
  func aLineWithoutLimitsMatchesTheEngine(_ justification: Layout.Justification) throws {
    var random = Generator(state: 7)
    for round in 0..<120 {
      let direction: Layout.Direction = round % 2 == 0 ? .row : .column
      let layout = Layout(
        parentFrame: CGRect(x: 3, y: 9, width: 400, height: 380), direction: direction,
        alignment: Layout.Alignment.allCases[round % 3], justification: justification,
        spacing: CGFloat(round % 5) * 0.7,
        padding: Layout.Insets(top: 1, leading: 6, bottom: 2, trailing: 0.5),
        layoutDirection: round % 4 < 2 ? .leftToRight : .rightToLeft)
      let items: [Item] = (0..<(1 + random.below(20))).map { _ in
        switch random.below(4) {
        case 0: .flexible
        case 1: .flexible(weight: CGFloat(1 + random.below(5)) / 3)
        case 2: .dynamic(direction, CGFloat(random.below(15)) * 1.1)
        default: .size(CGSize(width: random.below(15), height: random.below(15)))
        }
      }
      guard (try? layout.add(items: items)) != nil else { continue }
      #expect(layout.state.line.limitedCount == 0)
      let expected = try FrameEngine.frames(for: items.map(\.spec), in: layout.configuration)
      #expect(layout.frames == expected, "round \(round)")
    }
  }

  @Test func addingOneAtATimeLaysOutOnceWhenRead() throws {
    let layout = Layout(parentFrame: CGRect(x: 0, y: 0, width: 375, height: 100_000), direction: .column)
    var items: [Item] = []
    for index in 0..<5_000 {
      items.append(try layout.add(item: index % 10 == 9 ? .flexible : .height(10)))
    }
    #expect(layout.state.layoutPasses == 0)
    #expect(try items[4_999].frame().maxY == 100_000)
    _ = layout.frames
    _ = try layout.frame(at: 17)
    #expect(layout.state.layoutPasses == 1)
    try layout.add(item: .height(1))
    #expect(try items[0].frame() == CGRect(x: 0, y: 0, width: 375, height: 10))
    #expect(layout.state.layoutPasses == 2)
  }

  @Test func aFailedAddUndoesItsMarks() throws {
    let layout = Layout(parentFrame: CGRect(x: 0, y: 0, width: 100, height: 100), direction: .column)
    let a = Item.height(60)
    let b = Item.height(60)
    #expect(throws: Layout.LayoutError.self) { try layout.add(items: [a, b]) }
    #expect(layout.count == 0)
    // Neither item was kept: both can join a layout with room for them.
    let roomy = Layout(parentFrame: CGRect(x: 0, y: 0, width: 100, height: 200), direction: .column)
    try roomy.add(items: [a, b])
    #expect(try b.frame() == CGRect(x: 0, y: 60, width: 100, height: 60))
    #expect(throws: Layout.LayoutError.itemAlreadyAdded(index: 2)) { try roomy.add(item: a) }
  }
}
