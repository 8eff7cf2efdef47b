import Foundation
import LayoutScreens
import Testing

@testable import Cassowary
@testable import LayoutCore

/// A stack that changes keeps the constraints its new arrangement shares
/// with the old one, so a change costs the solver the difference, not the
/// whole list. Its frames must be the ones a stack built with the final
/// configuration gets.
@Suite struct StackViewIncrementalTests {
  /// A list of `rows` rows (five views each) in a window, and its list stack.
  static func list(rows: Int, distribution: StackView.Distribution = .fill) -> (Window, StackView) {
    let window = SampleScreens.stackList(views: rows * 5, list: distribution)
    return (window, window.subviews[0] as! StackView)
  }

  /// A row like the list's own: an image and two labels.
  static func row(_ index: Int) -> View { SampleScreens.listRow(index) }

  /// The changes a list takes, each with the rows it makes.
  nonisolated static let changes: [(name: String, change: Change)] = [
    ("append a row", { $0.addArrangedSubview(row(1)) }),
    ("insert a row at the top", { $0.insertArrangedSubview(row(2), at: 0) }),
    ("insert a row in the middle", { $0.insertArrangedSubview(row(3), at: 10) }),
    (
      "remove a row",
      { stack in
        let gone = stack.arrangedSubviews[7]
        stack.removeArrangedSubview(gone)
        gone.removeFromSuperview()
      }
    ),
    (
      "remove the first row",
      { stack in
        let gone = stack.arrangedSubviews[0]
        stack.removeArrangedSubview(gone)
        gone.removeFromSuperview()
      }
    ),
    ("hide a row", { $0.arrangedSubviews[5].isHidden = true }),
    ("hide the first row", { $0.arrangedSubviews[0].isHidden = true }),
    ("change the spacing", { $0.spacing = 20 }),
    ("set a custom spacing", { $0.setCustomSpacing(30, after: $0.arrangedSubviews[3]) }),
    ("spread the rows", { $0.distribution = .equalSpacing }),
    ("align the rows to the leading edge", { $0.alignment = .leading }),
  ]

  /// Each change made after a first layout gives the frames the same change
  /// gives before it (a stack arranged once, whole).
  @Test(arguments: changes.indices)
  func aChangedListLaysOutAsABuiltOne(_ index: Int) {
    let (name, change) = Self.changes[index]
    let (changed, changedStack) = Self.list(rows: 40)
    changed.layoutIfNeeded()
    change(changedStack)
    changed.layoutIfNeeded()
    let (built, builtStack) = Self.list(rows: 40)
    change(builtStack)
    built.layoutIfNeeded()
    let difference = ChunkedInstallTests.largestDifference(changed, built)
    #expect(difference < 1e-6, "\(name): frames differ by \(difference)")
    #expect(changed.layoutDiagnostics.records.isEmpty, "\(name): \(changed.layoutDiagnostics.records)")
  }

  /// A row appended to a list keeps every constraint of the list's
  /// arrangement but the one that tied the old last row to the list's end.
  @Test func appendingARowKeepsTheListsConstraints() {
    let (window, stack) = Self.list(rows: 100)
    window.layoutIfNeeded()
    let before = Set(stack.arrangement.constraints.map(ObjectIdentifier.init))
    stack.addArrangedSubview(Self.row(1))
    window.layoutIfNeeded()
    let after = stack.arrangement.constraints
    let kept = after.filter { before.contains(ObjectIdentifier($0)) }
    #expect(before.count - kept.count == 1, "\(before.count - kept.count) of \(before.count) replaced")
    #expect(after.count - kept.count <= 4, "\(after.count - kept.count) new")
    #expect(after.allSatisfy { $0.isActive })
  }

