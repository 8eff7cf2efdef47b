import Foundation
import Testing

@testable import LayoutCore

@Suite struct LayoutConstraintTests {
  /// A window with a box pinned to its top-leading corner, 100 × 50.
  private func pinnedBox() -> (Window, View, width: LayoutConstraint) {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      width,
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    return (window, box, width)
  }

  @Test func recordsItsEquation() {
    let window = makeWindow()
    let a = constrainedView("a", in: window)
    let b = constrainedView("b", in: window)
    let constraint = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: 8)
    #expect(constraint.firstItem === a)
    #expect(constraint.firstAttribute == .width)
    #expect(constraint.relation == .equal)
    #expect(constraint.secondItem === b)
    #expect(constraint.secondAttribute == .height)
    #expect(constraint.multiplier == 0.5)
    #expect(constraint.constant == 8)
    #expect(constraint.priority == .required)
    #expect(!constraint.isActive)
  }

  @Test func newConstraintsAreInactiveUntilActivated() {
    let (window, box, _) = pinnedBox()
    let wider = box.widthAnchor.constraint(equalToConstant: 300)
    wider.priority = 999
    window.layoutIfNeeded()
    #expect(box.frame.width == 100)
    #expect(!wider.isActive)
  }

  @Test func constantChangesInPlaceAndTakesEffectAtTheNextPass() {
    let (window, box, width) = pinnedBox()
    let solverConstraint = width.engineState.linear
    width.constant = 240
    #expect(box.frame.width == 100, "layout is deferred until layoutIfNeeded")
    window.layoutIfNeeded()
    expectFrame(box, rect(10, 20, 240, 50))
    // The same solver constraint: changed in place, not removed and re-added.
    #expect(width.engineState.linear === solverConstraint)
  }

  /// Checklist: a priority moved from required to optional takes effect
  /// (UIKit forbids the change on an installed constraint).
  @Test func priorityMovesFromRequiredToOptionalAndBack() {
    let (window, box, width) = pinnedBox()
    let wider = box.widthAnchor.constraint(equalToConstant: 300)
    wider.priority = 500
    wider.isActive = true
    window.layoutIfNeeded()
    // Two contradictory requirements? No: 300 is optional and loses.
    #expect(box.frame.width == 100)
    width.priority = 250
    window.layoutIfNeeded()
    #expect(box.frame.width == 300, "the 500 now beats the 250")
    width.priority = .required
    window.layoutIfNeeded()
    #expect(box.frame.width == 100)
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  @Test func deactivatingRemovesTheEffect() {
    let (window, box, width) = pinnedBox()
    let wider = box.widthAnchor.constraint(equalToConstant: 300)
    wider.priority = 999
    wider.isActive = true
    width.isActive = false
    window.layoutIfNeeded()
    #expect(box.frame.width == 300)
    LayoutConstraint.deactivate([wider])
    LayoutConstraint.activate([width])
    window.layoutIfNeeded()
    #expect(box.frame.width == 100)
  }

  @Test func activationInstallsOnTheNearestCommonAncestor() {
    let window = makeWindow()
    let card = constrainedView("card", in: window)
    let icon = constrainedView("icon", in: card)
    let title = constrainedView("title", in: card)
    let between = title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)
    let own = icon.widthAnchor.constraint(equalToConstant: 20)
    let toParent = icon.leadingAnchor.constraint(equalTo: card.leadingAnchor)
    LayoutConstraint.activate([between, own, toParent])
    #expect(card.constraints.contains { $0 === between })
    #expect(card.constraints.contains { $0 === toParent })
    #expect(icon.constraints.contains { $0 === own })
    #expect(!window.constraints.contains { $0 === between })
  }

  @Test func descriptionShowsIdentifierEquationPriorityAndSourceLocation() {
    let window = makeWindow()
    let title = constrainedView("title", in: window)
    let card = constrainedView("card", in: window)
    let line = #line + 1
    let constraint = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12)
    constraint.identifier = "title-top"
    constraint.priority = 750
    #expect(constraint.file.description == "LayoutCoreTests/LayoutConstraintTests.swift")
    #expect(constraint.line == UInt(line))
    #expect(
      constraint.description
        == "<LayoutConstraint 'title-top' title.top == card.top + 12 @750 (inactive) "
        + "LayoutCoreTests/LayoutConstraintTests.swift:\(line)>")
    let half = title.widthAnchor.constraint(
      equalTo: card.widthAnchor, multiplier: 0.5, constant: -4)
    #expect(half.description.contains("title.width == 0.5 * card.width - 4 (inactive)"))
    constraint.isActive = true
    #expect(constraint.description.contains("(active)"))
  }

  @Test func itemAndAttributeInitializerMakesTheSameConstraintAsAnchors() {
    let window = makeWindow(width: 400)
    let left = constrainedView("left", in: window)
    let half = LayoutConstraint(
      item: left, attribute: .width, relatedBy: .equal, toItem: window, attribute: .width,
      multiplier: 0.5, constant: 0)
    LayoutConstraint.activate([
      half,
      LayoutConstraint(
        item: left, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leading),
      LayoutConstraint(
        item: left, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top),
      LayoutConstraint(
        item: left, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        constant: 30),
    ])
    window.layoutIfNeeded()
    expectFrame(left, rect(0, 0, 200, 30))
  }

  /// Where UIKit raises an exception, the checked factory throws an error naming the problem and the place.
  @Test func invalidConstraintsThrowWithReasonAndLocation() {
    let a = View()
    a.debugName = "a"
    let b = View()
    b.debugName = "b"
    let guide = LayoutGuide()
    let cases: [(() throws(ConstraintError) -> LayoutConstraint, String)] = [
      (
        { () throws(ConstraintError) in
          try LayoutConstraint.checked(
            item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            constant: 10)
        }, "a.top is a position related to a constant"
      ),
      (
        { () throws(ConstraintError) in
          try LayoutConstraint.checked(
            item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .top)
        }, "a.leading cannot be related to b.top"
      ),
      (
        { () throws(ConstraintError) in
          try LayoutConstraint.checked(
            item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .leading)
        }, "a.width cannot be related to b.leading"
      ),
      (
        { () throws(ConstraintError) in
          try LayoutConstraint.checked(
            item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX,
            multiplier: 0)
        }, "multiplier of 0"
      ),
      (
        { () throws(ConstraintError) in
          try LayoutConstraint.checked(
            item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            constant: .nan)
        }, "not a finite number"
      ),
      (
        { () throws(ConstraintError) in
          try LayoutConstraint.checked(
            item: guide, attribute: .leadingMargin, relatedBy: .equal, toItem: a,
            attribute: .leading)
        }, "has no margins"
      ),
    ]
    for (make, reason) in cases {
      #expect {
        _ = try make()
      } throws: { error in
        let text = "\(error)"
        return text.contains(reason) && text.contains("LayoutConstraintTests.swift:")
      }
    }
  }

  /// UIKit's initializer does not throw: where UIKit raises, it records the
  /// reason and the call's location in the item's tree and returns a
  /// constraint that never activates.
  @Test func invalidUIKitStyleConstraintsAreReportedAndNeverActivate() {
    let window = makeWindow()
    let a = constrainedView("a", in: window)
    let line: UInt = #line + 1
    let positionToConstant = LayoutConstraint(
      item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 10)
    guard case .invalidConstraint(let reason, let location) = window.layoutDiagnostics.records.last?.kind else {
      Issue.record("no diagnostic for a position equal to a constant")
      return
    }
    #expect(reason.contains("a.top is a position related to a constant"))
    #expect(location.hasSuffix("LayoutConstraintTests.swift:\(line)"))
    positionToConstant.isActive = true
    #expect(!positionToConstant.isActive)
    #expect(!window.constraints.contains { $0 === positionToConstant })

    let notAView = LayoutConstraint(
      item: "a string", attribute: .width, relatedBy: .equal, toItem: a, attribute: .width,
      multiplier: 1, constant: 0)
    guard case .invalidConstraint(let why, _) = window.layoutDiagnostics.records.last?.kind else {
      Issue.record("no diagnostic for an item that is not a view")
      return
    }
    #expect(why.contains("the first item is String, not a view or layout guide"))
    notAView.isActive = true
    #expect(!notAView.isActive && notAView.firstItem == nil)
    window.layoutIfNeeded()
    #expect(a.frame == .zero)
  }

  /// UIKit accepts attributes of different axes when the constraint is made
  /// and activated, and raises when its engine takes it: here the
  /// constraint is installed on the common ancestor, kept out of the
  /// solver, and reported when the tree is laid out.
  @Test func attributesOfDifferentAxesActivateButAreNotSolved() {
    let window = makeWindow(width: 400)
    let box = constrainedView("box", in: window)
    let mixed = LayoutConstraint(
      item: box, attribute: .left, relatedBy: .equal, toItem: window, attribute: .top,
      multiplier: 1, constant: 50)
    LayoutConstraint.activate([
      mixed,
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 30),
      box.heightAnchor.constraint(equalToConstant: 30),
    ])
    #expect(mixed.isActive)
    #expect(window.constraints.contains { $0 === mixed })
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 10, width: 30, height: 30))
    guard case .notInstalled(let refused, let reason) = window.layoutDiagnostics.records.last?.kind else {
      Issue.record("no diagnostic for a constraint between axes")
      return
    }
    #expect(refused === mixed && reason.contains("relates left to top"))
  }

  /// Checklist: activating constraints between views with no common
  /// ancestor is an error naming both, not a crash.
  @Test func noCommonAncestorIsADiagnosticNamingBothItems() {
    let window = makeWindow()
    let inWindow = constrainedView("inWindow", in: window)
    let elsewhere = constrainedView("elsewhere")
    let constraint = inWindow.leadingAnchor.constraint(equalTo: elsewhere.leadingAnchor)
    constraint.identifier = "cross-tree"
    constraint.isActive = true
    #expect(!constraint.isActive)
    let records = window.layoutDiagnostics.records
    #expect(records.count == 1)
    guard case .noCommonAncestor(let failed, let first, let second) = records.first?.kind else {
      Issue.record("expected a noCommonAncestor diagnostic, got \(records)")
      return
    }
    #expect(failed === constraint)
    #expect(first == "inWindow")
    #expect(second == "elsewhere")
    #expect(records[0].description.contains("'cross-tree'"))
    #expect(records[0].description.contains("LayoutConstraintTests.swift:"))
    window.layoutIfNeeded()  // layout goes on
  }

  @Test func constraintsOutliveTheirItemsWithoutCrashing() {
    var constraint: LayoutConstraint?
    do {
      let view = View()
      constraint = view.widthAnchor.constraint(equalToConstant: 10)
    }
    #expect(constraint?.firstItem == nil)
    constraint?.isActive = true
    #expect(constraint?.isActive == false)
  }
}
