import Foundation
import Testing

@testable import LayoutCore

@Suite struct FittingSizeTests {
  /// A cell: a 40-point icon and a label, with 8-point padding.
  private func cell() -> (View, Label) {
    let cell = View()
    cell.debugName = "cell"
    let icon = SizedView(size: CGSize(width: 40, height: 40))
    let label = constrainedLabel("Hello", in: cell)  // 50 × 24
    cell.addSubview(icon)
    LayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
      icon.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      icon.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -8),
      label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      label.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -8),
    ])
    return (cell, label)
  }

  /// A self-sizing cell's height for a given width: the multi-line label wraps
  /// at the width the fitting gives it, as UIKit's double pass does, without a
  /// `preferredMaxLayoutWidth`.
  @Test func aMultiLineLabelWrapsAtTheFittedWidth() {
    let cell = View()
    let label = Label(text: "one two three four five six seven")  // 33 characters, 8.5 points each
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
      label.topAnchor.constraint(equalTo: cell.topAnchor),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
    ])
    // 200 wide holds 23 characters a line: "one two three four five" / "six seven",
    // two lines of 20.4 points, rounded to whole points.
    let twoLines = cell.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(twoLines == CGSize(width: 200, height: 41))
    // 100 wide holds 11: "one two", "three four", "five six", "seven".
    let fourLines = cell.systemLayoutSizeFitting(
      CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fourLines == CGSize(width: 100, height: 82))
    // Unconstrained width: one line, as wide as the text.
    #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 281, height: 20))
  }

  @Test func compressedSizeIsTheSmallestTheConstraintsAllow() {
    let (cell, _) = cell()
    #expect(
      cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 114, height: 56))
  }

  @Test func expandedSizeIsLimitedOnlyByRequiredConstraints() {
    let (cell, label) = cell()
    label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8).isActive = true
    // Pulled towards 10,000,000 at the fitting level (50), the label's
    // hugging (250) wins: the expanded size is the content's size.
    #expect(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize).width == 114)
  }

  @Test func fittingAWidthWithARequiredPriority() {
    let (cell, _) = cell()
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 56))
  }

  /// The result is rounded to the display scale: 173.25 becomes 173.5 at scale 2.
  @Test func fittingSizesAreRounded() {
    let window = makeWindow(scale: 2)
    let box = constrainedView("box", in: window)
    box.heightAnchor.constraint(equalToConstant: 173.25).isActive = true
    box.widthAnchor.constraint(equalToConstant: 10).isActive = true
    #expect(
      box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 10, height: 173.5))
  }

  @Test func fittingLeavesTheLiveLayoutAlone() {
    let window = makeWindow()
    let (cell, _) = cell()
    cell.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(cell)
    LayoutConstraint.activate([
      cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      cell.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    let frame = cell.frame
    #expect(frame == rect(0, 0, 390, 56))
    #expect(
      cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 114, height: 56))
    window.layoutIfNeeded()
    #expect(cell.frame == frame)
  }

  /// A cell fitted before it is ever laid out (fitted in the live solver)
  /// keeps its frame's layout: laid out at another size than the one
  /// fitted, or at the one fitted, its label wraps at the width it gets.
  @Test func aRootFittedBeforeItsFirstLayoutIsLaidOutAtItsFrame() {
    func makeCell() -> (View, Label) {
      let cell = View()
      let label = Label(text: "one two three four five six seven")
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(label)
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
        label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
        label.topAnchor.constraint(equalTo: cell.topAnchor),
        label.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor),
      ])
      return (cell, label)
    }
    func fit(_ cell: View, _ width: CGFloat) -> CGSize {
      cell.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    // Fitted at 120 (four lines at 100), then laid out at 220 wide: the
    // label takes the frame's width and wraps there (two lines at 200).
    let (cell, label) = makeCell()
    #expect(fit(cell, 120) == CGSize(width: 120, height: 82))
    cell.frame = CGRect(x: 0, y: 0, width: 220, height: 300)
    cell.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 0, width: 200, height: 41))
    #expect(cell.frame.size == CGSize(width: 220, height: 300))
    // Fitted and laid out at its fitted size, as a collection view does.
    let (sized, sizedLabel) = makeCell()
    let size = fit(sized, 220)
    #expect(size == CGSize(width: 220, height: 41))
    sized.frame = CGRect(origin: .zero, size: size)
    sized.layoutIfNeeded()
    #expect(sizedLabel.frame == CGRect(x: 10, y: 0, width: 200, height: 41))
    #expect(sized.layoutDiagnostics.records.isEmpty)
  }

  @Test func aViewWithOnlyContentFitsItsContent() {
    let label = Label(text: "Fit me")
    label.fontSize = 10
    #expect(
      label.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 30, height: 12))
  }
}
