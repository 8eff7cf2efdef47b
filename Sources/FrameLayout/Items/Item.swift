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
  // The stored properties are laid out for the passes that touch every item
  // (`LayoutState.add`, `FrameEngine.lineFrames`, the state's deinit): an
  // item's values fit in 72 bytes after the object header, so an item takes
  // 96 bytes of the heap instead of 144 with an `ItemSpec` and optionals.
  // Those passes stream the items from the cache, so their time follows the
  // bytes each item spans.

  /// Whether ``width`` is fixed, and whether ``height`` is.
  let hasWidth: Bool
  let hasHeight: Bool

  /// Whether every value passes ``ItemSpec/validate(index:)``, decided once
  /// when the item is made (an item never changes).
  let isValid: Bool

  /// The fixed width when ``hasWidth``, else 0.
  let width: CGFloat

  /// The fixed height when ``hasHeight``, else 0.
  let height: CGFloat

  /// The weight, minimum and maximum, or nil for the usual 1, 0 and infinity.
  let limits: FlexLimits?

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
  /// Only the state writes this and the other mutable properties, never in
  /// overlapping accesses, so they skip the run-time exclusivity checks a
  /// class's stored properties otherwise make on every access.
  @exclusivity(unchecked) var state: Unmanaged<LayoutState>?

  /// The frame the item's layout gave it when it last laid its items out,
  /// kept when that layout goes; ``unsettled`` until then.
  ///
  /// The state writes every item's frame here as it lays them out, while it
  /// reads the item, so the item needs no index into the state's frames and
  /// the state, when it goes, only clears ``state``. A sentinel instead of an
  /// optional: the optional's tag byte pushed the item into the next heap
  /// size class.
  @exclusivity(unchecked) var settledFrame = Item.unsettled

  /// The ``settledFrame`` of an item no layout has placed: a NaN origin,
  /// which no layout gives (every value a layout uses is checked finite).
  static let unsettled = CGRect(x: CGFloat.nan, y: .nan, width: 0, height: 0)

  init(_ spec: ItemSpec) {
    hasWidth = spec.width != nil
    hasHeight = spec.height != nil
    width = spec.width ?? 0
    height = spec.height ?? 0
    isValid = spec.isValid
    limits = FlexLimits.unlessUsual(weight: spec.weight, minimum: spec.minimum, maximum: spec.maximum)
  }

  /// What the item asks for, as the general engine reads it.
  var spec: ItemSpec {
    ItemSpec(
      width: hasWidth ? width : nil, height: hasHeight ? height : nil,
      weight: limits?.weight ?? 1, minimum: limits?.minimum ?? 0, maximum: limits?.maximum ?? .infinity)
  }

  /// The fixed length along the main axis, if any (``ItemSpec/mainLength(in:)``).
  @inline(__always)
  func mainLength(horizontal: Bool) -> CGFloat? {
    horizontal ? (hasWidth ? width : nil) : (hasHeight ? height : nil)
  }

  /// The fixed length across the main axis, if any (``ItemSpec/crossLength(in:)``).
  @inline(__always)
  func crossLength(horizontal: Bool) -> CGFloat? {
    horizontal ? (hasHeight ? height : nil) : (hasWidth ? width : nil)
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
    // Reading the frames lays the items out if they changed, which gives
    // every item its frame.
    if let state { _ = state.takeUnretainedValue().frames }
    guard !settledFrame.origin.x.isNaN else { throw Layout.LayoutError.itemIncomplete }
    return settledFrame
  }
}
