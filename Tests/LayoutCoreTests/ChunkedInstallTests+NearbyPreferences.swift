import Foundation
import LayoutScreens
import Testing

@testable import LayoutCore

/// Weak preferences on views with few subviews (a small stack view's fits
/// and gaps, a card's height) are installed with the chunk of views they
/// reach; only those of a container of many views wait until after the
/// last chunk.
extension ChunkedInstallTests {
  @Test func aListsRowsInstallTheirPreferencesWithTheirChunk() {
    let (chunked, whole) = Self.both {
      SampleScreens.stackList(
        views: 2500, list: .fillEqually, row: .top, rowDistribution: .equalCentering, text: .equalSpacing)
    }
    #expect(chunked.layoutEngine.statistics.chunkedFlushes == 1)
    #expect(Self.sameFrames(chunked, whole), "\(Self.largestDifference(chunked, whole))")
    // Every row and text stack has weak preferences of its own (about one
    // a view); the list has one or two.
    var weak = 0
    chunked.forEachInSubtree { view in
      weak += view.installedConstraints.count { !$0.priority.isRequired && $0.priority.rawValue < 250 }
    }
    #expect(weak >= 1000)
    #expect(
      chunked.layoutEngine.statistics.preferencesAfterChunks <= 4,
      "\(chunked.layoutEngine.statistics.preferencesAfterChunks)")
  }

  /// A feed's cards are pulled short at priority 1; each card has three
  /// subviews, so its pull is installed with its chunk.
  @Test func aFeedsCardsArePulledShortInTheirChunk() {
    let (chunked, whole) = Self.both { SampleScreens.feed(views: 2500) }
    #expect(chunked.layoutEngine.statistics.chunkedFlushes > 0)
    #expect(chunked.layoutEngine.statistics.preferencesAfterChunks == 0)
    #expect(Self.sameFrames(chunked, whole), "\(Self.largestDifference(chunked, whole))")
    // Each card is as short as its content: the image, or the text if taller.
    for card in chunked.subviews {
      let bottom = card.subviews.map(\.frame.maxY).max() ?? 0
      #expect(abs(card.frame.height - (bottom + 12)) < 0.5)
    }
  }

  /// The preferences of a stack with more subviews than
  /// `ConstraintQueue.nearbySubviewCount` wait for every chunk, and the
  /// stack lays out as one whole install does.
  @Test func aLongStacksPreferencesWaitForEveryChunk() {
    func longRows() -> Window {
      let window = Window(size: CGSize(width: 390, height: 844), displayScale: 3)
      var constraints: [LayoutConstraint] = []
      var previous = window.topAnchor
      for _ in 0..<40 {
        let row = StackView()
        row.axis = .horizontal
        row.alignment = .center
        row.distribution = .equalSpacing
        row.translatesAutoresizingMaskIntoConstraints = false
        for index in 0...ConstraintQueue.nearbySubviewCount {
          let box = View()
          box.translatesAutoresizingMaskIntoConstraints = false
          constraints += [
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: CGFloat(4 + index % 5)),
          ]
          row.addArrangedSubview(box)
        }
        window.addSubview(row)
        constraints += [
          row.topAnchor.constraint(equalTo: previous, constant: 2),
          row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ]
        previous = row.bottomAnchor
      }
      LayoutConstraint.activate(constraints)
      return window
    }
    let (chunked, whole) = Self.both(longRows, chunkSize: 128)
    #expect(chunked.layoutEngine.statistics.chunkedFlushes > 0)
    // Each row's canvas and spanner fits, and its boxes' gaps: all held
    // back (the boxes' own ambiguity suppression is not).
    #expect(chunked.layoutEngine.statistics.preferencesAfterChunks >= 40 * 2)
    #expect(Self.sameFrames(chunked, whole), "\(Self.largestDifference(chunked, whole))")
    for row in chunked.subviews {
      #expect(row.frame.height == 8)
    }
  }
}
