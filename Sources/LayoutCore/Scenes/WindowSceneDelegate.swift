import Foundation

/// The delegate of a scene with windows, as UIKit's `UIWindowSceneDelegate`:
/// a ``SceneDelegate`` that usually keeps the scene's main window in a
/// `var window: UIWindow?` of its own.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public protocol WindowSceneDelegate: SceneDelegate {}
