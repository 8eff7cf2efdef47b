import Foundation
import LayoutCore

/// A base class for view controllers that declare child view controllers
/// with `@Child` and subviews with `@Subview`: it adds them when the view loads.
///
/// ```swift
/// final class EmptyStateVC: ParentViewController {
///   @Child(.safeAreaPin) var backgroundVC = ViewController()
///   @Subview(.pin) var emptyStateView = EmptyStateView()
/// }
/// ```
///
/// Override `viewDidLoad()` as usual and call `super` first: the
/// properties are in place when your code runs.
open class ParentViewController: ViewController, AddsSubviews, AddsChildrenViewControllers {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// Creates the controller (the designated initializer, as UIKit's); its
  /// children and subviews come with its view. `ParentViewController()`
  /// calls it, as `UIViewController()` does.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Unavailable, as in Subviews: the controller is made in code. Because it
  /// is unavailable, a subclass that declares its own initializers inherits
  /// it and need not write `required init?(coder:)`.
  @available(*, unavailable)
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Resolves the declared children and subviews.
  open override func viewDidLoad() {
    super.viewDidLoad()
    resolveAllEnclosedProperties()
  }
}
