import Foundation
import Testing

@testable import LayoutCore

/// Views appended to a laid-out stack extend its arrangement instead of
/// rebuilding it, and the extended arrangement is the one a full build
/// makes: the same constraints, constants and priorities, the same frames.
@Suite struct StackViewTailTests {
  /// Every distribution an arrangement can be extended for, with every
  /// alignment, on both axes.
  nonisolated static let cases: [(StackView.Distribution, StackView.Alignment, LayoutConstraint.Axis)] = {
    let distributions: [StackView.Distribution] = [
      .fill, .fillEqually, .equalSpacing, .equalCentering, .spaceBetween, .spaceAround, .spaceEvenly,
    ]
    let alignments: [StackView.Alignment] = [.fill, .leading, .trailing, .center, .firstBaseline, .lastBaseline]
    return distributions.flatMap { d in alignments.flatMap { a in [(d, a, .horizontal), (d, a, .vertical)] } }
  }()

  /// A view of a given size along and across `axis`.
  static func item(_ index: Int, axis: LayoutConstraint.Axis) -> SizedView {
    let along = CGFloat(20 + 10 * (index % 3))
    let across = CGFloat(10 + 5 * (index % 4))
    let view = SizedView(
      size: axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along))
    view.debugName = "item\(index)"
    return view
  }

  /// A stack of `count` views, every third after the first two hidden, and
  /// a custom spacing after the second, configured as the case says.
  static func stack(
    _ count: Int, _ distribution: StackView.Distribution, _ alignment: StackView.Alignment,
    _ axis: LayoutConstraint.Axis, size: CGSize = CGSize(width: 380, height: 280)
  ) -> (Window, StackView) {
    let (window, stack) = makeStack([], axis: axis, spacing: 6, size: size)
    stack.distribution = distribution
    stack.alignment = alignment
    for index in 0..<count { append(index, to: stack) }
    return (window, stack)
  }

  /// Appends the view of `index`: hidden if it is the fifth, eighth...
  static func append(_ index: Int, to stack: StackView) {
    let view = item(index, axis: stack.axis)
    if index >= 2 && index % 3 == 2 { view.isHidden = true }
    // The one view a filled stack stretches: with equal hugging the solver
    // would pick one, and the order constraints arrive in could change it.
    if index == 0 { view.setContentHuggingPriority(200, for: stack.axis) }
    stack.addArrangedSubview(view)
    if index == 1 { stack.setCustomSpacing(14, after: view) }
  }

  /// What the stack's arrangement holds: each constraint with its constant and priority.
  static func snapshot(_ stack: StackView) -> [ObjectIdentifier: (CGFloat, Float)] {
    var result: [ObjectIdentifier: (CGFloat, Float)] = [:]
    for constraint in stack.arrangement.constraints {
      result[ObjectIdentifier(constraint)] = (constraint.constant, constraint.priority.rawValue)
    }
    return result
  }

  /// Views appended in two steps (a visible, a hidden and a visible view,
  /// then one more) extend the arrangement; building it again from the
  /// stack as it is keeps every constraint, constant and priority; and the
  /// frames are those of a stack built with all the views at once.
  @Test(arguments: cases.indices)
  func anExtendedArrangementIsTheOneAFullBuildMakes(_ index: Int) {
    let (distribution, alignment, axis) = Self.cases[index]
    let label = "\(distribution) \(alignment) \(axis)"
    let (window, stack) = Self.stack(4, distribution, alignment, axis)
    window.layoutIfNeeded()
    for index in 4..<7 { Self.append(index, to: stack) }
    window.layoutIfNeeded()
    Self.append(7, to: stack)
    window.layoutIfNeeded()
    #expect(stack.arrangementExtensions == 2, "\(label): \(stack.arrangementExtensions) extensions")
    let extended = Self.snapshot(stack)
    let extendedWindow = ChunkedInstallTests.frames(window)

    // A full build of the same stack (an edit forces one) changes nothing.
    stack.arrangementEdits += 1
    stack.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(stack.arrangementExtensions == 2)
    let rebuilt = Self.snapshot(stack)
    #expect(Set(rebuilt.keys) == Set(extended.keys), "\(label): the full build replaced constraints")
    let changed = extended.filter { key, value in rebuilt[key].map { $0 != value } ?? false }
    #expect(changed.isEmpty, "\(label): \(changed.count) constants or priorities changed")
    #expect(ChunkedInstallTests.frames(window) == extendedWindow, "\(label): frames moved")

    let (built, _) = Self.stack(8, distribution, alignment, axis)
    built.layoutIfNeeded()
    let difference = ChunkedInstallTests.largestDifference(window, built)
    #expect(difference < 1e-6, "\(label): frames differ from a stack built whole by \(difference)")
    #expect(window.layoutDiagnostics.records.count == built.layoutDiagnostics.records.count, "\(label)")
  }

  /// Any other change since the last layout (a row hidden, moved, removed
  /// or inserted, a custom spacing, a setting) builds the arrangement
  /// whole, even with rows appended in the same pass, and lays out as a
  /// stack built with the change does.
  @Test(arguments: 0..<7)
  func anAppendAfterAnotherChangeBuildsTheArrangementWhole(_ change: Int) {
    func edit(_ stack: StackView) {
      let views = stack.arrangedSubviews
      switch change {
      case 0: views[1].isHidden = true
      case 1: stack.insertArrangedSubview(views[0], at: 3)
      case 2:
        stack.removeArrangedSubview(views[1])
        views[1].removeFromSuperview()
      case 3: stack.insertArrangedSubview(Self.item(20, axis: stack.axis), at: 1)
      case 4: stack.setCustomSpacing(30, after: views[0])
      case 5: stack.spacing = 11
      default: stack.alignment = .trailing
      }
      Self.append(9, to: stack)
    }
    let (window, stack) = Self.stack(5, .equalSpacing, .center, .vertical)
    window.layoutIfNeeded()
    edit(stack)
    window.layoutIfNeeded()
    #expect(stack.arrangementExtensions == 0)
    let (built, builtStack) = Self.stack(5, .equalSpacing, .center, .vertical)
    edit(builtStack)
    built.layoutIfNeeded()
    #expect(ChunkedInstallTests.largestDifference(window, built) < 1e-6, "change \(change)")
  }

  /// A list filled row by row, laid out after each row, extends its
  /// arrangement every time: each row adds its own few constraints, where a
  /// full build planned and matched every row's again (quadratic in the list).
  @Test func aListLaidOutAfterEveryRowOnlyAddsEachRowsConstraints() {
    let (window, list) = StackViewIncrementalTests.list(rows: 2)
    window.layoutIfNeeded()
    var sizes: [Int] = []
    for index in 0..<60 {
      let before = list.arrangement.constraints.count
      list.addArrangedSubview(StackViewIncrementalTests.row(index))
      window.layoutIfNeeded()
      sizes.append(list.arrangement.constraints.count - before)
    }
    #expect(list.arrangementExtensions == 60)
    #expect(Set(sizes).count == 1, "constraints added per row: \(Set(sizes))")
    let rows = list.arrangedSubviews
    for (above, below) in zip(rows, rows.dropFirst()) {
      #expect(abs(below.frame.minY - above.frame.maxY - 8) < 1e-9)
    }
    #expect(list.frame.height == rows[rows.count - 1].frame.maxY)
    #expect(window.layoutDiagnostics.records.isEmpty)
  }
}
