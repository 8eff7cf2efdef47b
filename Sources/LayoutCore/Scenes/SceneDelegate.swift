import Foundation

/// The object that manages a scene's life, as UIKit's `UISceneDelegate`.
/// Every method has an empty default, as UIKit's are optional.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public protocol SceneDelegate: AnyObject {
  /// The scene connects: make its window and root controller here.
  func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
  /// The scene was released.
  func sceneDidDisconnect(_ scene: Scene)
  /// The scene is about to come to the foreground.
  func sceneWillEnterForeground(_ scene: Scene)
  /// The scene is active.
  func sceneDidBecomeActive(_ scene: Scene)
  /// The scene is about to stop being active.
  func sceneWillResignActive(_ scene: Scene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: Scene)
}

extension SceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: Scene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: Scene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: Scene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: Scene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: Scene) {}
}
