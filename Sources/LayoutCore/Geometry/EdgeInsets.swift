import Foundation

/// Distances inward from the four physical edges of a rectangle.
///
/// The counterpart of UIKit's `UIEdgeInsets`: `left` and `right` are physical
/// sides and do not flip in right-to-left layouts (use
/// ``DirectionalEdgeInsets`` for insets that do).
///
/// ```swift
/// view.layoutMargins = EdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
/// let content = bounds.inset(by: view.layoutMargins)
/// ```
nonisolated public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four physical edges.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every side.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// `{top, left, bottom, right}`, as UIKit prints insets.
  public var description: String {
    "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
  }
}

nonisolated extension CGRect {
  /// The rectangle shrunk by `insets` (grown where an inset is negative).
  ///
  /// ```swift
  /// CGRect(x: 0, y: 0, width: 100, height: 50)
  ///   .inset(by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  /// // (8, 8, 84, 34)
  /// ```
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// A number printed without a trailing `.0` when it is whole (`8`, `8.5`).
nonisolated func formatPoints(_ value: CGFloat) -> String {
  let double = Double(value)
  if double.rounded() == double && abs(double) < 1e15 { return String(Int(double)) }
  return String(double)
}
