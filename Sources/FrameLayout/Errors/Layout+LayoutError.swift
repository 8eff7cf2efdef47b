import Foundation

extension Layout {
  /// An error that explains why a layout could not place its items.
  ///
  /// Every throwing call of the module throws this type and no other. Each
  /// case carries what went wrong, and its `description` says it in a
  /// sentence a person can act on.
  ///
  /// ```swift
  /// do {
  ///   try layout.add(items: [.height(600), .height(400)])
  /// } catch Layout.LayoutError.outOfSpace(let needed, let available) {
  ///   print("needs \(needed) points, has \(available)")
  /// } catch {
  ///   print(error)  // "out of space: the items need …"
  /// }
  /// ```
  ///
  /// A failed ``Layout/add(item:)`` or ``Layout/add(items:)`` changes
  /// nothing: the layout keeps the items and frames it had before.
  public enum LayoutError: Error, Hashable, CustomStringConvertible {
    /// The items need more room than the layout has.
    ///
    /// Thrown when fixed lengths, minimums, spacing and padding add up to more
    /// than the parent frame along an axis, when an item's fixed cross-axis
    /// length is larger than the layout's, or when a flow item is wider than
    /// a whole line.
    ///
    /// - Parameters:
    ///   - needed: The length, in points, the items ask for.
    ///   - available: The length, in points, the layout has.
    case outOfSpace(needed: CGFloat, available: CGFloat)

    /// The item's frame was read before any layout placed it.
    ///
    /// An item has a frame once it is added to a layout; an item whose
    /// ``Layout/add(item:)`` failed has none.
    case itemIncomplete

    /// ``Layout/frame(at:)`` was asked for an index the layout does not have.
    ///
    /// - Parameters:
    ///   - index: The index that was asked for.
    ///   - count: How many items the layout has.
    case itemOutOfBounds(index: Int, count: Int)

    /// The item already belongs to a layout.
    ///
    /// An item holds one frame, so it can be placed only once. Create a new
    /// item (`.flexible` makes a new one each time) for every place.
    ///
    /// - Parameter index: The index the item would have had in the layout.
    case itemAlreadyAdded(index: Int)

    /// A length, weight or frame is negative, not a number, or infinite.
    ///
    /// - Parameters:
    ///   - name: What holds the value, such as `items[2].height`, `spacing`
    ///     or `parentFrame.width`.
    ///   - value: The value that was given.
    ///   - expected: What the value must be, such as
    ///     `a finite length >= 0`.
    case invalidValue(name: String, value: CGFloat, expected: String)

    /// A sentence that names the problem and the values involved.
    public var description: String {
      switch self {
      case .outOfSpace(let needed, let available):
        "out of space: the items need \(needed) points but the layout has "
          + "\(available)"
      case .itemIncomplete:
        "item incomplete: an item has no frame until a layout places it"
      case .itemOutOfBounds(let index, let count):
        "item out of bounds: index \(index) asked for, but the layout has "
          + "\(count) item\(count == 1 ? "" : "s")"
      case .itemAlreadyAdded(let index):
        "item already added: items[\(index)] already belongs to a layout; "
          + "create a new item for each place"
      case .invalidValue(let name, let value, let expected):
        "invalid value: \(name) is \(value), expected \(expected)"
      }
    }
  }
}

// MARK: - LocalizedError

extension Layout.LayoutError: LocalizedError {
  /// The same sentence as `description`.
  ///
  /// Foundation's `localizedDescription` reads this, so code that reports
  /// errors that way shows the actionable sentence rather than a generic
  /// "The operation could not be completed".
  public var errorDescription: String? { description }
}
