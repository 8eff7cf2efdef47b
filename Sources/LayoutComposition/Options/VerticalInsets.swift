import Foundation

/// Top and bottom insets, for the `…Vertically(insets:)` options.
///
/// ```swift
/// @Subview(.pinVertically(insets: .all(4))) var flag = View()
/// ```
nonisolated public struct VerticalInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat

  /// Creates insets from the top and bottom edges.
  public init(top: CGFloat = 0, bottom: CGFloat = 0) {
    self.top = top
    self.bottom = bottom
  }

  /// The same inset on both sides.
  public static func all(_ inset: CGFloat) -> VerticalInsets {
    VerticalInsets(top: inset, bottom: inset)
  }

  /// No insets.
  public static let zero = VerticalInsets()
}
