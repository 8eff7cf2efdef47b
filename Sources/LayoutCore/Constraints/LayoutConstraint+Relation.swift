extension LayoutConstraint {
  /// How the two sides of a constraint compare, with UIKit's raw values.
  nonisolated public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
    /// The first attribute is at most the second side.
    case lessThanOrEqual = -1
    /// The first attribute equals the second side.
    case equal = 0
    /// The first attribute is at least the second side.
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// A horizontal or vertical direction, for content hugging, compression
  /// resistance and fitting.
  nonisolated public enum Axis: Int, Sendable, Hashable {
    /// Left to right: widths and x positions.
    case horizontal = 0
    /// Top to bottom: heights and y positions.
    case vertical = 1
  }
}
