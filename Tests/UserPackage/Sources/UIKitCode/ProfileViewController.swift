import UIKit

/// A screen as Swift 6 UIKit code writes it.
public final class ProfileViewController: UIViewController {
  public let header = ProfileHeaderView()

  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    header.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 80),
    ])
  }
}

/// Main-actor code that owns and lays out a screen.
@MainActor public func showProfile() -> CGRect {
  let window = UIWindow(frame: UIScreen.main.bounds)
  let controller = ProfileViewController()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return controller.header.frame
}
