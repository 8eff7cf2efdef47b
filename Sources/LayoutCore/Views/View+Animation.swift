import Foundation

// MARK: - Animations, run at once

extension View {
  /// Options for ``animate(withDuration:delay:options:animations:completion:)``,
  /// as UIKit's `UIView.AnimationOptions`; kept for UIKit's spelling (headless,
  /// there are no frames in between to curve).
  nonisolated public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits, with UIKit's values.
    public let rawValue: UInt

    /// Creates options from UIKit's bit values.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets touches reach the views while they move.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state of an animation in flight.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Eases in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Eases in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Eases out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Moves at an even pace.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Cross-dissolves a transition.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Runs `animations` now and then `completion` with true, as a UIKit
  /// animation that has finished: headless, there is no screen to show the
  /// frames in between, so code that animates a constraint change and
  /// calls `layoutIfNeeded()` inside the block ends with the final layout.
  ///
  /// ```swift
  /// heightConstraint.constant = 200
  /// View.animate(withDuration: 0.3, animations: { window.layoutIfNeeded() }) { finished in
  ///   // finished is true, and the layout is the final one
  /// }
  /// ```
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` now and then `completion` with true (see
  /// ``animate(withDuration:delay:options:animations:completion:)``).
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` now and then `completion` with true, as a finished
  /// spring animation (see ``animate(withDuration:delay:options:animations:completion:)``).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` now and then `completion` with true, as a finished
  /// transition of `view`.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Runs `actionsWithoutAnimation` now, as UIKit's.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
