import Foundation

/// One instance of an app's interface, as UIKit's `UIScene`.
///
/// There is no system to make scenes headless: make a ``WindowScene`` and
/// hand it your scene delegate with ``WindowScene/connect(delegate:options:)``,
/// which calls the delegate as iOS does when the app launches.
#if MainActorViews
  @preconcurrency @MainActor
#endif
open class Scene: Responder {
  /// The session the scene was made from.
  public let session: SceneSession

  /// The scene's delegate; strong, as in UIKit (the scene keeps its delegate).
  public var delegate: SceneDelegate?

  /// The scene's title, for the app switcher.
  public var title = ""

  /// Whether the scene is in the foreground and receiving events.
  public internal(set) var activationState = ActivationState.unattached

  /// Creates a scene for a session, as `UIScene(session:connectionOptions:)`.
  public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }

  /// Where a scene is in its life, as `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    /// Not connected yet.
    case unattached
    /// In the foreground and receiving events.
    case foregroundActive
    /// In the foreground, not receiving events.
    case foregroundInactive
    /// In the background.
    case background
  }

  /// What the system passes a scene as it connects (URLs, activities):
  /// nothing headless, kept so that delegate methods take their UIKit signature.
  #if MainActorViews
    @preconcurrency @MainActor
  #endif
  public final class ConnectionOptions {
    // Freed wherever its last reference goes, with no check for the main actor.
    nonisolated deinit {}

    /// Empty options.
    public init() {}
  }
}
