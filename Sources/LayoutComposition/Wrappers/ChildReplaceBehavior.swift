import LayoutCore

/// What happens to the old and the new child when a `@Child` property is
/// assigned a new controller, as Subviews' `onReplace:` argument says.
///
/// ```swift
/// final class Host: ParentViewController {
///   @Child(onReplace: .hide, .pin) var content = LoadingVC()
/// }
/// host.content = ListVC()   // the loading screen is hidden, the list shown over it
/// ```
nonisolated public struct ChildReplaceBehavior: Sendable {
  /// Runs on the new child after it was added.
  let new: Step
  /// Runs on the old child before the new one is added.
  let old: Step

  /// A behaviour of your own: what to do with the new child and with the old one.
  public init(
    new: @escaping Step, old: @escaping Step
  ) {
    self.new = new
    self.old = old
  }

  /// The old child leaves (UIKit's containment steps: `willMove(toParent: nil)`,
  /// its view removed, `removeFromParent()`); the default.
  public static let remove = ChildReplaceBehavior(
    new: { _ in },
    old: { old in
      old.willMove(toParent: nil)
      old.view.removeFromSuperview()
      old.removeFromParent()
    })

  /// The old child stays, its view hidden; the new one is shown.
  public static let hide = ChildReplaceBehavior(new: { $0.view.isHidden = false }, old: { $0.view.isHidden = true })

  /// The old child stays as it is, under the new one.
  public static let overlay = ChildReplaceBehavior(new: { _ in }, old: { _ in })
}

// The steps run where controllers live: on the main actor with the
// MainActorViews trait (the default), in the tree's own task without it.
extension ChildReplaceBehavior {
  #if MainActorViews
    /// What a behaviour does with one child controller.
    public typealias Step = @MainActor @Sendable (ViewController) -> Void
  #else
    /// What a behaviour does with one child controller.
    public typealias Step = @Sendable (ViewController) -> Void
  #endif
}
