import Foundation
import LayoutScreens
import Testing

@testable import LayoutCore

/// The engine's bookkeeping checks (`LayoutEngine.invariantViolation()`,
/// which the checked build runs after layout passes): they hold through a
/// screen's life, and each names the list a broken place is in.
@Suite struct EngineInvariantTests {
  /// A stack list built, laid out, changed and partly taken apart keeps
  /// every constraint where its lists say.
  @Test func aScreenKeepsItsListsInAgreementThroughItsLife() throws {
    let window = SampleScreens.stackList(views: 1_000, hiddenEvery: 7)
    window.layoutIfNeeded()
    #expect(window.layoutEngine.invariantViolation() == nil)
    let list = try #require(window.subviews.first as? StackView)
    // Rows removed from the middle and the ends swap-remove constraints
    // out of many lists at once.
    for row in [list.arrangedSubviews[100], list.arrangedSubviews[0], list.arrangedSubviews.last!] {
      row.removeFromSuperview()
    }
    list.arrangedSubviews[50].isHidden.toggle()
    window.layoutIfNeeded()
    #expect(window.layoutEngine.invariantViolation() == nil)
    deactivateEveryOther(in: list)
    window.layoutIfNeeded()
    #expect(window.layoutEngine.invariantViolation() == nil)
  }

  /// A window laid out with one box in it, 40 points wide by the constraint
  /// returned, and held by `others` too.
  private func laidOutBox(_ others: (View) -> [LayoutConstraint] = { _ in [] }) -> (Window, LayoutConstraint) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = View()
    window.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([width] + others(box))
    window.layoutIfNeeded()
    return (window, width)
  }

  /// A constraint whose remembered place in its first item's list is wrong
  /// is named, with the list.
  @Test func aWrongPlaceInAnItemsListIsNamed() {
    let (window, width) = laidOutBox { [$0.heightAnchor.constraint(equalToConstant: 30)] }
    #expect(window.layoutEngine.invariantViolation() == nil)
    width.engineState.firstIndex = 1
    let violation = window.layoutEngine.invariantViolation()
    #expect(violation?.contains("active constraints") == true)
    #expect(LayoutEngine.listViolation(width)?.contains("first item's active constraints") == true)
    width.engineState.firstIndex = 0
    #expect(window.layoutEngine.invariantViolation() == nil)
  }

  /// A constraint that left its view's list without being told is named.
  @Test func aWrongPlaceInAViewsInstalledListIsNamed() {
    let (window, width) = laidOutBox()
    width.engineState.installedIndex = 3
    #expect(LayoutEngine.listViolation(width)?.contains("installed constraints") == true)
    #expect(window.layoutEngine.invariantViolation()?.contains("installed constraints") == true)
  }

  /// A deactivated constraint keeps no place in any list.
  @Test func anInactiveConstraintWithAPlaceIsNamed() {
    let box = View()
    let width = box.widthAnchor.constraint(equalToConstant: 40)
    #expect(LayoutEngine.listViolation(width) == nil)
    width.engineState.secondIndex = 0
    #expect(LayoutEngine.listViolation(width)?.contains("inactive") == true)
  }
}

/// Deactivates every other constraint installed on a list's first rows,
/// as an app that toggles a row's layout would.
private func deactivateEveryOther(in list: StackView) {
  var constraints: [LayoutConstraint] = []
  for row in list.arrangedSubviews.prefix(40) { constraints += row.constraints }
  LayoutConstraint.deactivate(constraints.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
}
