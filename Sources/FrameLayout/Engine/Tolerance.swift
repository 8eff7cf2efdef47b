import Foundation

/// Comparisons that forgive floating-point rounding.
///
/// Sums such as `0.1 + 0.2` miss the exact value by a few ulps; without a
/// tolerance a row of items that exactly fills its parent could be reported
/// as out of space.
enum Tolerance {
  /// Whether `needed` is larger than `available` by more than rounding error.
  static func exceeds(_ needed: CGFloat, _ available: CGFloat) -> Bool {
    needed - available > 1e-9 * Swift.max(1, available.magnitude)
  }
}
