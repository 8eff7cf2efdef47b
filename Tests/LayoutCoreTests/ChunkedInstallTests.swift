import Foundation
import LayoutScreens
import Testing

@testable import Cassowary
@testable import LayoutCore

/// A large queue is installed in chunks of the views it names (about a
/// thousand views at a time, so they stay in the cache) instead of group by
/// group over the whole screen. The chunks must lay a screen out as
/// one whole queue does, with no more work.
@Suite struct ChunkedInstallTests {
  /// Every view's frame in the window, in tree order.
  static func frames(_ window: Window) -> [CGRect] {
    var frames: [CGRect] = []
    window.forEachInSubtree { frames.append($0.frame) }
    return frames
  }

  /// The largest difference between two screens' frames, edge by edge
  /// (infinity when they have different numbers of views).
  ///
  /// Chunks may solve in another order than one whole queue (a chunk has
  /// its wrapping labels measured as soon as their widths are solved, a
  /// whole queue in a second round), so frames far down a long screen can
  /// differ in their last bits (1e-12 at y = 60,000); a pixel is 0.33.
  static func largestDifference(_ a: Window, _ b: Window) -> Double {
    let first = frames(a)
    let second = frames(b)
    guard first.count == second.count else { return .infinity }
    var largest = 0.0
    for (x, y) in zip(first, second) {
      largest = max(
        largest, abs(x.minX - y.minX), abs(x.minY - y.minY), abs(x.width - y.width), abs(x.height - y.height))
    }
    return largest
  }

  /// A new view added to `parent` for constraints to place (a row of a list).
  static func addedRow(to parent: View) -> View {
    let row = View()
    row.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(row)
    return row
  }

  /// Whether two screens have the same frames (see ``largestDifference(_:_:)``).
  static func sameFrames(_ a: Window, _ b: Window) -> Bool {
    largestDifference(a, b) < 1e-6
  }

  /// Lays a screen out with chunks of `chunkSize` constraints and as one queue.
  static func both(_ build: () -> Window, chunkSize: Int = 1024)
    -> (chunked: Window, whole: Window)
  {
    // Set while the screen is built: a long activation installs chunks then.
    let chunked = LayoutEngine.$chunkSizeForNewEngines.withValue(chunkSize) { build() }
    chunked.layoutEngine.chunkSize = chunkSize
    chunked.layoutIfNeeded()
    let whole = LayoutEngine.$chunkSizeForNewEngines.withValue(.max / 4) { build() }
    whole.layoutEngine.chunkSize = .max / 4
    whole.layoutIfNeeded()
    return (chunked, whole)
  }

