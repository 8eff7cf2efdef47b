import Foundation

/// Edges of a rectangle, as UIKit's `UIRectEdge`: which sides a view
/// extends under bars, or which sides an operation applies to.
///
/// ```swift
/// let sides: RectEdge = [.left, .right]
/// sides.contains(.top)   // false
/// ```
nonisolated public struct RectEdge: OptionSet, Sendable, Hashable {
  /// The edges' bits, with UIKit's values.
  public let rawValue: UInt

  /// Creates edges from UIKit's bit values.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = RectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
