import Foundation

extension Window {
  /// Creates a window for a scene, as `UIWindow(windowScene:)`: it fills
  /// the scene's screen, at its scale, and joins the scene's ``WindowScene/windows``.
  public convenience init(windowScene: WindowScene) {
    self.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
  }

  /// The scene the window belongs to, as UIKit's `windowScene`.
  public var windowScene: WindowScene? {
    get { storedWindowScene }
    set {
      storedWindowScene = newValue
      newValue?.add(self)
    }
  }
}
