#if !canImport(Darwin)
  import Testing
  import UIKit

  /// A screen as UIKit apps write one: a designated initializer that calls
  /// `super.init(nibName:bundle:)`, the required coder initializer, views
  /// added in `viewDidLoad`, and the lifecycle callbacks.
  final class ProfileViewController: UIViewController {
    let user: String
    let header = ProfileHeaderView(frame: .zero)
    private(set) var events: [String] = []

    init(user: String) {
      self.user = user
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      events.append("viewDidLoad")
      title = user
      header.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(header)
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 80),
      ])
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      events.append("viewWillAppear")
    }

    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      events.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      events.append("viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      events.append("viewDidAppear")
    }
  }

  @Suite struct ViewControllerTests {
    /// A profile screen shown full screen, as an app's scene delegate does it.
    private func shown() -> (UIWindow, ProfileViewController) {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let controller = ProfileViewController(user: "ada")
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return (window, controller)
    }

    /// UIKit: the root view fills the window; a window on a current iPhone has
    /// a 62-point top and a 34-point bottom safe area; a view controller's
    /// root view keeps 16-point leading and trailing margins (the system
    /// minimum on a compact-width phone); content pinned to the safe-area
    /// guide starts below the status bar.
    @Test func aScreenInAWindowRespectsTheSafeArea() {
      let (window, controller) = shown()
      #expect(UIScreen.main.bounds.size == CGSize(width: 402, height: 874) && UIScreen.main.scale == 3)
      #expect(window.isKeyWindow)
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
      #expect(controller.view.frame == window.bounds)
      #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
      #expect(controller.header.frame == CGRect(x: 16, y: 62, width: 370, height: 80))
      #expect(controller.title == "ada")
      #expect(window.layoutDiagnostics.records.isEmpty)
    }

    /// UIKit: the view loads on first access; `viewWillAppear`, then the
    /// layout pass (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`), then
    /// `viewDidAppear`.
    @Test func lifecycleCallbacksComeInUIKitsOrder() {
      let controller = ProfileViewController(user: "ada")
      #expect(!controller.isViewLoaded)
      let (_, shownController) = shown()
      #expect(controller.events.isEmpty)
      #expect(
        Array(shownController.events.prefix(5)) == [
          "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
        ])
    }

    /// UIKit: `additionalSafeAreaInsets` add to the root view's safe area,
    /// and so to the content pinned to its guide.
    @Test func additionalSafeAreaInsetsMoveTheContent() {
      let (window, controller) = shown()
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
      window.layoutIfNeeded()
      #expect(controller.view.safeAreaInsets.top == 106)
      #expect(controller.header.frame.minY == 106)
      #expect(controller.topLayoutGuide.length == 106)
    }

    /// UIKit: a child's view placed in its parent's gets its share of the
    /// window's safe area: at the bottom of the screen, the home indicator's.
    @Test func aChildControllersViewGetsItsShareOfTheSafeArea() {
      let (window, parent) = shown()
      let child = UIViewController()
      parent.addChild(child)
      child.view.translatesAutoresizingMaskIntoConstraints = false
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      let footer = UIView()
      footer.translatesAutoresizingMaskIntoConstraints = false
      child.view.addSubview(footer)
      NSLayoutConstraint.activate([
        child.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
        child.view.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
        child.view.bottomAnchor.constraint(equalTo: parent.view.bottomAnchor),
        child.view.heightAnchor.constraint(equalToConstant: 200),
        footer.leadingAnchor.constraint(equalTo: child.view.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: child.view.trailingAnchor),
        footer.bottomAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.bottomAnchor),
        footer.heightAnchor.constraint(equalToConstant: 50),
      ])
      window.layoutIfNeeded()
      #expect(parent.children == [child] && child.parent === parent)
      #expect(child.view.frame == CGRect(x: 0, y: 674, width: 402, height: 200))
      #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
      #expect(footer.frame == CGRect(x: 0, y: 116, width: 402, height: 50))
    }

    /// UIKit: a window that is not shown has no safe area of its own, and
    /// `UIViewController()` makes a plain view that fills it.
    @Test func aWindowThatIsNotShownHasNoSafeArea() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let controller = UIViewController()
      window.rootViewController = controller
      window.layoutIfNeeded()
      #expect(window.safeAreaInsets == .zero)
      #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }
  }
#endif
