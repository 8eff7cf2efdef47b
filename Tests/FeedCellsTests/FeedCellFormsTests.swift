import FeedCells
import Foundation
import FreeTypeText
import LayoutCore
import Testing

/// The benchmark's four forms of the feed cell lay out the same cell: the
/// ratios in Docs/Performance.md compare equal work only if they agree.
@Suite struct FeedCellFormsTests {
  nonisolated static let measurer = try? FreeTypeTextMeasurer()

  /// Each form's height for the first items, sized to 375 points.
  static func heights<Cell: FeedCell>(_ type: Cell.Type, _ items: [FeedItem]) -> [CGFloat] {
    items.map { item in
      Label.$defaultTextMeasurer.withValue(measurer!) {
        let cell = Cell()
        cell.show(item)
        return cell.fittingSize(width: 375).height
      }
    }
  }

  @Test(.enabled(if: measurer != nil, "DejaVu is installed by Scripts/install-deps.sh"))
  func everyFormGivesTheCellTheSameHeight() {
    let items = FeedItem.items(12)
    let frames = Self.heights(FeedCellFrames.self, items)
    // Items differ in their text, so the cells do in their height.
    #expect(Set(frames).count > 1)
    for (name, heights) in [
      ("constraints", Self.heights(FeedCellConstraints.self, items)),
      ("stacks", Self.heights(FeedCellStacks.self, items)),
      ("FrameLayout", Self.heights(FeedCellFrameLayout.self, items)),
    ] {
      for (index, (height, expected)) in zip(heights, frames).enumerated() {
        #expect(abs(height - expected) <= 1, "\(name), item \(index): \(height), hand-written \(expected)")
      }
    }
  }

  /// Laid out at its fitting size, the constraint-built cell puts the
  /// headline beside the avatar and the reply at the bottom.
  @Test(.enabled(if: measurer != nil, "DejaVu is installed by Scripts/install-deps.sh"))
  func theConstraintFormPlacesItsSections() throws {
    try Label.$defaultTextMeasurer.withValue(#require(Self.measurer)) {
      let cell = FeedCellConstraints()
      cell.show(FeedItem.items(1)[0])
      let size = cell.fittingSize(width: 375)
      cell.frame = CGRect(origin: .zero, size: size)
      cell.layoutIfNeeded()
      #expect(cell.layoutDiagnostics.records.isEmpty)
      let sections = cell.subviews.sorted { $0.frame.minY < $1.frame.minY }
      #expect(sections.count == 5)
      #expect(sections.last?.frame.maxY == size.height)
      #expect(sections.allSatisfy { $0.frame.width == 375 })
    }
  }
}
