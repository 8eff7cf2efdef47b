import Foundation
import Testing

@testable import LayoutCore

/// Stacks inside stacks, and stacks of labels.
@Suite struct StackViewNestingTests {
  @Test func columnOfRows() {
    let items = threeItems(axis: .horizontal)
    let top = StackView(arrangedSubviews: [items[0], items[1]])
    top.spacing = 10
    let bottom = StackView(arrangedSubviews: [items[2]])
    let (window, column) = makeStack([top, bottom], axis: .vertical, spacing: 5)
    column.alignment = .leading
    window.layoutIfNeeded()
    #expect(top.frame == CGRect(x: 0, y: 0, width: 110, height: 30))
    #expect(bottom.frame == CGRect(x: 0, y: 35, width: 20, height: 10))
    #expect(items[1].frame == CGRect(x: 50, y: 0, width: 60, height: 30))
    #expect(column.frame.size == CGSize(width: 110, height: 45))
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  /// A vertical form of labels: `fill` alignment stretches each to the widest.
  @Test func columnOfLabels() {
    let labels = ["Name", "Email address", "Age"].map { text in
      let label = Label(text: text)
      label.fontSize = 10  // 5 per character, 12 tall
      return label
    }
    let (window, column) = makeStack(labels, axis: .vertical, spacing: 4)
    window.layoutIfNeeded()
    #expect(
      labels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 65, height: 12),
        CGRect(x: 0, y: 16, width: 65, height: 12),
        CGRect(x: 0, y: 32, width: 65, height: 12),
      ])
    #expect(column.frame.size == CGSize(width: 65, height: 44))

    // New text re-measures, and the column follows.
    labels[0].text = "A longer name here"
    window.layoutIfNeeded()
    #expect(column.frame.width == 90)
  }

  /// A row that hides a nested stack, then shows it again.
  @Test func hidingANestedStack() {
    let items = threeItems(axis: .horizontal)
    let inner = StackView(arrangedSubviews: [items[1], items[2]])
    let (window, outer) = makeStack([items[0], inner], spacing: 10)
    inner.isHidden = true
    window.layoutIfNeeded()
    #expect(outer.frame.size == CGSize(width: 40, height: 20))
    inner.isHidden = false
    window.layoutIfNeeded()
    #expect(outer.frame.size == CGSize(width: 130, height: 30))
    #expect(inner.frame == CGRect(x: 50, y: 0, width: 80, height: 30))
  }

  @Test func emptyStackHasNoSize() {
    let (window, stack) = makeStack([])
    window.layoutIfNeeded()
    #expect(stack.frame.size == .zero)
    stack.addArrangedSubview(threeItems(axis: .horizontal)[0])
    window.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 40, height: 20))
  }

  /// A stack outside any window lays itself out as a tree root, and fits.
  @Test func stackWithoutAWindow() {
    let stack = StackView(arrangedSubviews: threeItems(axis: .horizontal))
    stack.spacing = 10
    #expect(
      stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 140, height: 30))
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 140, height: 30))
    #expect(stack.arrangedSubviews[2].frame.minX == 120)
  }
}