  /// Showing a hidden row again and changing the spacing keep the same
  /// constraint objects: the spacing changes in place.
  @Test func changingTheSpacingKeepsEveryConstraint() {
    let (window, stack) = Self.list(rows: 30)
    window.layoutIfNeeded()
    let before = stack.arrangement.constraints.map(ObjectIdentifier.init)
    stack.spacing = 16
    window.layoutIfNeeded()
    let after = stack.arrangement.constraints.map(ObjectIdentifier.init)
    #expect(after.count == before.count)
    #expect(zip(after, before).filter { $0 != $1 }.count == 0, "constraints replaced")
    let second = stack.arrangedSubviews[1].frame
    let first = stack.arrangedSubviews[0].frame
    #expect(abs(second.minY - first.maxY - 16) < 1e-9)
  }

  /// A spread list's gap guides are handed to the new arrangement, so a row
  /// appended to it keeps the gaps between the rows before it.
  @Test func aSpreadListKeepsItsGapGuides() {
    let (window, stack) = Self.list(rows: 20, distribution: .equalSpacing)
    window.layoutIfNeeded()
    let guides = stack.arrangement.guides.map(ObjectIdentifier.init)
    stack.addArrangedSubview(Self.row(1))
    window.layoutIfNeeded()
    let now = stack.arrangement.guides.map(ObjectIdentifier.init)
    #expect(zip(now, guides).filter { $0 != $1 }.count == 0, "guides replaced")
    #expect(now.count == guides.count + 1)
    #expect(stack.layoutGuides.count == now.count)
  }

  /// Removing a row from the middle of a spread list keeps the gap guides:
  /// each gap belongs to the row before it, so only the removed row's gap
  /// goes.
  @Test func removingARowFromASpreadListKeepsTheOtherGaps() {
    let (window, stack) = Self.list(rows: 20, distribution: .equalSpacing)
    window.layoutIfNeeded()
    let before = Set(stack.arrangement.guides.map(ObjectIdentifier.init))
    let gone = stack.arrangedSubviews[10]
    stack.removeArrangedSubview(gone)
    gone.removeFromSuperview()
    window.layoutIfNeeded()
    let after = Set(stack.arrangement.guides.map(ObjectIdentifier.init))
    #expect(after.isSubset(of: before))
    #expect(after.count == before.count - 1)
    #expect(stack.layoutGuides.count == after.count)
  }

  /// The solver work of one change to a list, for a list of `rows` rows.
  static func work(
    rows: Int, distribution: StackView.Distribution = .fill, _ change: (StackView) -> Void
  ) -> SolverWork {
    let (window, stack) = Self.list(rows: rows, distribution: distribution)
    window.layoutIfNeeded()
    let before = window.layoutEngine.solver.work
    change(stack)
    window.layoutIfNeeded()
    let after = window.layoutEngine.solver.work
    return SolverWork(
      pivots: after.pivots - before.pivots, rowUpdates: after.rowUpdates - before.rowUpdates,
      cells: after.cells - before.cells)
  }

  /// The solver work of appending one row does not grow with the list: a
  /// rebuild of the whole arrangement grew it tenfold from 50 to 500 rows.
  @Test func appendingARowCostsTheSameInAListTenTimesLonger() {
    let short = Self.work(rows: 50) { $0.addArrangedSubview(Self.row(1)) }
    let long = Self.work(rows: 500) { $0.addArrangedSubview(Self.row(1)) }
    #expect(long.rowUpdates <= 2 * max(short.rowUpdates, 10), "\(short) → \(long)")
    #expect(long.cells <= 2 * max(short.cells, 100), "\(short) → \(long)")
  }

  /// Removing a row from the middle of a spread list moves the rows after
  /// it, so its work grows with the list, but no faster: with the gap
  /// guides handed out in order, every gap after the row changed, and ten
  /// times the rows cost far more than ten times the work.
  @Test func removingARowFromASpreadListCostsWorkLinearInTheList() {
    func removeMiddle(_ stack: StackView) {
      let gone = stack.arrangedSubviews[stack.arrangedSubviews.count / 2]
      stack.removeArrangedSubview(gone)
      gone.removeFromSuperview()
    }
    let short = Self.work(rows: 50, distribution: .equalSpacing, removeMiddle)
    let long = Self.work(rows: 500, distribution: .equalSpacing, removeMiddle)
    #expect(long.rowUpdates <= 12 * max(short.rowUpdates, 10), "\(short) → \(long)")
    #expect(long.cells <= 12 * max(short.cells, 100), "\(short) → \(long)")
    #expect(long.pivots <= 12 * max(short.pivots, 1), "\(short) → \(long)")
  }

