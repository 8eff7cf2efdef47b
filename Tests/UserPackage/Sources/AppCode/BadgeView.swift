import UIKit

/// A view as a new app target writes it: the main actor is the default
/// isolation, so every override here is main-actor isolated, as Apple's
/// UIKit declares `UIView`.
final class BadgeView: UIView {
  let title = UILabel()
  private(set) var layoutCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.text = "New"
    title.translatesAutoresizingMaskIntoConstraints = false
    addSubview(title)
    pin(title, inset: 4)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 60, height: 24)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    layer.cornerRadius = bounds.height / 2
  }
}

/// A library's helper, isolated as its authors mark it for Swift 6.
@MainActor func activateAll(_ constraints: [NSLayoutConstraint]) {
  NSLayoutConstraint.activate(constraints)
}

extension UIView {
  /// Called from an extension of `UIView`, which is main-actor isolated as in Apple's SDK.
  func pin(_ subview: UIView, inset: CGFloat) {
    activateAll([
      subview.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      subview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
      subview.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }
}
