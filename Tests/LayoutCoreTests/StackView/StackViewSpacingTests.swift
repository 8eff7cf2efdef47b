import Foundation
import Testing

@testable import LayoutCore

/// Spacing, custom spacing, edge spacing, margins and bad values.
@Suite struct StackViewSpacingTests {
  @Test func customSpacingAfterAView() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items)
    stack.setCustomSpacing(20, after: items[0])
    window.layoutIfNeeded()
    #expect(stack.customSpacing(after: items[0]) == 20)
    #expect(stack.customSpacing(after: items[1]) == StackView.spacingUseDefault)
    #expect(items.map(\.frame.minX) == [0, 60, 130])

    stack.setCustomSpacing(StackView.spacingUseDefault, after: items[0])
    window.layoutIfNeeded()
    #expect(items.map(\.frame.minX) == [0, 50, 120])
  }

  /// The custom spacing of a hidden view goes with it: the gap after the
  /// last visible view before the next one is that view's.
  @Test func customSpacingOfHiddenViewIsUnused() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items)
    stack.setCustomSpacing(30, after: items[1])
    items[1].isHidden = true
    window.layoutIfNeeded()
    #expect(items[2].frame.minX == 50)
  }

  @Test func systemSpacingIsEight() {
    let items = threeItems(axis: .vertical)
    let (window, stack) = makeStack(items, axis: .vertical, spacing: StackView.spacingUseSystem)
    window.layoutIfNeeded()
    #expect(items.map(\.frame.minY) == [0, 48, 116])
    #expect(stack.frame.height == 136)
  }

  /// Spacing is rounded to the display's pixels, as UIKit does.
  @Test func spacingIsRoundedToPixels() {
    let window = makeWindow(width: 400, height: 300, scale: 2)
    let items = threeItems(axis: .horizontal)
    let stack = StackView(arrangedSubviews: items)
    stack.spacing = 10.3
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    window.layoutIfNeeded()
    #expect(items[1].frame.minX == 50.5)
  }

  @Test func badValuesAreIgnored() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items)
    stack.spacing = .nan
    stack.edgeSpacing = .infinity
    stack.setCustomSpacing(.nan, after: items[0])
    stack.setCustomSpacing(5, after: View())
    window.layoutIfNeeded()
    #expect(stack.spacing == 10)
    #expect(stack.edgeSpacing == 0)
    #expect(stack.customSpacing(after: items[0]) == StackView.spacingUseDefault)
    #expect(stack.frame.width == 140)
  }

  /// Negative spacing overlaps the views, as in UIKit.
  @Test func negativeSpacingOverlaps() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items, spacing: -5)
    window.layoutIfNeeded()
    #expect(items.map(\.frame.minX) == [0, 35, 90])
    #expect(stack.frame.width == 110)
  }

  @Test func edgeSpacing() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items)
    stack.edgeSpacing = 12
    window.layoutIfNeeded()
    #expect(items.map(\.frame.minX) == [12, 62, 132])
    #expect(stack.frame.width == 164)
  }

  /// Space-evenly with a stack that hugs its content: every gap is the spacing.
  @Test func spaceEvenlyAtItsSmallest() {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items)
    stack.distribution = .spaceEvenly
    window.layoutIfNeeded()
    #expect(items.map(\.frame.minX) == [10, 60, 130])
    #expect(stack.frame.width == 160)
  }

  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func marginsRelativeArrangement(direction: UserInterfaceLayoutDirection) {
    let items = threeItems(axis: .horizontal)
    let (window, stack) = makeStack(items, direction: direction)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    window.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 146, height: 34))
    var expected = CGRect(x: 2, y: 1, width: 40, height: 30)
    if direction == .rightToLeft { expected = mirrored(expected, inWidth: 146) }
    #expect(items[0].frame == expected)
    #expect(items[1].frame.minY == 1)

    stack.isLayoutMarginsRelativeArrangement = false
    window.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 140, height: 30))
  }
}
