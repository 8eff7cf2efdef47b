import Foundation

/// What a scene is made from, as UIKit's `UISceneSession`: an identifier
/// and the scene it is connected to.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public final class SceneSession {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// A name that stays the same for the session's life.
  public let persistentIdentifier: String

  /// The scene made from this session, while it is connected.
  public internal(set) weak var scene: Scene?

  /// Creates a session with a new identifier.
  public init() {
    persistentIdentifier = UUID().uuidString
  }
}
