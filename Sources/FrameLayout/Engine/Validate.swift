import Foundation

/// The checks shared by everything a user can pass in.
///
/// Values are checked when a layout computes frames rather than when they are
/// created, so the seed's non-throwing factories and initializer keep their
/// signatures while bad input still surfaces as an error, never a crash.
enum Validate {
  /// Whether `value` is a valid length (finite, not negative), without making an error.
  static func isLength(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }

  /// Checks that `value` is a usable length: finite and not negative.
  ///
  /// - Throws: ``Layout/LayoutError/invalidValue(name:value:expected:)``.
  static func length(_ value: CGFloat, name: String) throws(Layout.LayoutError) {
    guard value.isFinite, value >= 0 else {
      throw .invalidValue(
        name: name, value: value, expected: "a finite length >= 0")
    }
  }

  /// Checks that `value` is a usable coordinate: finite, any sign.
  ///
  /// - Throws: ``Layout/LayoutError/invalidValue(name:value:expected:)``.
  static func coordinate(_ value: CGFloat, name: String)
    throws(Layout.LayoutError)
  {
    guard value.isFinite else {
      throw .invalidValue(
        name: name, value: value, expected: "a finite coordinate")
    }
  }
}
