import Foundation

/// A scene that shows windows on a screen, as UIKit's `UIWindowScene`.
///
/// A scene delegate written for UIKit runs unchanged:
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///   var window: UIWindow?
///   func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///              options connectionOptions: UIScene.ConnectionOptions) {
///     guard let windowScene = scene as? UIWindowScene else { return }
///     window = UIWindow(windowScene: windowScene)
///     window?.rootViewController = LoginViewController()
///     window?.makeKeyAndVisible()
///   }
/// }
///
/// let delegate = SceneDelegate()
/// UIWindowScene().connect(delegate: delegate)   // as the app launches
/// delegate.window?.layoutIfNeeded()
/// ```
open class WindowScene: Scene {
  /// The windows made with ``Window/init(windowScene:)`` for this scene, while they exist.
  public var windows: [Window] { windowReferences.compactMap(\.window) }

  /// The scene's key window: the last of its ``windows`` made key and visible.
  public var keyWindow: Window? { windows.last { $0.isKeyWindow } }

  /// The screen the scene is shown on: the chosen device's (see ``Screen/main``).
  public let screen: Screen

  /// The traits of the scene: its screen's.
  public var traitCollection: TraitCollection { screen.traitCollection }

  /// Weak references to the scene's windows: a window belongs to whoever made it.
  private var windowReferences: [WeakWindow] = []

  /// Creates a scene for a session, on the main screen.
  public required init(session: SceneSession, connectionOptions: Scene.ConnectionOptions) {
    screen = Screen.main
    super.init(session: session, connectionOptions: connectionOptions)
  }

  /// Creates a scene with a new session and no options.
  public convenience init() {
    self.init(session: SceneSession(), connectionOptions: Scene.ConnectionOptions())
  }

  /// Connects the scene as iOS does when an app launches: keeps `delegate`,
  /// asks it to set the scene up (`scene(_:willConnectTo:options:)`), then
  /// brings the scene to the foreground and makes it active, telling the
  /// delegate each step.
  public func connect(delegate: SceneDelegate, options: Scene.ConnectionOptions = Scene.ConnectionOptions()) {
    self.delegate = delegate
    delegate.scene(self, willConnectTo: session, options: options)
    activationState = .foregroundInactive
    delegate.sceneWillEnterForeground(self)
    activationState = .foregroundActive
    delegate.sceneDidBecomeActive(self)
  }

  /// Records a window made for this scene.
  func add(_ window: Window) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
    windowReferences.append(WeakWindow(window: window))
  }

  /// A window held weakly.
  private struct WeakWindow {
    weak var window: Window?
  }
}
