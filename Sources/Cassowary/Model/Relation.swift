/// How a constraint's expression compares with zero.
public enum Relation: String, Sendable, Hashable, CustomStringConvertible {
  /// `expression == 0`.
  case equal = "=="
  /// `expression <= 0`.
  case lessThanOrEqual = "<="
  /// `expression >= 0`.
  case greaterThanOrEqual = ">="

  /// The operator as written: `==`, `<=` or `>=`.
  public var description: String { rawValue }
}
