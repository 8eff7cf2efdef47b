#if !canImport(Darwin)
  import Testing
  import UIKit

  /// A scene delegate as UIKit apps write it, connected as iOS connects it.
  @Suite struct SceneTests {
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      var events: [String] = []

      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
      ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        events.append("connect")
        let window = UIWindow(windowScene: windowScene)
        let controller = UIViewController()
        let title = UILabel()
        title.text = "Welcome"
        title.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(title)
        NSLayoutConstraint.activate([
          title.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
          title.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
      }

      func sceneWillEnterForeground(_ scene: UIScene) { events.append("foreground") }
      func sceneDidBecomeActive(_ scene: UIScene) { events.append("active") }
    }

    @Test @MainActor func aSceneDelegateSetsUpItsWindowAsTheAppLaunches() throws {
      let scene = UIWindowScene()
      let delegate = SceneDelegate()
      scene.connect(delegate: delegate)
      #expect(delegate.events == ["connect", "foreground", "active"])
      #expect(scene.activationState == .foregroundActive)
      #expect(scene.session.scene === scene)
      let window = try #require(delegate.window)
      #expect(window.windowScene === scene)
      #expect(scene.windows.count == 1 && scene.windows.first === window)
      #expect(scene.keyWindow === window)
      #expect(window.frame == scene.screen.bounds)
      window.layoutIfNeeded()
      let title = try #require(window.rootViewController?.view.subviews.first)
      #expect(title.frame.origin == CGPoint(x: 16, y: 62))
    }

    @Test @MainActor func aSceneFollowsTheChosenDevice() {
      UIDevice.$current.withValue(.iPhoneSE3) {
        let scene = UIWindowScene()
        #expect(scene.screen.bounds.size == CGSize(width: 375, height: 667))
        let window = UIWindow(windowScene: scene)
        #expect(window.frame.size == CGSize(width: 375, height: 667))
        #expect(scene.traitCollection.horizontalSizeClass == .compact)
      }
    }

    @Test @MainActor func aResponderThatIsNotAViewIsNeverFirstResponder() {
      let responder = UIResponder()
      #expect(!responder.becomeFirstResponder())
      #expect(!responder.isFirstResponder)
      #expect(responder.resignFirstResponder())
      #expect(responder.next == nil)
    }
  }
#endif
