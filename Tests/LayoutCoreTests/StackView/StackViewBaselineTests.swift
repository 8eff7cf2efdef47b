import Foundation
import Testing

@testable import LayoutCore

/// Baseline alignment, baseline-relative spacing and the stack's own baselines.
///
/// The default text measurer makes a label `1.2 × fontSize` tall with its
/// baseline `fontSize` below the top, each character `0.5 × fontSize` wide.
@Suite struct StackViewBaselineTests {
  /// "Big" at 40: 60 × 48, baseline 40. "small" at 10: 25 × 12, baseline 10.
  func labels() -> (Label, Label) {
    let big = Label(text: "Big")
    big.fontSize = 40
    big.debugName = "big"
    let small = Label(text: "small")
    small.fontSize = 10
    small.debugName = "small"
    return (big, small)
  }

  @Test(arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
  func horizontalBaselineAlignment(alignment: StackView.Alignment) {
    let (big, small) = labels()
    let (window, stack) = makeStack([big, small], spacing: 8)
    stack.alignment = alignment
    window.layoutIfNeeded()
    #expect(big.frame == CGRect(x: 0, y: 0, width: 60, height: 48))
    #expect(small.frame == CGRect(x: 68, y: 30, width: 25, height: 12))
    #expect(stack.frame.size == CGSize(width: 93, height: 48))
  }

  /// In a stack taller than the row, the row stays at the top.
  @Test func baselineRowInATallStack() {
    let (big, small) = labels()
    let (window, stack) = makeStack(
      [small, big], spacing: 8, size: CGSize(width: 200, height: 100))
    stack.distribution = .equalSpacing
    stack.alignment = .firstBaseline
    window.layoutIfNeeded()
    #expect(small.frame == CGRect(x: 0, y: 30, width: 25, height: 12))
    #expect(big.frame == CGRect(x: 140, y: 0, width: 60, height: 48))
  }

  @Test func baselineRelativeVerticalSpacing() {
    let (big, small) = labels()
    let (window, stack) = makeStack([big, small], axis: .vertical, spacing: 10)
    stack.alignment = .leading
    stack.isBaselineRelativeArrangement = true
    window.layoutIfNeeded()
    // small's first baseline (its top + 10) is 10 below big's last (40).
    #expect(small.frame == CGRect(x: 0, y: 40, width: 25, height: 12))
    #expect(stack.frame.size == CGSize(width: 60, height: 52))
    #expect(stack.forFirstBaselineLayout === big)
    #expect(stack.forLastBaselineLayout === small)
  }

  /// A nested row lends its tallest view's baseline to the outer stack.
  @Test func nestedStackBaseline() {
    let (big, small) = labels()
    let title = Label(text: "Title")  // 50 × 24, baseline 20
    title.fontSize = 20
    let inner = StackView(arrangedSubviews: [big, small])
    inner.spacing = 8
    let (window, outer) = makeStack([title, inner], spacing: 4)
    outer.alignment = .firstBaseline
    window.layoutIfNeeded()
    #expect(inner.forFirstBaselineLayout === big)
    #expect(title.frame == CGRect(x: 0, y: 20, width: 50, height: 24))
    #expect(inner.frame == CGRect(x: 54, y: 0, width: 93, height: 48))
    #expect(outer.frame.size == CGSize(width: 147, height: 48))
  }
}
