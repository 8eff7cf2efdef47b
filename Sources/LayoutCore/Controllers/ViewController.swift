import Foundation

/// Manages a view and its subtree, as UIKit's `UIViewController`, without
/// events or presentation.
///
/// Subclass it, build the view in ``loadView()`` or ``viewDidLoad()``, and
/// give it to a window:
///
/// ```swift
/// final class LoginViewController: ViewController {
///   let field = View()
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     field.translatesAutoresizingMaskIntoConstraints = false
///     view.addSubview(field)
///     LayoutConstraint.activate([
///       field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///       field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
///       field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
///     ])
///   }
/// }
/// window.rootViewController = LoginViewController()
/// ```
///
/// As in UIKit, the root view's layout margins are at least
/// ``systemMinimumLayoutMargins`` (16 or 20 points on the leading and
/// trailing sides, by the screen's width) while ``viewRespectsSystemMinimumLayoutMargins`` is true, and the
/// view made by the default ``loadView()`` has no margins of its own, so its
/// top and bottom margins are the safe area's.
#if MainActorViews
  @preconcurrency @MainActor
#endif
open class ViewController: Responder {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  private var storedView: View?
  private var isLoadingView = false
  private var storedChildren: [ViewController] = []
  private weak var storedParent: ViewController?

  /// A title for the controller.
  public var title: String?

  /// The name of the nib the controller was made with, kept for UIKit's
  /// spelling: there are no nibs here, and ``loadView()`` makes the view.
  public let nibName: String?

  /// The bundle the controller was made with (see ``nibName``).
  public let nibBundle: Bundle?