  static func expectSameLayout(_ name: String, _ build: () -> Window) {
    let (chunked, whole) = both(build)
    // In chunks at the layout pass, or part by part as a long list was activated.
    #expect(
      chunked.layoutEngine.statistics.chunkedFlushes + chunked.layoutEngine.statistics.activatedParts > 0,
      "\(name) was not installed in chunks")
    #expect(whole.layoutEngine.statistics.chunkedFlushes == 0)
    #expect(
      sameFrames(chunked, whole), "\(name): chunks laid it out differently (\(largestDifference(chunked, whole)))")
    #expect(chunked.layoutDiagnostics.records.count == whole.layoutDiagnostics.records.count)
    let a = chunked.layoutEngine.solver.work
    let b = whole.layoutEngine.solver.work
    // A little slack: chunks change which rows a pivot meets, not how many.
    #expect(a.pivots <= b.pivots + b.pivots / 10 + 10, "\(name) pivots: \(a) against \(b)")
    #expect(a.cells <= b.cells + b.cells / 10, "\(name) cells: \(a) against \(b)")
  }

  @Test func nestedStackLists() {
    Self.expectSameLayout("stack list") { SampleScreens.stackList(views: 2500) }
    Self.expectSameLayout("equal spacing, hidden rows") {
      SampleScreens.stackList(
        views: 2500, list: .equalSpacing, row: .firstBaseline, text: .fillEqually, hiddenEvery: 10)
    }
    Self.expectSameLayout("equal centering") {
      SampleScreens.stackList(
        views: 2500, list: .fillEqually, row: .top, rowDistribution: .equalCentering, text: .equalSpacing)
    }
  }

  @Test func selfSizingFeedAndGrid() {
    Self.expectSameLayout("feed") { SampleScreens.feed(views: 2500) }
    Self.expectSameLayout("grid") { SampleScreens.grid(views: 2500) }
  }

  /// Changes after a chunked install go to the solver in place, as after any other.
  /// A screen long enough for the cache hints (`Prefetch`: activating a
  /// list, and installing a queue, of 16,384 constraints or more; syncing
  /// and sorting 4,096 views or more) lays out at the pitch its constraints
  /// give, chunked or whole. The hints read each constraint's items and
  /// unknowns, and each view's lists and unknowns, ahead of the walk: a
  /// wrong step there would crash or leave this test's frames wrong.
  @Test func aScreenLongEnoughForCacheHints() {
    let cells = 3_000
    // Six constraints a cell in the one list the screen activates, and
    // two views a cell.
    #expect(Prefetch.isWorthIt(forWalkOver: 6 * cells))
    #expect(Prefetch.isWorthIt(forViewWalkOver: 2 * cells))
    let (chunked, whole) = Self.both { SampleScreens.grid(views: 2 * cells) }
    #expect(chunked.layoutEngine.statistics.activatedParts > 0)
    #expect(Self.sameFrames(chunked, whole), "\(Self.largestDifference(chunked, whole))")
    #expect(chunked.subviews.count == cells)
    for (index, cell) in chunked.subviews.enumerated() {
      let expected = CGRect(
        x: 8 + CGFloat(index % 3) * 128, y: 8 + CGFloat(index / 3) * 128, width: 120, height: 120)
      guard cell.frame == expected else {
        Issue.record("cell \(index) at \(cell.frame), expected \(expected)")
        return
      }
      // Each label is centered at the foot of its cell (edges on thirds of
      // a point: the window's scale is 3).
      guard let label = cell.subviews.first, abs(label.frame.maxY - 112) < 1e-9,
        abs(label.frame.midX - 60) <= 1.0 / 3 + 1e-9
      else {
        Issue.record("the label of cell \(index) at \(cell.subviews.first?.frame ?? .zero)")
        return
      }
    }
  }

  /// A list long enough for its arrangement to ask for its rows ahead
  /// (`Prefetch.longStack`) stacks every row where its
  /// constraints put it, with every hidden row out of the way. The hints
  /// read each row and each constraint's items ahead of the walks: a wrong
  /// step would crash or leave a row out of place.
  @Test func aListLongEnoughForItsArrangementToAskAhead() throws {
    let rows = Prefetch.longStack + 100
    let window = SampleScreens.stackList(views: 5 * rows, hiddenEvery: 10)
    window.layoutIfNeeded()
    let list = try #require(window.subviews.first as? StackView)
    #expect(list.arrangedSubviews.count == rows)
    var bottom: CGFloat?
    for (index, row) in list.arrangedSubviews.enumerated() where !row.isHidden {
      // 48-point images, centered labels: each row as tall as its image,
      // 8 points below the last visible one.
      let expectedTop = bottom.map { $0 + 8 } ?? 0
      guard row.frame.height == 48, abs(row.frame.minY - expectedTop) < 1e-9 else {
        Issue.record("row \(index) at \(row.frame), expected its top at \(expectedTop)")
        return
      }
      bottom = row.frame.maxY
    }
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  @Test func aChunkedScreenTakesLaterChanges() {
    let (chunked, whole) = Self.both { SampleScreens.stackList(views: 2500) }
    for window in [chunked, whole] {
      let list = window.subviews[0]
      list.subviews[3].isHidden = true
      list.subviews[400].subviews[0].widthAnchor.constraint(equalToConstant: 30).isActive = true
      window.layoutIfNeeded()
    }
    #expect(Self.sameFrames(chunked, whole), "\(Self.largestDifference(chunked, whole))")
  }
}

extension ChunkedInstallTests {
  /// A screen whose constraints are all of one group is installed in
  /// creation order anyway: chunks would only add their bookkeeping.
  @Test func oneGroupIsInstalledWhole() {
    let window = SampleScreens.deepTree(views: 2500)
    window.layoutEngine.chunkSize = 1024
    window.layoutIfNeeded()
    #expect(window.layoutEngine.statistics.chunkedFlushes == 0)
  }

