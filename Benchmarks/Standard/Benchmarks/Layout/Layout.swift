import Benchmark
import FeedCells
import Foundation
import FrameLayout
import FreeTypeText
import LayoutCore
import LayoutScreens

/// Screens from nothing to frames at 1,000 views, a constant change, the
/// FrameLayout column beside hand-written arithmetic, and the feed cell's
/// four forms (feed-bench's pass of 100 cells). Thresholds (checked
/// against Thresholds/ at p90): wall clock within 25%, allocations within 5%,
/// peak memory within 10%.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(2),
    maxIterations: 200,
    thresholds: [
      .wallClock: .init(relative: [.p90: 25]),
      .mallocCountTotal: .init(relative: [.p90: 5]),
      .peakMemoryResident: .init(relative: [.p90: 10]),
    ])

  func screen(_ name: String, _ make: @escaping () -> Window) {
    Benchmark("\(name)_1000_views_from_nothing") { benchmark in
      for _ in benchmark.scaledIterations {
        let window = make()
        window.layoutIfNeeded()
        blackHole(window)
      }
    }
  }
  // Names without spaces: package-benchmark's threshold files are found by name,
  // and it writes spaces as underscores but does not read them back so.
  screen("stack_list") { SampleScreens.stackList(views: 1000) }
  screen("stack_list_equal_spacing_hidden_rows") {
    SampleScreens.stackList(views: 1000, list: .equalSpacing, row: .firstBaseline, text: .fillEqually, hiddenEvery: 10)
  }
  screen("feed") { SampleScreens.feed(views: 1000) }
  screen("grid") { SampleScreens.grid(views: 1000) }
  screen("deep_tree") { SampleScreens.deepTree(views: 1000) }

  // A handful of allocations per change, which vary by a few: an absolute allowance.
  let change = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(2), maxIterations: 200,
    thresholds: [
      .wallClock: .init(relative: [.p90: 25]), .mallocCountTotal: .init(absolute: [.p90: 6]),
      .peakMemoryResident: .init(relative: [.p90: 10]),
    ])
  Benchmark("feed_1000_views_constant_change", configuration: change) { benchmark in
    let window = SampleScreens.feed(views: 1000)
    window.layoutIfNeeded()
    guard
      let first = window.subviews.first?.constraints.first(where: { $0.firstAttribute == .top })
        ?? window.constraints.first
    else { return }
    var flip = false
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      flip.toggle()
      first.constant += flip ? 1 : -1
      window.layoutIfNeeded()
    }
    benchmark.stopMeasurement()
    blackHole(window)
  }

  // feed-bench's pass: 100 cells made, given their text, sized to 375 points
  // and laid out, every label measured by FreeTypeText in DejaVu Sans.
  if let measurer = try? FreeTypeTextMeasurer() {
    let items = FeedItem.items(100)
    func feed<Cell: FeedCell>(_ name: String, _ type: Cell.Type) {
      Benchmark("feed_cells_100_\(name)") { benchmark in
        Label.$defaultTextMeasurer.withValue(measurer) {
          for _ in benchmark.scaledIterations {
            for item in items { blackHole(Cell.layOut(item, width: 375)) }
          }
        }
      }
    }
    feed("constraints", FeedCellConstraints.self)
    feed("stack_views", FeedCellStacks.self)
    feed("hand_written", FeedCellFrames.self)
    feed("FrameLayout", FeedCellFrameLayout.self)
  }

  // The FrameLayout column of framelayout-bench: rows 44 or 60 tall, every tenth flexible.
  let heights: [CGFloat?] = (0..<1000).map { $0 % 10 == 9 ? nil : ($0 % 2 == 0 ? 44 : 60) }
  let fixed = heights.compactMap { $0 }.reduce(0, +)
  let total = fixed + 100 * CGFloat(heights.filter { $0 == nil }.count)
  Benchmark("column_1000_rows_FrameLayout") { benchmark in
    for _ in benchmark.scaledIterations {
      let layout = Layout(parentFrame: CGRect(x: 0, y: 0, width: 375, height: total), direction: .column)
      try layout.add(items: heights.map { $0.map { Item.height($0) } ?? Item.flexible })
      blackHole(layout.frames)
    }
  }
  Benchmark("column_1000_rows_hand_written") { benchmark in
    for _ in benchmark.scaledIterations {
      var frames: [CGRect] = []
      frames.reserveCapacity(heights.count)
      let flexible = (total - fixed) / CGFloat(heights.count / 10)
      var y: CGFloat = 0
      for height in heights {
        let h = height ?? flexible
        frames.append(CGRect(x: 0, y: y, width: 375, height: h))
        y += h
      }
      blackHole(frames)
    }
  }
}
