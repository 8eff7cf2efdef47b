/// How a view's content is placed in its bounds when their sizes differ, as
/// UIKit's `UIView.ContentMode`: used when drawing images, not by layout.
nonisolated public enum ContentMode: Int, Sendable, CaseIterable {
  /// Stretches the content to fill the bounds, changing its aspect ratio if needed.
  case scaleToFill
  /// Scales the content to fit inside the bounds, keeping its aspect ratio.
  case scaleAspectFit
  /// Scales the content to cover the bounds, keeping its aspect ratio (parts may be cut off).
  case scaleAspectFill
  /// Redraws when the bounds change (drawn as ``scaleToFill``).
  case redraw
  /// Centres the content, unscaled.
  case center
  /// Centres the content at the top edge, unscaled.
  case top
  /// Centres the content at the bottom edge, unscaled.
  case bottom
  /// Centres the content at the left edge, unscaled.
  case left
  /// Centres the content at the right edge, unscaled.
  case right
  /// Places the content in the top-left corner, unscaled.
  case topLeft
  /// Places the content in the top-right corner, unscaled.
  case topRight
  /// Places the content in the bottom-left corner, unscaled.
  case bottomLeft
  /// Places the content in the bottom-right corner, unscaled.
  case bottomRight
}