  /// Creates a controller; its view is made when first asked for. The
  /// designated initializer, as UIKit's: subclasses call
  /// `super.init(nibName: nil, bundle: nil)`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
  }

  /// Creates a controller from an archive, as UIKit's `init?(coder:)`:
  /// required, so that subclasses with their own designated initializer
  /// write it as they do for UIKit. The coder is not read.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
  }

  /// Creates a controller; its view is made when first asked for.
  ///
  /// A convenience initializer, as UIKit's `UIViewController()` is: a
  /// subclass's designated initializer calls `super.init(nibName:bundle:)`.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The controller's root view, loaded (``loadView()`` then
  /// ``viewDidLoad()``) on first access.
  ///
  /// Implicitly unwrapped, as UIKit declares it (`UIView!`), so that code
  /// written for UIKit (`controller.view!`, `controller.view?.frame`)
  /// compiles; reading it always loads a view. Setting nil unloads the view:
  /// the next read loads it again.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return storedView ?? installDefaultView()
    }
    set {
      storedView?.owningViewController = nil
      storedView?.setAdditionalSafeAreaInsets(nil)
      storedView = newValue
      guard let newValue else { return }
      newValue.owningViewController = self
      applyMinimumMargins()
      applyAdditionalSafeArea()
    }
  }

  /// The root view if it has been loaded, without loading it.
  public var viewIfLoaded: View? { storedView }

  /// Whether the root view has been loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard storedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if storedView == nil { _ = installDefaultView() }
    isLoadingView = false
    viewDidLoad()
  }

  /// Makes the root view. The default makes a ``View`` that stretches with
  /// its superview (flexible width and height) and has zero margins of its
  /// own. Override it to make another view and assign it to ``view``; do
  /// not call `super`.
  open func loadView() {
    _ = installDefaultView()
  }

  /// Called once after the view is loaded: add subviews and constraints here.
  open func viewDidLoad() {}

  /// Called before the root view's `layoutSubviews` in each layout pass.
  open func viewWillLayoutSubviews() {}

  /// Called after the root view's `layoutSubviews` in each layout pass.
  open func viewDidLayoutSubviews() {}

  /// Called when the root view updates its constraints (before its own
  /// `updateConstraints`), as UIKit's; call `super` last. The default does nothing.
  open func updateViewConstraints() {}

  /// Called when the root view's safe-area insets change.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called when the root view's layout margins change.
  open func viewLayoutMarginsDidChange() {}

  /// Called before the view appears: when its window is made key and
  /// visible (``Window/makeKeyAndVisible()``), or when it becomes the root
  /// of a visible window. Headless there is no animation; `animated` is false.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appears (see ``viewWillAppear(_:)``).
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears: when another controller replaces
  /// this one as a visible window's root.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappears (see ``viewWillDisappear(_:)``).
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: - Safe area

  /// Insets added to the safe area of the root view (and so of its
  /// subviews), as a container does for its own bars.
  ///
  /// ```swift
  /// controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
  /// ```
  public var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      applyAdditionalSafeArea()
    }
  }

  private func applyAdditionalSafeArea() {
    guard let storedView else { return }
    storedView.setAdditionalSafeAreaInsets(additionalSafeAreaInsets == .zero ? nil : additionalSafeAreaInsets)
  }

  /// A guide from the top of the root view to the top of its safe area, as
  /// UIKit's deprecated `topLayoutGuide`; use ``View/safeAreaLayoutGuide``.
  public var topLayoutGuide: any LayoutSupport { layoutSupportGuide(top: true) }

  /// A guide from the bottom of the root view's safe area to its bottom, as
  /// UIKit's deprecated `bottomLayoutGuide`; use ``View/safeAreaLayoutGuide``.
  public var bottomLayoutGuide: any LayoutSupport { layoutSupportGuide(top: false) }

  private func layoutSupportGuide(top: Bool) -> LayoutSupportGuide {
    let view: View = self.view
    if let existing = view.storedLayoutGuides.lazy.compactMap({ $0 as? LayoutSupportGuide })
      .first(where: { $0.isTop == top })
    {
      return existing
    }
    return LayoutSupportGuide(top: top, in: view)
  }

  /// Tells the controller and its children that the view appears or disappears.
  package func sendAppearance(_ appearing: Bool, _ phase: AppearancePhase) {
    switch (appearing, phase) {
    case (true, .will): viewWillAppear(false)
    case (true, .did): viewDidAppear(false)
    case (false, .will): viewWillDisappear(false)
    case (false, .did): viewDidDisappear(false)
    }
    for child in storedChildren where child.isViewLoaded { child.sendAppearance(appearing, phase) }
  }

  /// Before or after an appearance change.
  package enum AppearancePhase { case will, did }

  private func installDefaultView() -> View {
    // The main screen's size, as UIKit's `loadView()` gives it: a controller
    // laid out before it joins a window lays out at the device's size.
    let view = View(frame: Screen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.directionalLayoutMargins = .zero
    self.view = view
    return view
  }

  // MARK: - Margins

  /// The next responder, as UIKit's: the superview of the controller's
  /// view, else its parent controller.
  open override var next: Responder? { storedView?.superview ?? parent }

  /// The style this controller's views take, as UIKit's
  /// `overrideUserInterfaceStyle`: `.unspecified` (the default) follows the
  /// view's superview (see ``View/traitCollection``).
  public var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified

  /// Whether the root view's margins are kept at least ``systemMinimumLayoutMargins``; true by default.
  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { applyMinimumMargins() }
  }

  /// The smallest margins the root view gets, as UIKit gives them: none
  /// above and below; 16 points leading and trailing on an iPhone narrower
  /// than 414 points (iPhone SE, iPhone 16 Pro), 20 on wider ones (the Max
  /// and Plus models) and on an iPad. The width is the window's, or the
  /// main screen's for a view outside a window.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let width = storedView?.window?.bounds.width ?? Screen.main.bounds.width
    let side: Double = width >= 414 || Device.current.userInterfaceIdiom == .pad ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  private func applyMinimumMargins() {
    guard let storedView else { return }
    storedView.minimumMargins =
      viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
    storedView.updateGuideInsets()
  }

  // MARK: - Children

  /// The child controllers, in the order they were added.
  public var children: [ViewController] { storedChildren }

  /// The controller this one is a child of.
  public var parent: ViewController? { storedParent }

  /// Adds a child controller; calls its ``willMove(toParent:)`` first.
  ///
  /// As in UIKit, adding the child's view to your view and calling the
  /// child's ``didMove(toParent:)`` afterwards is up to you.
  open func addChild(_ child: ViewController) {
    guard child !== self, child.storedParent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    storedChildren.append(child)
    child.storedParent = self
  }

  /// Removes this controller from its parent; calls ``didMove(toParent:)`` with nil afterwards.
  ///
  /// As in UIKit, call ``willMove(toParent:)`` with nil and remove the view
  /// from its superview before this.
  open func removeFromParent() {
    guard let parent = storedParent else { return }
    parent.storedChildren.removeAll { $0 === self }
    storedParent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller is added to or removed from a parent.
  open func didMove(toParent parent: ViewController?) {}
}
