import Foundation

/// Leading and trailing insets, for the `…Horizontally(insets:)` options.
///
/// ```swift
/// @Subview(.pinHorizontally(insets: .all(16))) var field = View()
/// ```
nonisolated public struct HorizontalInsets: Hashable, Sendable {
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets from the leading and trailing edges.
  public init(leading: CGFloat = 0, trailing: CGFloat = 0) {
    self.leading = leading
    self.trailing = trailing
  }

  /// Creates insets as Subviews spells them: left is leading, right is trailing.
  public init(left: CGFloat, right: CGFloat = 0) {
    self.init(leading: left, trailing: right)
  }

  /// Creates a right (trailing) inset only, as Subviews spells it.
  public init(right: CGFloat) {
    self.init(leading: 0, trailing: right)
  }

  /// The same inset on both sides.
  public static func all(_ inset: CGFloat) -> HorizontalInsets {
    HorizontalInsets(leading: inset, trailing: inset)
  }

  /// No insets.
  public static let zero = HorizontalInsets()
}
