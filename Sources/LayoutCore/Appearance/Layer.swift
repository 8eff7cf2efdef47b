import Foundation

/// What a view looks like when drawn, as Core Animation's `CALayer` holds it
/// for a `UIView`: background, opacity, corners, border, clipping and shadow.
///
/// Every ``View`` has one, made on first use, so views that never set a
/// colour cost no memory for it. The view's ``View/backgroundColor``,
/// ``View/alpha`` and ``View/clipsToBounds`` are the layer's
/// ``backgroundColor``, ``opacity`` and ``masksToBounds``, as in UIKit.
/// The renderers in LayoutRendering draw all of it; layout ignores it.
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = Color.separator.cgColor
/// ```
public final class Layer {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The fill behind the view's content; nil (the default) draws nothing.
  public var backgroundColor: Color?
  /// The opacity of the view and its subviews, 0 to 1; 1 by default.
  public var opacity: Float = 1
  /// The radius of the corners of the background and border; 0 by default.
  public var cornerRadius: CGFloat = 0
  /// The width of the border drawn inside the bounds; 0 (none) by default.
  public var borderWidth: CGFloat = 0
  /// The border's colour; opaque black by default, as Core Animation's.
  public var borderColor: Color? = .black
  /// Whether subviews are clipped to the bounds (and the corner radius).
  public var masksToBounds = false
  /// The shadow's colour; opaque black by default.
  public var shadowColor: Color? = .black
  /// The shadow's opacity; 0 (no shadow) by default.
  public var shadowOpacity: Float = 0
  /// How far the shadow is offset; (0, −3) by default, as Core Animation's.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius; 3 by default.
  public var shadowRadius: CGFloat = 3

  /// The tint set on this view, if any (``View/tintColor`` inherits it).
  var tintColor: Color?
  /// How the view's content fills its bounds (``View/contentMode``).
  var contentMode = ContentMode.scaleToFill

  /// Creates a layer with Core Animation's defaults.
  public init() {}
}
