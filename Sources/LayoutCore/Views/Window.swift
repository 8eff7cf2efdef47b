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
    storedDisplayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
    storedLayoutDirection = layoutDirection
  }

  /// Creates a window with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a window from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The parts of the screen covered by bars, notches and the home
  /// indicator. Views that overlap them get a share in their own
  /// ``View/safeAreaInsets``.
  public override var safeAreaInsets: EdgeInsets {
    get { storedSafeAreaInsets }
    set {
      guard newValue != storedSafeAreaInsets else { return }
      storedSafeAreaInsets = newValue
      LayoutEngine.safeAreaDidChange(in: self)
    }
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

  /// The view controller whose view fills the window.
  ///
  /// Setting it loads the controller's view, sizes it to the window and
  /// makes it follow the window's size (flexible width and height).
  public var rootViewController: ViewController? {
    get { storedRootViewController }
    set {
      if let old = storedRootViewController, old !== newValue {
        old.viewIfLoaded?.removeFromSuperview()
      }
      storedRootViewController = newValue
      guard let controller = newValue else { return }
      let view = controller.view
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
    }
  }
}
