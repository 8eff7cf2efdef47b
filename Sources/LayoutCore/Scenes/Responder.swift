import Foundation

/// The base of objects that take part in UIKit's responder chain, as
/// `UIResponder`: here, for the classes apps derive from it themselves,
/// their app and scene delegates (`class SceneDelegate: UIResponder, UIWindowSceneDelegate`).
///
/// Views are not responders here: they have UIKit's first-responder
/// methods of their own (``View/becomeFirstResponder()``,
/// ``View/resignFirstResponder()``, ``View/isFirstResponder``,
/// ``View/endEditing(_:)``), but `view as UIResponder` and a view's `next`
/// do not exist (Docs/UIKit.md, "At a glance").
#if MainActorViews
  @preconcurrency @MainActor
#endif
open class Responder {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// Creates a responder.
  public init() {}

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
