import Foundation

/// Distances inward from the edges of a rectangle, named by reading direction.
///
/// The counterpart of UIKit's `NSDirectionalEdgeInsets`: `leading` is the left
/// side in a left-to-right layout and the right side in a right-to-left one.
///
/// ```swift
/// view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 8)
/// ```
nonisolated public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge (left in left-to-right layouts).
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge (right in left-to-right layouts).
  public var trailing: CGFloat

  /// Creates insets from the top, leading, bottom and trailing edges.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every side.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// `{top, leading, bottom, trailing}`.
  public var description: String {
    "{\(formatPoints(top)), \(formatPoints(leading)), \(formatPoints(bottom)), \(formatPoints(trailing))}"
  }

  /// The physical insets these become in a layout direction.
  func resolved(_ direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}

nonisolated extension EdgeInsets {
  /// The directional insets these are in a layout direction.
  func directional(_ direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
    direction == .leftToRight
      ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
      : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
  }
}
