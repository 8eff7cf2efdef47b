import UIKit

/// A toolbar in the Swift 5 language mode, with a library's extension names.
final class Toolbar: UIView {
  let left = UIButton(type: .system)
  let title = UILabel()
  var height: CGFloat = 44

  override init(frame: CGRect) {
    super.init(frame: frame)
    let stack = UIStackView(arrangedSubviews: [left, title])
    stack.spacing = UIStackView.spacingUseSystem
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    addConstraints([
      NSLayoutConstraint(
        item: stack, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leadingMargin, multiplier: 1,
        constant: 0),
      NSLayoutConstraint(
        item: stack, attribute: .centerY, relatedBy: .equal, toItem: self, attribute: .centerY, multiplier: 1,
        constant: 0),
    ])
    UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }
}

extension UIView {
  var top: NSLayoutYAxisAnchor { topAnchor }
  func center(in view: UIView) -> [NSLayoutConstraint] {
    [centerXAnchor.constraint(equalTo: view.centerXAnchor), centerYAnchor.constraint(equalTo: view.centerYAnchor)]
  }
}

private var tagKey: UInt8 = 0

extension UIView {
  /// State attached as libraries written for UIKit attach it.
  var note: String? {
    get { objc_getAssociatedObject(self, &tagKey) as? String }
    set { objc_setAssociatedObject(self, &tagKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }
}
