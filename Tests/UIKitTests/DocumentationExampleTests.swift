#if !canImport(Darwin)
  import Testing
  import UIKit

  /// The UIKit examples of the README and Docs/UIKit.md, as printed there.
  @Suite struct DocumentationExampleTests {
    /// README, "UIKit code, unchanged".
    @Test @MainActor func readmeExample() {
      let window = UIWindow(frame: UIScreen.main.bounds)  // a current iPhone: 402 × 874 at 3x
      let controller = UIViewController()
      let card = UIView()
      card.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(card)
      NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        card.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
        card.heightAnchor.constraint(equalToConstant: 120),
      ])
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(card.frame == CGRect(x: 16, y: 62, width: 370, height: 120))
    }

    /// Docs/UIKit.md, the opening example (its header is `ProfileHeaderView`
    /// of CustomViewTests, whose avatar sits inside the margins).
    @Test @MainActor func uikitGuideExample() {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let controller = UIViewController()
      let header = ProfileHeaderView()
      header.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(header)
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 80),
      ])
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(header.frame == CGRect(x: 16, y: 62, width: 370, height: 80))
      #expect(header.avatar.frame == CGRect(x: 8, y: 8, width: 64, height: 64))
    }
  }
#endif
