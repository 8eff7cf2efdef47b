import Foundation

extension Layout {
  /// Padding between a layout's parent frame and its items.
  ///
  /// The edges are directional: `leading` is the left edge, or the right edge
  /// in a ``Layout/LayoutDirection/rightToLeft`` layout.
  ///
  /// ```swift
  /// let card = Layout(
  ///   parentFrame: frame, direction: .column,
  ///   padding: Layout.Insets(top: 16, leading: 20, bottom: 16, trailing: 20))
  /// ```
  public struct Insets: Sendable, Hashable {
    /// The padding below the parent's top edge.
    public var top: CGFloat

    /// The padding after the parent's leading edge.
    public var leading: CGFloat

    /// The padding above the parent's bottom edge.
    public var bottom: CGFloat

    /// The padding before the parent's trailing edge.
    public var trailing: CGFloat

    /// Creates padding with a length for each edge.
    ///
    /// - Parameters:
    ///   - top: The padding at the top.
    ///   - leading: The padding at the leading edge.
    ///   - bottom: The padding at the bottom.
    ///   - trailing: The padding at the trailing edge.
    public init(
      top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0,
      trailing: CGFloat = 0
    ) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// Creates the same padding on all four edges.
    ///
    /// - Parameter all: The padding on every edge.
    public init(all: CGFloat) {
      self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// No padding: items use the whole parent frame.
    public static let zero = Insets()
  }
}

// MARK: - Resolving

extension Layout.Insets {
  /// The rectangle left inside `frame`, with `leading` on the left for
  /// left-to-right layouts and on the right otherwise.
  ///
  /// - Throws: ``Layout/LayoutError/outOfSpace(needed:available:)`` when the
  ///   padding is larger than the frame.
  func inset(
    _ frame: CGRect, for layoutDirection: Layout.LayoutDirection
  ) throws(Layout.LayoutError) -> CGRect {
    let (left, right) =
      layoutDirection == .leftToRight
      ? (leading, trailing) : (trailing, leading)
    let width = frame.size.width - left - right
    let height = frame.size.height - top - bottom
    if Tolerance.exceeds(left + right, frame.size.width) {
      throw .outOfSpace(needed: left + right, available: frame.size.width)
    }
    if Tolerance.exceeds(top + bottom, frame.size.height) {
      throw .outOfSpace(needed: top + bottom, available: frame.size.height)
    }
    return CGRect(
      x: frame.origin.x + left, y: frame.origin.y + top,
      width: max(0, width), height: max(0, height))
  }
}
