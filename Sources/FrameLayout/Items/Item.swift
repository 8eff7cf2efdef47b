import Foundation

/// A placeholder for one view: what it asks for, and the frame a layout gives
/// it.
///
/// An item fixes some of its lengths and leaves the rest to the layout. Along
/// the layout's main axis a length that is not fixed is *flexible*: flexible
/// items share what the fixed ones leave, in proportion to their weights.
/// Across the main axis a length that is not fixed fills the layout.
///
/// ```swift
/// let layout = Layout(parentFrame: bounds, direction: .column)
/// let content = try layout.add(item: .flexible)
/// try layout.add(item: .height(44))
/// let contentFrame = try content.frame()
/// ```
///
/// An item belongs to the layout it was added to and its frame follows that
/// layout as it adds more items; when the layout is gone the item keeps its
/// last frame and may join another layout. Each factory returns a new item.
public final class Item {
  /// What the item asks for.
  let spec: ItemSpec

  /// The state of the layout the item belongs to, while that layout exists.
  ///
  /// The state keeps its items alive, not the other way round, so adding an
  /// item costs no reference count: the seed's engine, too, has the layout
  /// hold its items. (`Unmanaged`, not `unowned(unsafe)`: reading the latter
  /// to compare it with `nil` retains and releases the state.) The
  /// reference cannot dangle because the state, before it goes, copies every
  /// item's frame into ``settledFrame`` and clears this
  /// (`LayoutState.deinit`). Items and layouts are not `Sendable`, so both
  /// live in one isolation region and no other thread sees the clearing.
  ///
  /// Only the state writes this and the next two, never in overlapping
  /// accesses, so they skip the run-time exclusivity checks a class's stored
  /// properties otherwise make on every access (two calls an item per add).
  @exclusivity(unchecked) var state: Unmanaged<LayoutState>?

  /// The item's position in ``state``'s items.
  @exclusivity(unchecked) var index = 0

  /// The frame the item's last layout gave it, kept when that layout went away.
  @exclusivity(unchecked) var settledFrame: CGRect?

  init(_ spec: ItemSpec) {
    self.spec = spec
  }

  // MARK: - Factories

  /// An item with no fixed length: it shares the free main-axis space equally
  /// with the other flexible items and fills the cross axis.
  public static var flexible: Item { Item(ItemSpec()) }

  /// An item that takes a share of the free main-axis space in proportion to
  /// its weight, kept between a minimum and a maximum length.
  ///
  /// Space is shared the way CSS flexbox shares it: every flexible item gets
  /// `free * weight / totalWeight`; items pushed past a limit are frozen at
  /// it and the rest share what remains. Space left when every item has
  /// reached its maximum is spread by the layout's
  /// ``Layout/Justification``. In a ``Layout/Direction/flow`` the minimum is
  /// also the width used to decide where a line wraps.
  ///
  /// ```swift
  /// // A sidebar a third of the width but at least 200 points, then content.
  /// try layout.add(items: [.flexible(weight: 1, min: 200), .flexible(weight: 2)])
  /// ```
  ///
  /// - Parameters:
  ///   - weight: The item's share relative to other flexible items; finite
  ///     and greater than zero.
  ///   - min: The smallest main-axis length; finite and not negative.
  ///   - max: The largest main-axis length; at least `min`, and may be
  ///     `.infinity`.
  /// - Returns: A new flexible item.
  public static func flexible(
    weight: CGFloat = 1, min: CGFloat = 0, max: CGFloat = .infinity
  ) -> Item {
    Item(ItemSpec(weight: weight, minimum: min, maximum: max))
  }

  /// An item with a fixed width and a flexible height.
  ///
  /// In a row the width is the item's main-axis length; in a column it is
  /// the cross-axis length, placed by the layout's ``Layout/Alignment``.
  ///
  /// - Parameter value: The width in points; finite and not negative.
  /// - Returns: A new item.
  public static func width(_ value: CGFloat) -> Item {
    Item(ItemSpec(width: value))
  }

  /// An item with a fixed height and a flexible width.
  ///
  /// In a column the height is the item's main-axis length; in a row it is
  /// the cross-axis length, placed by the layout's ``Layout/Alignment``.
  ///
  /// - Parameter value: The height in points; finite and not negative.
  /// - Returns: A new item.
  public static func height(_ value: CGFloat) -> Item {
    Item(ItemSpec(height: value))
  }

  /// An item with a fixed width and height.
  ///
  /// - Parameter value: The size in points; both lengths finite and not
  ///   negative.
  /// - Returns: A new item.
  public static func size(_ value: CGSize) -> Item {
    Item(ItemSpec(width: value.width, height: value.height))
  }

  /// An item with a fixed length along `direction`: a width for a row or a
  /// flow, a height for a column.
  ///
  /// Use it to write code that works for either direction:
  ///
  /// ```swift
  /// try layout.add(items: [.dynamic(direction, 44), .flexible])
  /// ```
  ///
  /// - Parameters:
  ///   - direction: The direction whose main axis `value` measures.
  ///   - value: The length in points; finite and not negative.
  /// - Returns: A new item.
  public static func dynamic(_ direction: Layout.Direction, _ value: CGFloat)
    -> Item
  {
    direction.isHorizontal ? .width(value) : .height(value)
  }

  // MARK: - Reading the result

  /// The frame the item's layout gave it, in the coordinate space of the
  /// layout's parent frame.
  ///
  /// The frame changes when the layout adds more items, so read it after the
  /// last ``Layout/add(item:)``.
  ///
  /// - Returns: The item's frame.
  /// - Throws: ``Layout/LayoutError/itemIncomplete`` if no layout has placed
  ///   the item.
  public func frame() throws -> CGRect {
    if let state { return state.takeUnretainedValue().frames[index] }
    guard let settledFrame else { throw Layout.LayoutError.itemIncomplete }
    return settledFrame
  }
}
