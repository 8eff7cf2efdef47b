import Foundation
import Testing

@testable import LayoutCore

/// The stack's constraints meet user constraints, hugging and compression
/// resistance at UIKit's priorities.
@Suite struct StackViewPriorityTests {
  /// A width at 999 on an arranged view gives way to required fill-equally;
  /// at 1000 it conflicts, and the engine breaks it with a diagnostic.
  @Test func userWidthAt999And1000() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items, size: CGSize(width: 220, height: 50))
    stack.distribution = .fillEqually
    let width = items[0].widthAnchor.constraint(equalToConstant: 100)
    width.priority = 999
    width.isActive = true
    window.layoutIfNeeded()
    #expect(items[0].frame.width == 67)
    #expect(window.layoutDiagnostics.records.isEmpty)

    width.priority = .required
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.brokenConstraints.contains { $0 === width })
    #expect(items[0].frame.width == 67)
  }

  /// In a stack sized by its content, a user width at 999 beats the view's
  /// hugging and the stack grows.
  @Test func userWidthBeatsHugging() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items)
    let width = items[0].widthAnchor.constraint(equalToConstant: 100)
    width.priority = 999
    width.isActive = true
    window.layoutIfNeeded()
    #expect(items.map(\.frame.minX) == [0, 110, 180])
    #expect(stack.frame.width == 200)
  }

  /// Too little room: the view with the lowest compression resistance shrinks.
  @Test func lowestCompressionResistanceShrinks() {
    let items = threeItems(axis: .horizontal)
    items[1].setContentCompressionResistancePriority(740, for: .horizontal)
    items[2].setContentCompressionResistancePriority(749, for: .horizontal)
    let (window, _) = makeStack(items, size: CGSize(width: 100, height: 30))
    window.layoutIfNeeded()
    #expect(items.map(\.frame.minX) == [0, 50, 80])
    #expect(items.map(\.frame.width) == [40, 20, 20])
  }

  /// Labels: the one that hugs least takes the extra room.
  @Test func labelsStretchByHugging() {
    let window = makeWindow(width: 400, height: 300)
    let name = Label(text: "Name")  // 4 × 10 = 40 wide at font size 20
    name.fontSize = 20
    let value = Label(text: "Value")  // 50 wide
    value.fontSize = 20
    name.setContentHuggingPriority(251, for: .horizontal)
    let row = StackView(arrangedSubviews: [name, value])
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(row)
    row.widthAnchor.constraint(equalToConstant: 200).isActive = true
    window.layoutIfNeeded()
    #expect(name.frame == CGRect(x: 0, y: 0, width: 40, height: 24))
    #expect(value.frame == CGRect(x: 48, y: 0, width: 152, height: 24))
  }

  /// The engine's constraints carry UIKit's names and priorities.
  @Test func constraintsAreNamedAsUIKitNamesThem() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items)
    stack.alignment = .center
    items[2].isHidden = true
    window.layoutIfNeeded()
    // Constraints on a constant (hiding, suppression) are installed on the view they size.
    let named = Dictionary(grouping: stack.arrangement.constraints) { $0.identifier ?? "" }
    #expect(stack.arrangement.constraints.allSatisfy { $0.isActive })
    #expect(named["UISV-spacing"]?.count == 1)
    #expect(named["UISV-spacing"]?.first?.constant == 10)
    #expect(named["UISV-canvas-connection"]?.allSatisfy { $0.priority == .required } == true)
    #expect(named["UISV-hiding"]?.contains { $0.priority == 999.999 } == true)
    #expect(named["UISV-spacing-hidden"]?.first?.priority == 50)
    #expect(named["UISV-spanning-fit"]?.first?.priority == 51)
    #expect(named["UISV-ambiguity-suppression"]?.allSatisfy { $0.priority == 25 } == true)
    #expect(named["UISV-alignment"]?.count == 1)
    #expect(stack.layoutGuides.contains { $0.identifier == "UISV-alignment-spanner" })
    #expect(stack.arrangement.constraints.allSatisfy { $0.isSystemConstraint })
    #expect(
      "\(named["UISV-spacing"]![0])".contains("'UISV-spacing' B.leading == A.trailing + 10"))
  }

  @Test func proportionalPrioritiesCountDown() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items)
    stack.distribution = .fillProportionally
    window.layoutIfNeeded()
    let shares = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
    #expect(shares.map(\.priority) == [999, 998, 997])
    let multipliers: [CGFloat] = [40.0 / 140, 60.0 / 140, 20.0 / 140]
    #expect(shares.map(\.multiplier) == multipliers)
    #expect(stack.frame.width == 140)
  }

  /// Proportions follow a change of intrinsic size.
  @Test func proportionsFollowIntrinsicSize() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items, spacing: 0, size: CGSize(width: 240, height: 30))
    stack.distribution = .fillProportionally
    window.layoutIfNeeded()
    #expect(items.map(\.frame.width) == [80, 120, 40])
    items[2].imageSize = CGSize(width: 100, height: 10)
    window.layoutIfNeeded()
    #expect(items.map(\.frame.width) == [48, 72, 120])
  }
}