  /// A large queue of one group is installed in its own order, but its
  /// values are read every chunk's worth of constraints, with the frames
  /// of a queue read once at the end.
  @Test func oneGroupIsReadAsItIsInstalled() {
    let (chunked, whole) = Self.both { SampleScreens.deepTree(views: 2500) }
    #expect(chunked.layoutEngine.statistics.chunkedFlushes == 0)
    // 10,000 constraints read every 1,024 as they are activated, and the
    // last 784 at the end of the list.
    #expect(chunked.layoutEngine.statistics.chunkReads == 10)
    #expect(chunked.layoutEngine.statistics.activatedParts == 10)
    #expect(whole.layoutEngine.statistics.chunkReads == 0)
    #expect(Self.sameFrames(chunked, whole), "\(Self.largestDifference(chunked, whole))")
  }

  /// Content sizes made when the views are synced count as a group of their own.
  @Test func contentSizesMakeAListWorthChunks() {
    Self.expectSameLayout("anchors list of labels") {
      let window = Window(size: CGSize(width: 390, height: 844))
      var previous = window.topAnchor
      var constraints: [LayoutConstraint] = []
      for index in 0..<800 {
        let title = Label(text: "Row \(index)")
        title.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(title)
        constraints += [
          title.topAnchor.constraint(equalTo: previous, constant: 8),
          title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
        ]
        previous = title.bottomAnchor
      }
      LayoutConstraint.activate(constraints)
      return window
    }
  }
}

extension ChunkedInstallTests {
  /// Each chunk's solved values are read while its views are in the cache,
  /// and the screen still ends with the frames of one whole install.
  @Test func everyChunkOfAListIsReadAsItIsInstalled() {
    let (chunked, whole) = Self.both { SampleScreens.feed(views: 2500) }
    let engine = chunked.layoutEngine
    #expect(engine.statistics.chunksInstalled > 1)
    // Each chunk, and what its labels queued after it.
    #expect(engine.statistics.chunkReads >= engine.statistics.chunksInstalled)
    #expect(whole.layoutEngine.statistics.chunkReads == 0)
    #expect(Self.sameFrames(chunked, whole), "\(Self.largestDifference(chunked, whole))")
  }

  /// A screen whose every chunk moves all the views before it (each row
  /// pushes a spacer above the list further down) stops reading chunk by
  /// chunk once a read changes many more values than its chunk installed:
  /// reading on would cost the square of the screen. The frames are the
  /// whole install's all the same.
  @Test func chunksThatMoveEverythingBeforeThemStopBeingRead() {
    func pushedList() -> Window {
      let window = Window(size: CGSize(width: 390, height: 844))
      let spacer = View()
      spacer.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(spacer)
      var constraints = [
        spacer.topAnchor.constraint(equalTo: window.topAnchor),
        spacer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        spacer.widthAnchor.constraint(equalToConstant: 10),
      ]
      var previous = spacer.bottomAnchor
      for index in 0..<1500 {
        let row = Self.addedRow(to: window)
        constraints += [
          row.topAnchor.constraint(equalTo: previous),
          row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
          row.heightAnchor.constraint(equalToConstant: 10),
          row.widthAnchor.constraint(equalToConstant: CGFloat(index)),
          // Each row makes the spacer at least as tall as the row is wide.
          spacer.heightAnchor.constraint(greaterThanOrEqualTo: row.widthAnchor),
        ]
        previous = row.bottomAnchor
      }
      LayoutConstraint.activate(constraints)
      return window
    }
    let (chunked, whole) = Self.both(pushedList, chunkSize: 64)
    let engine = chunked.layoutEngine
    #expect(engine.statistics.chunkReads > 1, "reading started")
    #expect(
      engine.statistics.chunkReads < engine.statistics.chunksInstalled / 2,
      "reads: \(engine.statistics.chunkReads) of \(engine.statistics.chunksInstalled)")
    #expect(Self.sameFrames(chunked, whole), "\(Self.largestDifference(chunked, whole))")
    #expect(chunked.subviews[0].frame.height == 1499)
  }
}
