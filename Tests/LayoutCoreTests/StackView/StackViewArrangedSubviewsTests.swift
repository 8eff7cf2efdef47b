import Foundation
import Testing

@testable import LayoutCore

/// Adding, inserting, removing and hiding arranged subviews.
@Suite struct StackViewArrangedSubviewsTests {
  @Test func arrangedSubviewsBecomeConstrainedSubviews() {
    let items = threeItems(axis: .horizontal)
    let stack = StackView(arrangedSubviews: items)
    #expect(same(stack.arrangedSubviews, items))
    #expect(same(stack.subviews, items))
    #expect(items.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
  }

  /// A stack without a size along its axis is as long as its content.
  @Test func stackHugsItsContent() {
    let (window, stack) = makeStack(threeItems(axis: .horizontal))
    window.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 140, height: 30))
  }

  @Test func insertAndRemove() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack([items[0], items[2]])
    stack.insertArrangedSubview(items[1], at: 1)
    window.layoutIfNeeded()
    #expect(same(stack.arrangedSubviews, items))
    #expect(items[1].frame.minX == 50)
    #expect(items[2].frame.minX == 120)

    // Removed from the arrangement, still a subview; the rest close up.
    stack.removeArrangedSubview(items[1])
    window.layoutIfNeeded()
    #expect(same(stack.arrangedSubviews, [items[0], items[2]]))
    #expect(items[1].superview === stack)
    #expect(items[2].frame.minX == 50)
    #expect(stack.frame.width == 70)
    #expect(!stack.constraints.contains { $0.firstItem === items[1] || $0.secondItem === items[1] })

    // Removing the view from the stack removes it from the arrangement too.
    items[0].removeFromSuperview()
    window.layoutIfNeeded()
    #expect(same(stack.arrangedSubviews, [items[2]]))
    #expect(items[2].frame.minX == 0)
  }

  /// A view arranged in one stack and then arranged in another leaves the
  /// first; one that left a stack and comes back as a plain subview is not
  /// arranged there (the stack asks the view, not its list, whether it is).
  @Test func aViewIsArrangedOnlyByTheStackItLastJoined() {
    let items = threeItems(axis: .horizontal)
    let first = StackView(arrangedSubviews: [items[0], items[1]])
    let second = StackView(arrangedSubviews: [items[2]])
    second.addArrangedSubview(items[1])
    #expect(same(first.arrangedSubviews, [items[0]]))
    #expect(same(second.arrangedSubviews, [items[2], items[1]]))

    // Back as a plain subview: not arranged, so custom spacing after it is
    // ignored and adding it as arranged later appends it once.
    items[1].removeFromSuperview()
    #expect(same(second.arrangedSubviews, [items[2]]))
    first.addSubview(items[1])
    #expect(same(first.arrangedSubviews, [items[0]]))
    first.setCustomSpacing(30, after: items[1])
    #expect(first.customSpacing(after: items[1]) == StackView.spacingUseDefault)
    first.addArrangedSubview(items[1])
    first.addArrangedSubview(items[1])
    #expect(same(first.arrangedSubviews, [items[0], items[1]]))
    first.setCustomSpacing(30, after: items[1])
    #expect(first.customSpacing(after: items[1]) == 30)

    // A stack freed with its views arranged leaves them arranged nowhere.
    var third: StackView? = StackView(arrangedSubviews: [items[0]])
    #expect(items[0].superview === third)
    third = nil
    #expect(items[0].superview == nil)
    second.addSubview(items[0])
    #expect(same(second.arrangedSubviews, [items[2]]))
  }

  /// A stack taken out of a list loses the list's constraints on it and
  /// keeps its own arrangement: its arranged views still stand side by side.
  @Test func aRowTakenOutOfAListKeepsItsOwnArrangement() {
    let items = threeItems(axis: .horizontal)
    let row = StackView(arrangedSubviews: items)
    row.spacing = 10
    let other = StackView(arrangedSubviews: threeItems(axis: .horizontal))
    let (window, list) = makeStack([row, other])
    list.axis = .vertical
    window.layoutIfNeeded()
    let own = row.constraints.count
    #expect(own > 0)
    list.removeArrangedSubview(row)
    #expect(!list.constraints.contains { $0.firstItem === row || $0.secondItem === row })
    #expect(row.constraints.count == own)
    window.layoutIfNeeded()
    #expect(items[1].frame.minX == 50)
    #expect(items[2].frame.minX == 120)
  }

  /// Out-of-range indices are clamped; adding an arranged view again moves it.
  @Test func indicesAreClamped() {
    let items = threeItems(axis: .horizontal)
    let stack = StackView(arrangedSubviews: [items[1]])
    stack.insertArrangedSubview(items[2], at: 99)
    stack.insertArrangedSubview(items[0], at: -5)
    #expect(same(stack.arrangedSubviews, items))
    stack.addArrangedSubview(items[0])
    #expect(same(stack.arrangedSubviews, [items[1], items[2], items[0]]))
    stack.addArrangedSubview(stack)
    #expect(stack.arrangedSubviews.count == 3)
  }

  /// Hidden views collapse with their spacing, and come back when shown.
  @Test(arguments: [StackView.Distribution.fill, .fillEqually, .equalSpacing, .equalCentering])
  func hiddenViewsCollapse(distribution: StackView.Distribution) {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items)
    stack.distribution = distribution
    items[1].isHidden = true
    window.layoutIfNeeded()
    let equal = distribution == .fillEqually
    // fillEqually makes A and C as long as each other: 40 (A's compression
    // resistance holds it; C's hugging gives way).
    #expect(items[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(items[1].frame.width == 0)
    #expect(items[2].frame.minX == 50)
    #expect(items[2].frame.width == (equal ? 40 : 20))
    #expect(stack.frame.size == CGSize(width: equal ? 90 : 70, height: 20))

    items[1].isHidden = false
    window.layoutIfNeeded()
    // Equal centering: centers 60 apart (B's gap to C needs 50, A's to B 60).
    let length: CGFloat = equal ? 60 * 3 + 20 : distribution == .equalCentering ? 150 : 140
    #expect(stack.frame.size == CGSize(width: length, height: 30))
    #expect(items[1].frame.minX == (equal ? 70 : 50))
  }

  @Test func hidingEveryViewEmptiesTheStack() {
    let items = threeItems(axis: .vertical)
    let (window, stack) = makeStack(items, axis: .vertical)
    for item in items { item.isHidden = true }
    window.layoutIfNeeded()
    #expect(stack.frame.size == .zero)
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  @Test func hiddenFirstAndLastViews() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items)
    items[0].isHidden = true
    items[2].isHidden = true
    window.layoutIfNeeded()
    #expect(items[1].frame == CGRect(x: 0, y: 0, width: 60, height: 30))
    #expect(stack.frame.size == CGSize(width: 60, height: 30))
  }
}
