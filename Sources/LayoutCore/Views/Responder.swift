import Foundation

/// The base of the objects in UIKit's responder chain, as `UIResponder`:
/// views (and so layout guides, which share their base class here),
/// view controllers, scenes, and the app and scene delegates apps derive
/// from it (`class SceneDelegate: UIResponder, UIWindowSceneDelegate`).
///
/// It is an `NSObject` (Foundation's), as in UIKit: `view as? NSObject`,
/// `isEqual(_:)` and `hash` work on views, controllers and constraints.
/// ``next`` follows UIKit's chain: a view's controller or superview, a
/// controller's view's superview or parent. Only views become first
/// responder (see ``View/becomeFirstResponder()``).
#if MainActorViews
  @preconcurrency @MainActor
#endif
open class Responder: NSObject {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// Creates a responder.
  public override init() { super.init() }

  /// The next responder in the chain: none, unless a subclass says otherwise.
  open var next: Responder? { nil }

  /// Whether this object can become first responder: false.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object gives up first responder when asked: true.
  open var canResignFirstResponder: Bool { true }

  /// Asks to become first responder; a responder that is not a view never becomes one.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up first responder; returns ``canResignFirstResponder``.
  @discardableResult
  open func resignFirstResponder() -> Bool { canResignFirstResponder }

  /// Whether this object is first responder: never, for a responder that is not a view.
  open var isFirstResponder: Bool { false }
}
