import Foundation
import Testing

@testable import LayoutCore

@Suite struct ViewHierarchyTests {
  @Test func addInsertAndRemoveKeepOrder() {
    let parent = View()
    let a = View()
    let b = View()
    let c = View()
    parent.addSubview(a)
    parent.addSubview(c)
    parent.insertSubview(b, belowSubview: c)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    parent.bringSubviewToFront(a)
    #expect(parent.subviews.last === a)
    parent.sendSubviewToBack(a)
    #expect(parent.subviews.first === a)
    b.removeFromSuperview()
    #expect(b.superview == nil)
    #expect(parent.subviews.count == 2)
    #expect(c.isDescendant(of: parent))
    #expect(!b.isDescendant(of: parent))
  }

  @Test func addingToAnotherParentMovesTheView() {
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(child.superview === second)
  }

  @Test func aViewCannotBecomeItsOwnAncestor() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    child.addSubview(parent)
    #expect(parent.superview == nil)
    #expect(child.subviews.isEmpty)
  }

  @Test func windowIsTheRoot() {
    let window = makeWindow()
    let parent = View()
    let child = View()
    parent.addSubview(child)
    #expect(child.window == nil)
    window.addSubview(parent)
    #expect(child.window === window)
  }

  @Test func framesBoundsAndCenterAgree() {
    let view = View(frame: rect(10, 20, 100, 50))
    #expect(view.bounds == rect(0, 0, 100, 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == rect(50, 75, 100, 50))
    view.bounds = rect(0, 0, 20, 10)
    #expect(view.frame == rect(90, 95, 20, 10))
  }

  /// UIKit: removing a view ends its constraints with views outside it and
  /// keeps the ones inside it, which move with it.
  @Test func removingAViewEndsOutsideConstraintsAndKeepsInsideOnes() {
    let window = makeWindow()
    let card = constrainedView("card", in: window)
    let icon = constrainedView("icon", in: card)
    let outside = card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
    let inside = icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5)
    let size = [
      icon.widthAnchor.constraint(equalToConstant: 20),
      icon.heightAnchor.constraint(equalToConstant: 20),
    ]
    LayoutConstraint.activate(
      [
        outside, inside, card.topAnchor.constraint(equalTo: window.topAnchor),
        card.widthAnchor.constraint(equalToConstant: 100),
        card.heightAnchor.constraint(equalToConstant: 100),
        icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
      ] + size)
    window.layoutIfNeeded()
    expectFrame(icon, rect(5, 5, 20, 20))

    card.removeFromSuperview()
    #expect(!outside.isActive)
    #expect(inside.isActive)

    let other = makeWindow(width: 200, height: 200)
    other.addSubview(card)
    LayoutConstraint.activate([
      card.trailingAnchor.constraint(equalTo: other.trailingAnchor),
      card.bottomAnchor.constraint(equalTo: other.bottomAnchor),
    ])
    other.layoutIfNeeded()
    expectFrame(card, rect(100, 100, 100, 100))
    expectFrame(icon, rect(5, 5, 20, 20))
    #expect(other.layoutDiagnostics.records.isEmpty)
  }

  /// A subtree built and constrained before it joins a window keeps its constraints.
  @Test func subtreeConstrainedBeforeJoiningAWindow() {
    let card = constrainedView("card")
    let badge = constrainedView("badge", in: card)
    LayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
      badge.widthAnchor.constraint(equalToConstant: 16),
      badge.heightAnchor.constraint(equalToConstant: 16),
      card.widthAnchor.constraint(equalToConstant: 120),
      card.heightAnchor.constraint(equalToConstant: 80),
    ])
    let window = makeWindow()
    window.addSubview(card)
    LayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      card.centerYAnchor.constraint(equalTo: window.centerYAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(card, rect(135, 382, 120, 80))
    expectFrame(badge, rect(100, 4, 16, 16))
  }

  /// A tree outside any window gets no engine for its constraints: the
  /// window's engine takes them when the tree joins it, with the changes made
  /// before (a constant, a deactivation) and the views behind margins and
  /// baselines, and lays it out as if it had been built in the window. Laid
  /// out alone, a tree gets an engine of its own.
  @Test func aTreeOutsideAWindowIsLaidOutByTheEngineThatAdoptsIt() {
    /// A card with a label in its margins and a badge on the label's baseline.
    func card(in window: Window?) -> [View] {
      let card = constrainedView("card")
      if let window { window.addSubview(card) }
      card.layoutMargins = EdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
      let title = Label(text: "Title")
      title.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(title)
      let badge = constrainedView("badge", in: card)
      let width = card.widthAnchor.constraint(equalToConstant: 100)
      let dropped = badge.widthAnchor.constraint(equalToConstant: 99)
      LayoutConstraint.activate([
        width, dropped,
        card.heightAnchor.constraint(equalToConstant: 80),
        title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
        badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 4),
        badge.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        badge.heightAnchor.constraint(equalToConstant: 10),
      ])
      width.constant = 200
      dropped.isActive = false
      badge.widthAnchor.constraint(equalToConstant: 16).isActive = true
      if window == nil { #expect(card.engineIfPresent == nil) }
      return [card, title, badge]
    }
    let built = makeWindow()
    let joined = makeWindow()
    let inside = card(in: built)
    let outside = card(in: nil)
    joined.addSubview(outside[0])
    for (window, views) in [(built, inside), (joined, outside)] {
      views[0].topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true
      views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
      window.layoutIfNeeded()
      #expect(window.layoutDiagnostics.records.isEmpty)
    }
    expectFrame(outside[0], rect(0, 20, 200, 80))
    #expect(outside[1].frame.origin == CGPoint(x: 10, y: 6))
    #expect(outside[2].frame.width == 16)
    for (a, b) in zip(inside, outside) { expectFrame(b, a.frame) }

    // Alone, a tree is laid out by an engine of its own.
    let alone = constrainedView("alone")
    let inner = constrainedView("inner", in: alone)
    LayoutConstraint.activate([
      alone.widthAnchor.constraint(equalToConstant: 50), alone.heightAnchor.constraint(equalToConstant: 40),
      inner.centerXAnchor.constraint(equalTo: alone.centerXAnchor),
      inner.centerYAnchor.constraint(equalTo: alone.centerYAnchor),
      inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(alone.engineIfPresent == nil)
    alone.layoutIfNeeded()
    #expect(alone.engineIfPresent != nil)
    expectFrame(alone, rect(0, 0, 50, 40))
    expectFrame(inner, rect(20, 15, 10, 10))
  }

  /// A subtree moved to another window is laid out by that window's engine
  /// from then on: a change inside it reaches its subviews (each solver
  /// variable names its item while the item is registered with an engine),
  /// and the window it left no longer touches it.
  @Test func aSubtreeMovedToAnotherWindowIsLaidOutThere() {
    let first = makeWindow()
    let second = makeWindow()
    let card = constrainedView("card", in: first)
    let badge = constrainedView("badge", in: card)
    let width = card.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: first.topAnchor, constant: 10),
      card.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 10),
      width, card.heightAnchor.constraint(equalToConstant: 50),
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      badge.topAnchor.constraint(equalTo: card.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 16),
      badge.heightAnchor.constraint(equalToConstant: 16),
    ])
    first.layoutIfNeeded()
    expectFrame(card, rect(10, 10, 100, 50))
    expectFrame(badge, rect(84, 0, 16, 16))

    // Leaving ends the constraints to the first window; the card's own stay.
    card.removeFromSuperview()
    second.addSubview(card)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: second.topAnchor, constant: 20),
      card.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 30),
    ])
    second.layoutIfNeeded()
    expectFrame(card, rect(30, 20, 100, 50))
    expectFrame(badge, rect(84, 0, 16, 16))

    width.constant = 140
    second.layoutIfNeeded()
    expectFrame(card, rect(30, 20, 140, 50))
    expectFrame(badge, rect(124, 0, 16, 16))
    first.setNeedsLayout()
    first.layoutIfNeeded()
    expectFrame(card, rect(30, 20, 140, 50))
    #expect(first.subviews.isEmpty)
  }

  /// Views nested in different containers relate through their common ancestor.
  @Test func cousinsRelateThroughTheirCommonAncestor() {
    let window = makeWindow()
    let left = constrainedView("left", in: window)
    let right = constrainedView("right", in: window)
    let a = constrainedView("a", in: left)
    let b = constrainedView("b", in: right)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      left.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      left.widthAnchor.constraint(equalToConstant: 100),
      left.heightAnchor.constraint(equalToConstant: 100),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
      right.topAnchor.constraint(equalTo: left.topAnchor, constant: 30),
      right.widthAnchor.constraint(equalToConstant: 100),
      right.heightAnchor.constraint(equalToConstant: 100),
      a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 20),
      a.topAnchor.constraint(equalTo: left.topAnchor, constant: 40),
      a.widthAnchor.constraint(equalToConstant: 10),
      a.heightAnchor.constraint(equalToConstant: 10),
      // b lines up with a across the two containers.
      b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 5),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    window.layoutIfNeeded()
    // a is at (30, 50) in the window, so b's frame in `right` (at 120, 40) is (-90, 25).
    expectFrame(a, rect(20, 40, 10, 10))
    expectFrame(b, rect(-90, 25, 10, 10))
  }

  @Test func hiddenViewsKeepTheirConstraints() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    box.isHidden = true
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 3),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 4),
      box.widthAnchor.constraint(equalToConstant: 5),
      box.heightAnchor.constraint(equalToConstant: 6),
    ])
    window.layoutIfNeeded()
    expectFrame(box, rect(3, 4, 5, 6))
  }

  @Test func layoutGuidesHaveOwnersAndFrames() {
    let window = makeWindow(width: 300)
    let spacer = LayoutGuide()
    spacer.identifier = "spacer"
    window.addLayoutGuide(spacer)
    #expect(spacer.owningView === window)
    #expect(window.layoutGuides.contains { $0 === spacer })
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      spacer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      spacer.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.25),
      spacer.topAnchor.constraint(equalTo: window.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
      box.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(spacer.layoutFrame == rect(0, 0, 75, 1))
    expectFrame(box, rect(75, 0, 10, 10))
    window.removeLayoutGuide(spacer)
    #expect(spacer.owningView == nil)
    #expect(spacer.affectingConstraints.isEmpty)
  }

  @Test func aGuideWithoutOwnerCannotBeConstrained() {
    let window = makeWindow()
    let guide = LayoutGuide()
    guide.identifier = "loose"
    let constraint = guide.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    guard case .notInstalled(_, let reason) = window.layoutDiagnostics.records.first?.kind else {
      Issue.record("expected a diagnostic")
      return
    }
    #expect(reason.contains("loose is a layout guide with no owning view"))
  }

  @Test func droppedTreesAreFreed() {
    weak var weakWindow: Window?
    weak var weakChild: View?
    weak var weakConstraint: LayoutConstraint?
    do {
      let window = makeWindow()
      let child = constrainedView("child", in: window)
      let constraint = child.widthAnchor.constraint(equalTo: window.widthAnchor)
      LayoutConstraint.activate([
        constraint, child.heightAnchor.constraint(equalToConstant: 10),
        child.topAnchor.constraint(equalTo: window.layoutMarginsGuide.topAnchor),
        child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      ])
      window.layoutIfNeeded()
      child.setNeedsLayout()
      window.setNeedsLayout()
      weakWindow = window
      weakChild = child
      weakConstraint = constraint
    }
    #expect(weakWindow == nil)
    #expect(weakChild == nil)
    #expect(weakConstraint == nil)
  }

  /// Items list their constraints without owning them: a constraint that
  /// ends is gone from every item's list and freed with its host's
  /// reference, and the items that stay lay out without it.
  @Test func endedConstraintsLeaveEveryItemsList() {
    let window = makeWindow()
    let left = constrainedView("left", in: window)
    let right = constrainedView("right", in: window)
    weak var between: LayoutConstraint?
    weak var width: LayoutConstraint?
    do {
      let gap = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8)
      let size = left.widthAnchor.constraint(equalTo: right.widthAnchor)
      LayoutConstraint.activate([
        gap, size,
        left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        left.topAnchor.constraint(equalTo: window.topAnchor),
        right.topAnchor.constraint(equalTo: window.topAnchor),
        right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        left.heightAnchor.constraint(equalToConstant: 20),
        right.heightAnchor.constraint(equalToConstant: 20),
      ])
      between = gap
      width = size
    }
    window.layoutIfNeeded()
    #expect(left.frame.width == 191)
    #expect(left.affectingConstraints.count == 5)

    right.removeFromSuperview()
    #expect(between == nil)
    #expect(width == nil)
    #expect(left.affectingConstraints.count == 3)
    #expect(left.affectingConstraints.allSatisfy { $0.secondItem !== right && $0.firstItem !== right })
    #expect(right.affectingConstraints.count == 1)
    left.widthAnchor.constraint(equalToConstant: 50).isActive = true
    window.layoutIfNeeded()
    #expect(left.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
  }

  /// Closing a screen ends the constraints installed in it, even those the
  /// user holds, and a view the user kept takes its own constraints to the
  /// next window, whose engine installs them anew.
  @Test func aViewKeptFromAClosedScreenLaysOutInTheNextWindow() {
    var kept: StackView?
    var held: [LayoutConstraint] = []
    do {
      let window = makeWindow()
      let list = StackView()
      list.axis = .vertical
      list.spacing = 4
      list.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(list)
      let pins = [
        list.topAnchor.constraint(equalTo: window.topAnchor),
        list.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      ]
      LayoutConstraint.activate(pins)
      for index in 0..<20 {
        let square = View()
        square.widthAnchor.constraint(equalToConstant: 30).isActive = true
        square.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let row = StackView(arrangedSubviews: [square, View()])
        row.debugName = "row \(index)"
        list.addArrangedSubview(row)
        if index == 7 { kept = row }
      }
      window.layoutIfNeeded()
      held = pins + list.arrangement.constraints.prefix(3)
      #expect(held.allSatisfy { $0.isActive })
    }
    #expect(held.allSatisfy { !$0.isActive }, "constraints of a closed screen ended")
    #expect(kept?.superview == nil)
    guard let row = kept else { return }
    let next = makeWindow()
    row.translatesAutoresizingMaskIntoConstraints = false
    next.addSubview(row)
    LayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: next.topAnchor, constant: 10),
      row.leadingAnchor.constraint(equalTo: next.leadingAnchor, constant: 5),
    ])
    next.layoutIfNeeded()
    #expect(row.frame.origin == CGPoint(x: 5, y: 10))
    #expect(row.arrangedSubviews[0].frame.size == CGSize(width: 30, height: 30))
    #expect(row.frame.height == 30)
    #expect(next.layoutDiagnostics.records.isEmpty)
  }
}
