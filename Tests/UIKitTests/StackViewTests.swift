#if !canImport(Darwin)
  import Testing
  import UIKit

  /// A fixed-size view standing in for a bar button.
  final class BarItem: UIView {
    let size: CGSize
    init(size: CGSize) {
      self.size = size
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
    override var intrinsicContentSize: CGSize { size }
  }

  @Suite struct StackViewTests {
    /// A toolbar: back, title, action in a horizontal stack inside its margins.
    private func toolbar() -> (UIWindow, UIStackView, BarItem, BarItem, BarItem) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
      let back = BarItem(size: CGSize(width: 44, height: 44))
      let title = BarItem(size: CGSize(width: 100, height: 20))
      let action = BarItem(size: CGSize(width: 44, height: 44))
      title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
      let stack = UIStackView(arrangedSubviews: [back, title, action])
      stack.axis = .horizontal
      stack.distribution = .fill
      stack.alignment = .center
      stack.spacing = 8
      stack.isLayoutMarginsRelativeArrangement = true
      stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      stack.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        stack.topAnchor.constraint(equalTo: window.topAnchor),
        stack.heightAnchor.constraint(equalToConstant: 44),
      ])
      return (window, stack, back, title, action)
    }

    /// UIKit: with `.fill`, the arranged view with the lowest hugging priority
    /// takes the space left; `.center` centres each view across the axis;
    /// `isLayoutMarginsRelativeArrangement` arranges inside the margins;
    /// `spacing` separates neighbours.
    @Test func aToolbarFillsAroundItsTitle() {
      let (window, _, back, title, action) = toolbar()
      window.layoutIfNeeded()
      #expect(back.frame == CGRect(x: 16, y: 0, width: 44, height: 44))
      #expect(action.frame == CGRect(x: 315, y: 0, width: 44, height: 44))
      #expect(title.frame == CGRect(x: 68, y: 12, width: 239, height: 20))
      #expect(window.layoutDiagnostics.records.isEmpty)
    }

    /// UIKit: a hidden arranged view takes no space, and its neighbours close up.
    @Test func hidingAnArrangedViewClosesTheGap() {
      let (window, _, _, title, action) = toolbar()
      window.layoutIfNeeded()
      action.isHidden = true
      window.layoutIfNeeded()
      #expect(title.frame == CGRect(x: 68, y: 12, width: 291, height: 20))
    }

    /// UIKit: `.fillEqually` gives every arranged view the same length; frames
    /// land on device pixels (thirds of a point at scale 3).
    @Test func fillEquallySharesTheLength() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
      let rows = (0..<3).map { _ in UIView() }
      let stack = UIStackView(arrangedSubviews: rows)
      stack.axis = .vertical
      stack.distribution = .fillEqually
      stack.spacing = 10
      stack.frame = window.bounds
      window.addSubview(stack)
      window.layoutIfNeeded()
      // Each row is (300 - 2 × 10) / 3 = 93⅓ points; the edges fall on thirds.
      let third: CGFloat = 1.0 / 3
      let heights: [CGFloat] = rows.map(\.frame.height)
      let tops: [CGFloat] = rows.map(\.frame.minY)
      #expect(heights.allSatisfy { abs($0 - (93 + third)) < 1e-9 })
      #expect(abs(tops[1] - (103 + third)) < 1e-9 && abs(tops[2] - (206 + 2 * third)) < 1e-9 && tops[0] == 0)
      #expect(rows.allSatisfy { $0.frame.width == 200 })
    }
  }
#endif
