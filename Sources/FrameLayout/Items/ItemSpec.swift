import Foundation

/// The value an ``Item`` wraps: its fixed lengths and its flexibility.
///
/// The engine works on specs rather than items so that it is a pure function
/// from values to frames, which keeps it easy to test and to benchmark.
struct ItemSpec: Sendable, Hashable {
  /// The fixed width, or `nil` when the layout decides it.
  var width: CGFloat?

  /// The fixed height, or `nil` when the layout decides it.
  var height: CGFloat?

  /// The share of free main-axis space when the main length is not fixed.
  var weight: CGFloat = 1

  /// The smallest flexible main-axis length.
  var minimum: CGFloat = 0

  /// The largest flexible main-axis length.
  var maximum: CGFloat = .infinity

  /// The fixed length along the main axis of `direction`, if any.
  func mainLength(in direction: Layout.Direction) -> CGFloat? {
    direction.isHorizontal ? width : height
  }

  /// The fixed length across the main axis of `direction`, if any.
  func crossLength(in direction: Layout.Direction) -> CGFloat? {
    direction.isHorizontal ? height : width
  }

  /// Whether ``validate(index:)`` passes, without making an error.
  var isValid: Bool {
    // A quick test first: when every length is not negative, the weight is
    // positive and their sum is finite, each is finite (an infinity or NaN
    // would make the sum one). A huge sum can fail it; the full check then
    // decides (it makes an error only for a value that is invalid).
    let w = width ?? 0
    let h = height ?? 0
    let sum = w.native + h.native + minimum.native + weight.native
    if sum < .infinity && w >= 0 && h >= 0 && minimum >= 0 && weight > 0 && maximum >= minimum {
      return true
    }
    return (try? validate(index: 0)) != nil
  }

  /// Checks every value the item was made with.
  ///
  /// - Parameter index: The item's index in its layout, used to name it.
  /// - Throws: ``Layout/LayoutError/invalidValue(name:value:expected:)``.
  func validate(index: Int) throws(Layout.LayoutError) {
    // Names are made only on the error path: building one per valid item
    // cost more than laying the item out.
    func name(_ field: String) -> String { "items[\(index)].\(field)" }
    if let width, !Validate.isLength(width) { try Validate.length(width, name: name("width")) }
    if let height, !Validate.isLength(height) { try Validate.length(height, name: name("height")) }
    guard weight.isFinite, weight > 0 else {
      throw .invalidValue(
        name: name("weight"), value: weight,
        expected: "a finite weight > 0")
    }
    if !Validate.isLength(minimum) { try Validate.length(minimum, name: name("min")) }
    // An infinite maximum is the natural "no maximum"; NaN is never valid.
    guard !maximum.isNaN, maximum >= minimum else {
      throw .invalidValue(
        name: name("max"), value: maximum,
        expected: "a length >= min (\(minimum))")
    }
  }
}
