/// Edges of a rectangle named by reading direction, as UIKit's `NSDirectionalRectEdge`.
nonisolated public struct DirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt

  /// Makes edges from their raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