  /// A row inserted at the top, or the first row removed, keeps the other
  /// rows' alignment, equal lengths and gaps: alignment is tied to the
  /// canvas, equal lengths to a guide, and gaps to a first gap that moves.
  /// Only the old and new first rows' ties and the first gap's edges change.
  @Test(arguments: [StackView.Distribution.fill, .equalSpacing, .fillEqually])
  func changingTheFirstRowKeepsTheOtherRowsConstraints(_ distribution: StackView.Distribution) {
    let (window, stack) = Self.list(rows: 60, distribution: distribution)
    window.layoutIfNeeded()
    for (name, change) in Self.changes where name == "insert a row at the top" || name == "remove the first row" {
      let before = Set(stack.arrangement.constraints.map(ObjectIdentifier.init))
      change(stack)
      window.layoutIfNeeded()
      let after = stack.arrangement.constraints
      let kept = after.filter { before.contains(ObjectIdentifier($0)) }
      #expect(
        before.count - kept.count <= 12,
        "\(distribution), \(name): \(before.count - kept.count) of \(before.count) replaced")
      #expect(after.count - kept.count <= 12, "\(distribution), \(name): \(after.count - kept.count) new")
    }
  }

  /// Inserting a row at the top moves every row, so its work grows with the
  /// list, but no faster: tied to the new first row, every row's alignment
  /// changed, and ten times the rows cost more than ten times the work.
  @Test func insertingARowAtTheTopCostsWorkLinearInTheList() {
    let short = Self.work(rows: 50, distribution: .equalSpacing) { $0.insertArrangedSubview(Self.row(1), at: 0) }
    let long = Self.work(rows: 500, distribution: .equalSpacing) { $0.insertArrangedSubview(Self.row(1), at: 0) }
    #expect(long.rowUpdates <= 12 * max(short.rowUpdates, 10), "\(short) → \(long)")
    #expect(long.cells <= 12 * max(short.cells, 100), "\(short) → \(long)")
    #expect(long.pivots <= 12 * max(short.pivots, 1), "\(short) → \(long)")
  }
  /// Appending a row to an equal-centering list, or removing one past the
  /// gaps whose priorities fall with the index, takes a few pivots at any
  /// length. The new spacing closes a loop through the list's end, and phase
  /// one used to enter every gap's error in turn (each pivot degenerate)
  /// before the stack's weak fit, then optimize them all out again: 99
  /// pivots at 50 rows, 462 at 200.
  @Test func anEqualCenteringListTakesAFewPivotsPerRowChangeAtAnyLength() {
    func removeNearTheEnd(_ stack: StackView) {
      let gone = stack.arrangedSubviews[stack.arrangedSubviews.count - 20]
      stack.removeArrangedSubview(gone)
      gone.removeFromSuperview()
    }
    for rows in [150, 500] {
      let append = Self.work(rows: rows, distribution: .equalCentering) { $0.addArrangedSubview(Self.row(1)) }
      #expect(append.pivots <= 8, "append at \(rows) rows: \(append)")
      let remove = Self.work(rows: rows, distribution: .equalCentering, removeNearTheEnd)
      #expect(remove.pivots <= 8, "remove at \(rows) rows: \(remove)")
    }
  }

  /// Row changes to an equal-centering list lay out as a list built with
  /// them, and tie the gaps to the first at the priorities UIKit gives them
  /// (150 falling by one with the gap's index, to 50): the cheaper pivots
  /// reach the same optimum, and priorities moved in place match.
  @Test(arguments: [0, 1, 2, 3, 4, 6])
  func aChangedEqualCenteringListLaysOutAsABuiltOne(_ index: Int) {
    let (name, change) = Self.changes[index]
    let (changed, changedStack) = Self.list(rows: 120, distribution: .equalCentering)
    changed.layoutIfNeeded()
    change(changedStack)
    changed.layoutIfNeeded()
    let (built, builtStack) = Self.list(rows: 120, distribution: .equalCentering)
    change(builtStack)
    built.layoutIfNeeded()
    let difference = ChunkedInstallTests.largestDifference(changed, built)
    #expect(difference < 1e-6, "\(name): frames differ by \(difference)")
    func gapTies(_ stack: StackView) -> [Float] {
      stack.arrangement.constraints.filter { $0.identifier == "UISV-fill-equally" }.map(\.priority.rawValue).sorted()
    }
    let visible = builtStack.arrangedSubviews.filter { !$0.isHidden }.count
    let expected = (1..<(visible - 1)).map { max(150 - Float($0), 50) }.sorted()
    #expect(gapTies(builtStack) == expected, "\(name): built")
    #expect(gapTies(changedStack) == expected, "\(name): changed")
  }

  /// A row inserted at the top of an equal-centering list keeps the gaps'
  /// ties: the first gap stays one guide and moves to the new row, and the
  /// hundred ties whose priority falls by one change it in place. Tying
  /// every gap to a new first gap replaced them all (205 constraints at 200
  /// rows): 367 pivots at 400 rows.
  @Test func insertingAtTheTopOfAnEqualCenteringListKeepsTheGapTies() {
    let (window, stack) = Self.list(rows: 200, distribution: .equalCentering)
    window.layoutIfNeeded()
    let before = Set(stack.arrangement.constraints.map(ObjectIdentifier.init))
    stack.insertArrangedSubview(Self.row(1), at: 0)
    window.layoutIfNeeded()
    let new = stack.arrangement.constraints.filter { !before.contains(ObjectIdentifier($0)) }
    #expect(new.count <= 12, "\(new.count) new of \(before.count)")
    for rows in [150, 500] {
      let work = Self.work(rows: rows, distribution: .equalCentering) { $0.insertArrangedSubview(Self.row(1), at: 0) }
      #expect(work.pivots <= 12, "insert at \(rows) rows: \(work)")
    }
  }

  /// Removing the first row of a list takes a few pivots at any length:
  /// the other rows are aligned with the canvas, as long as a guide when
  /// filled equally, and a spread list's gaps are tied to a first gap that
  /// moves to the new first pair of rows. Tied to the first row and its
  /// gap, as UIKit ties them, every row was re-tied: at 500 rows 499 pivots
  /// in a `.fill` list, 1,975 in an equal-spacing one and 500 in one filled
  /// equally, whose row updates grew 16-fold from 50 to 200 rows (at
  /// 10,000 views 60–430 ms, 1.9–2.1 s and 5 s). The spread list's gap ties
  /// still follow the first gap's new edges, so its row updates grow with
  /// the list, but no faster.
  @Test(arguments: [StackView.Distribution.fill, .equalSpacing, .fillEqually])
  func removingTheFirstRowTakesAFewPivotsAtAnyLength(_ distribution: StackView.Distribution) {
    func removeFirst(_ stack: StackView) {
      let gone = stack.arrangedSubviews[0]
      stack.removeArrangedSubview(gone)
      gone.removeFromSuperview()
    }
    let short = Self.work(rows: 50, distribution: distribution, removeFirst)
    let long = Self.work(rows: 500, distribution: distribution, removeFirst)
    #expect(long.pivots <= 8, "\(distribution): \(short) → \(long)")
    #expect(long.rowUpdates <= 12 * max(short.rowUpdates, 10), "\(distribution): \(short) → \(long)")
  }
}

// Where views live: on the main actor with the MainActorViews trait, in the
// test's task without it.
extension StackViewIncrementalTests {
  #if MainActorViews
    /// A change to a list's stack.
    typealias Change = @MainActor @Sendable (StackView) -> Void
  #else
    /// A change to a list's stack.
    typealias Change = @Sendable (StackView) -> Void
  #endif
}
