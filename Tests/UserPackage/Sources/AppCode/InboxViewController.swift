import UIKit

/// A controller as a new app target writes it: overrides of the lifecycle,
/// a `Task` started in one of them, and a subclass marked `@MainActor`
/// whose overrides read its own stored properties.
@MainActor
public final class InboxViewController: UIViewController {
  private let badge = BadgeView()
  private var unread = 0
  public private(set) var loadedCount: Int?

  public override func viewDidLoad() {
    super.viewDidLoad()
    badge.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
    ])
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    Task {
      let count = await Self.fetchUnreadCount()
      unread = count
      loadedCount = count
      badge.title.text = "\(count)"
    }
  }

  nonisolated static func fetchUnreadCount() async -> Int { 7 }

  /// The badge's frame in the controller's view.
  public var badgeFrame: CGRect { badge.frame }
  /// How many layout passes the badge has had.
  public var badgeLayouts: Int { badge.layoutCount }
}

/// Shows the inbox in a window, as a scene delegate does, and lays it out.
public func showInbox() -> InboxViewController {
  let window = UIWindow(frame: UIScreen.main.bounds)
  let inbox = InboxViewController()
  window.rootViewController = inbox
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return inbox
}
