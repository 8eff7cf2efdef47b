import UIKit

/// A scene delegate as Xcode's app template writes it, with a sign-in
/// screen that uses the API such screens use: the keyboard guide,
/// accessibility labels, Dynamic Type, dynamic colours and a configured button.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    UITextField.appearance().tintColor = .systemIndigo
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = SignInViewController()
    window?.makeKeyAndVisible()
  }
}

final class SignInViewController: UIViewController {
  let email = UITextField()
  let signIn = UIButton(configuration: .filled())
  let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemTeal : .systemIndigo }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    email.placeholder = "Email"
    email.font = .preferredFont(forTextStyle: .body)
    email.adjustsFontForContentSizeCategory = true
    email.accessibilityLabel = "Email address"
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Sign In"
    configuration.buttonSize = .large
    configuration.baseBackgroundColor = accent
    signIn.configuration = configuration
    let spacing = UIFontMetrics(forTextStyle: .body).scaledValue(for: 12)
    for field in [email, signIn] as [UIView] {
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ])
    }
    NSLayoutConstraint.activate([
      email.bottomAnchor.constraint(equalTo: signIn.topAnchor, constant: -spacing),
      signIn.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -spacing),
    ])
  }
}

/// Launches the scene as iOS does and returns its delegate.
func launch() -> SceneDelegate {
  let delegate = SceneDelegate()
  UIWindowScene().connect(delegate: delegate)
  delegate.window?.layoutIfNeeded()
  return delegate
}
