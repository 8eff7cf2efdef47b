import UIKit

/// A header as UIKit code writes it, with names libraries and apps give
/// their own members (`top`, `width`, `edges`, `snp`): nothing the UIKit
/// module links may collide with them.
public final class ProfileHeaderView: UIView {
  public let top = UIView()
  public var width: CGFloat = 3
  public let avatar = UIImageView(image: UIImage(systemName: "person.circle"))

  public override init(frame: CGRect) {
    super.init(frame: frame)
    avatar.translatesAutoresizingMaskIntoConstraints = false
    addSubview(avatar)
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 64),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
    ])
    addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:[avatar]-(>=8@750)-|", options: [], metrics: nil, views: ["avatar": avatar]))
    avatar.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    avatar.layer.cornerRadius = avatar.bounds.width / 2
  }
}

extension UIView {
  /// A library's spelling of an anchor and of constraints.
  public var snp: UIView { self }
  public var edges: [NSLayoutConstraint] { [] }
  public func width(_ constant: CGFloat) -> NSLayoutConstraint { widthAnchor.constraint(equalToConstant: constant) }
}

/// A library's protocol that each anchor family conforms to.
public protocol AnchorFamily { static var family: String { get } }
extension NSLayoutXAxisAnchor: AnchorFamily { public nonisolated static var family: String { "x" } }
extension NSLayoutYAxisAnchor: AnchorFamily { public nonisolated static var family: String { "y" } }
