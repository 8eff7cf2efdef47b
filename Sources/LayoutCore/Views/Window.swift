import Foundation

/// The root of a view tree, standing in for a screen: the caller sets its
/// size, safe-area insets, display scale and layout direction.
///
/// ```swift
/// let window = Window(
///   size: CGSize(width: 390, height: 844),
///   safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
///   displayScale: 3, layoutDirection: .rightToLeft)
/// window.rootViewController = LoginViewController()
/// window.layoutIfNeeded()
/// ```
///
/// Each window has its own layout engine: frames of constrained views are
/// solved there and rounded to the nearest device pixel (1 / ``displayScale``
/// points), halves up, as UIKit does — 950.25 becomes 950.5 at scale 2.
open class Window: View {
  var storedSafeAreaInsets = EdgeInsets.zero
  var storedDisplayScale: CGFloat = 1
  var storedLayoutDirection = UserInterfaceLayoutDirection.leftToRight
  var storedRootViewController: ViewController?
  /// The first responder (see ``View/becomeFirstResponder()``); a view that
  /// left the window no longer counts.
  weak var firstResponderView: View?
  /// The scene the window was made for (see ``windowScene``).
  weak var storedWindowScene: WindowScene?

  /// Creates a window of a size, with insets, scale and direction.
  /// - Parameters:
  ///   - size: The screen size in points.
  ///   - safeAreaInsets: The parts of the screen covered by bars and notches.
  ///   - displayScale: Device pixels per point (1, 2 or 3); frames are rounded to it.
  ///   - layoutDirection: The direction leading and trailing follow.
  public init(
    size: CGSize = .zero, safeAreaInsets: EdgeInsets = .zero, displayScale: CGFloat = 1,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) {
    super.init(frame: CGRect(origin: .zero, size: size))
    storedSafeAreaInsets = safeAreaInsets
    safeAreaWasSet = true
    storedDisplayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
    storedLayoutDirection = layoutDirection
  }

  /// Creates a window with a frame, at the main screen's scale (3), as
  /// `UIWindow(frame:)` is; its safe area is zero until
  /// ``makeKeyAndVisible()`` gives it the screen's.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    storedDisplayScale = Screen.main.scale
  }

  /// Creates a window from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    storedDisplayScale = Screen.main.scale
  }

  /// The parts of the window that bars, notches and the home indicator
  /// cover: ``screenSafeAreaInsets``. Read-only, as in UIKit, so that
  /// subclasses may override it (a test window that ignores the safe area).
  open override var safeAreaInsets: EdgeInsets { storedSafeAreaInsets }

  /// The parts of the screen covered by bars, notches and the home
  /// indicator, which the window's ``safeAreaInsets`` report. Views that
  /// overlap them get a share in their own ``View/safeAreaInsets``.
  ///
  /// UIKit has no setter: there the device decides. Set it here to lay out
  /// for a device, or give it to ``init(size:safeAreaInsets:displayScale:layoutDirection:)``.
  public var screenSafeAreaInsets: EdgeInsets {
    get { storedSafeAreaInsets }
    set {
      safeAreaWasSet = true
      setSafeAreaInsets(newValue)
    }
  }

  private func setSafeAreaInsets(_ insets: EdgeInsets) {
    guard insets != storedSafeAreaInsets else { return }
    storedSafeAreaInsets = insets
    LayoutEngine.safeAreaDidChange(in: self)
  }

  /// Device pixels per point; frames of constrained views are rounded to
  /// `1 / displayScale`. Values that are not positive numbers are ignored.
  public var displayScale: CGFloat {
    get { storedDisplayScale }
    set {
      guard newValue > 0, newValue.isFinite, newValue != storedDisplayScale else { return }
      storedDisplayScale = newValue
      LayoutEngine.displayScaleDidChange(in: self)
    }
  }

  /// The direction leading and trailing follow in this window; views can
  /// override it with ``View/semanticContentAttribute``.
  public var layoutDirection: UserInterfaceLayoutDirection {
    get { storedLayoutDirection }
    set {
      guard newValue != storedLayoutDirection else { return }
      storedLayoutDirection = newValue
      LayoutEngine.directionDidChange(inWindow: self)
    }
  }

  /// Whether ``makeKeyAndVisible()`` was called.
  public private(set) var isKeyWindow = false

  /// Shows the window, as UIKit's: the root view controller's view appears
  /// (`viewWillAppear`, the first layout pass, then `viewDidAppear`), and a
  /// window whose safe area was never set takes the main screen's share of
  /// it (a window the size of ``Screen/main`` gets 62 points at the top and
  /// 34 at the bottom).
  public func makeKeyAndVisible() {
    guard !isKeyWindow else { return }
    isKeyWindow = true
    isHidden = false
    if !safeAreaWasSet {
      let screen = Screen.main
      let safe = screen.bounds.inset(by: screen.deviceSafeAreaInsets)
      func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
      let insets = EdgeInsets(
        top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
        bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
      setSafeAreaInsets(insets)
    }
    // As on screen, the first layout comes between the two callbacks.
    storedRootViewController?.sendAppearance(true, .will)
    layoutIfNeeded()
    storedRootViewController?.sendAppearance(true, .did)
  }

  /// Whether the safe-area insets were given (then ``makeKeyAndVisible()`` keeps them).
  private var safeAreaWasSet = false

  /// The view controller whose view fills the window.
  ///
  /// Setting it loads the controller's view, sizes it to the window and
  /// makes it follow the window's size (flexible width and height).
  public var rootViewController: ViewController? {
    get { storedRootViewController }
    set {
      let old = storedRootViewController
      if let old, old !== newValue {
        if isKeyWindow { old.sendAppearance(false, .will) }
        old.viewIfLoaded?.removeFromSuperview()
        if isKeyWindow { old.sendAppearance(false, .did) }
      }
      storedRootViewController = newValue
      guard let controller = newValue, controller !== old else { return }
      let view: View = controller.view
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if isKeyWindow { controller.sendAppearance(true, .will) }
      addSubview(view)
      if isKeyWindow { controller.sendAppearance(true, .did) }
    }
  }
}
