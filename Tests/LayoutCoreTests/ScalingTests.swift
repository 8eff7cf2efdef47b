import Foundation
import LayoutScreens
import Testing

@testable import Cassowary
@testable import LayoutCore

/// Screens built through the public API at n and 10n views (the same
/// ``SampleScreens`` that `screens-bench` times): the solver's work
/// (pivots, row updates, cells) may grow at most twelvefold. Nothing is
/// timed; a cliff shows as work growing faster than the screen.
///
/// Measured on the code before required equalities were held as definitions
/// (and installed before inequalities): from 250 to 2,500 views the nested
/// stack list's cells grew 770-fold, the feed's 790-fold, the equal-centering
/// list's 620-fold and the deep tree's 16-fold; only the grid passed.
@Suite struct ScalingTests {
  /// The work the solver did to lay out a screen from nothing.
  static func work(_ build: () -> Window) -> SolverWork {
    let window = build()
    window.layoutIfNeeded()
    return window.engineIfPresent!.solver.work
  }

  static func expectLinear(_ name: String, _ build: (Int) -> Window, small: Int = 250) {
    let n = work { build(small) }
    let tenfold = work { build(small * 10) }
    #expect(tenfold.cells <= 12 * n.cells, "\(name) cells: \(n) → \(tenfold)")
    #expect(tenfold.rowUpdates <= 12 * max(n.rowUpdates, 1), "\(name) row updates: \(n) → \(tenfold)")
    #expect(tenfold.pivots <= 12 * max(n.pivots, 1), "\(name) pivots: \(n) → \(tenfold)")
  }

  @Test func nestedStackList() {
    Self.expectLinear("stack list") { SampleScreens.stackList(views: $0) }
  }

  @Test func nestedStackListWithEqualSpacingBaselinesAndHiddenRows() {
    // Hidden rows sit after their neighbour at priority 50 and the list fits
    // its content at 49. Before soft equalities were held as definitions each
    // hidden row's preference expanded the whole chain above it (10,000 views
    // took 11.9 s); with definitions but the fit installed before the labels'
    // content sizes, each label's pivot rewrote the fit's long row and the
    // cells still grew 58-fold (113 k → 6.6 M).
    Self.expectLinear("equal spacing") {
      SampleScreens.stackList(
        views: $0, list: .equalSpacing, row: .firstBaseline, text: .fillEqually, hiddenEvery: 10)
    }
  }

  @Test func nestedStackListWithEachOfThoseAlone() {
    Self.expectLinear("equal spacing") { SampleScreens.stackList(views: $0, list: .equalSpacing) }
    Self.expectLinear("baselines") { SampleScreens.stackList(views: $0, row: .firstBaseline) }
    Self.expectLinear("text filled equally") { SampleScreens.stackList(views: $0, text: .fillEqually) }
  }

  @Test func nestedStackListFilledEquallyWithEqualCentering() {
    Self.expectLinear("equal centering") {
      SampleScreens.stackList(
        views: $0, list: .fillEqually, row: .top, rowDistribution: .equalCentering, text: .equalSpacing)
    }
  }

  /// A list spread by equal centering: every gap tied to the first at a
  /// priority falling to 50. Each gap's preference, solved for its `e⁺`,
  /// made the first gap's spacing slack improving, and pivoting it in
  /// rewrote every gap before: from 250 to 2,500 views the cells grew
  /// 78-fold.
  @Test func listSpreadByEqualCentering() {
    Self.expectLinear("equal-centering list") { SampleScreens.stackList(views: $0, list: .equalCentering) }
  }

  /// A list filled equally whose rows are as tall as their labels: every
  /// row is tied to the stack's equal-length guide. Installed with each
  /// row's chunk, after earlier chunks had taken their labels' content
  /// sizes, each tie closed a loop through the rows those had made: from
  /// 500 to 2,500 views the cells grew 92-fold (6.9 s at 10,000 views).
  @Test func listFilledEquallyWithRowsAsTallAsTheirLabels() {
    func build(_ views: Int) -> Window {
      let window = SampleScreens.makeWindow()
      let stack = SampleScreens.listStack(in: window, distribution: .fillEqually)
      for index in 0..<(views / 2) {
        stack.addArrangedSubview(StackView(arrangedSubviews: [Label(text: "Row \(index)")]))
      }
      return window
    }
    // Cells and row updates, from 500 views. The pivots, a few a chunk
    // once a screen is installed in chunks (8 at 1,000 views, 116 at
    // 10,000, each over a short row), are not what grew: before, 55 at 500
    // views and 1,011 at 2,500.
    let n = Self.work { build(500) }
    let tenfold = Self.work { build(5000) }
    #expect(tenfold.cells <= 12 * n.cells, "cells: \(n) → \(tenfold)")
    #expect(tenfold.rowUpdates <= 12 * max(n.rowUpdates, 1), "row updates: \(n) → \(tenfold)")
    #expect(tenfold.pivots <= 200, "pivots: \(n) → \(tenfold)")
  }

  /// Self-sizing cards, each 12 below the previous one's bottom.
  @Test func selfSizingFeed() {
    // Two-line labels measure again at their new width; synced one card at a
    // time, each solve moved every card below and the cells grew 17-fold.
    Self.expectLinear("feed") { SampleScreens.feed(views: $0) }
  }

  /// Independent cells at a fixed pitch.
  @Test func gridOfCells() {
    Self.expectLinear("grid") { SampleScreens.grid(views: $0) }
  }

  /// Towers ten views deep, each view inset in its parent.
  @Test func deepNesting() {
    Self.expectLinear("deep tree") { SampleScreens.deepTree(views: $0) }
  }
}
