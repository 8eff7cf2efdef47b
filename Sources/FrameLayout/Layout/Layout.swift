import Foundation

/// A frame engine: it places items one after another inside a parent frame
/// and gives each its frame at once, without a constraint solver.
///
/// A layout shares its parent frame along one axis, its ``Direction``. Items
/// with a fixed length along that axis keep it; flexible items share what is
/// left. Across the axis, items fill the parent unless they have a length of
/// their own, which the ``Alignment`` places. ``add(item:)`` checks at once
/// that the item fits (and throws if not); frames are computed when first
/// read after a change, so adding items one at a time stays linear. A frame
/// from one layout can be the parent frame of the next, which is how screens are built.
///
/// ```swift
/// let screen = Layout(parentFrame: bounds, direction: .column)
/// try screen.add(items: [.flexible, .height(44), .height(200)])
///
/// let footer = Layout(parentFrame: try screen.frame(at: 2), direction: .row)
/// try footer.add(items: [.flexible, .flexible])
/// let left = try footer.frame(at: 0)   // the footer's left half
/// ```
///
/// Beyond the original engine, a layout can keep spacing between items and
/// padding inside the parent, weigh flexible items and bound them with a
/// minimum and a maximum (see ``Item/flexible(weight:min:max:)``), spread
/// unused space with a ``Justification``, wrap a row into lines with
/// ``Direction/flow``, and mirror for right-to-left languages with
/// ``LayoutDirection``.
///
/// Bad numbers (negative, NaN or infinite) never crash: the call that meets
/// them throws ``LayoutError`` naming the value. A layout and its items are
/// plain objects with no locks; use them from one task or thread at a time.
///
/// The model is chunkyguy's Simple Layout Engine (2022), itself modelled on
/// `UIToolbar` items and flexible spaces; weights and limits are shared the
/// way CSS Flexible Box Layout (W3C, §9.7) resolves flexible lengths.
public final class Layout {
  /// The values the layout was created with.
  var configuration: LayoutConfiguration { state.configuration }

  /// The items' specs and frames, shared with the items.
  @usableFromInline let state: LayoutState

  /// The frame of every item, in the order the items were added and in the
  /// coordinate space of the parent frame.
  ///
  /// Use it to hand all the frames to views at once:
  ///
  /// ```swift
  /// for (view, frame) in zip(views, layout.frames) { view.frame = frame }
  /// ```
  public var frames: [CGRect] { state.frames }

  /// Creates an empty layout that shares `parentFrame` among the items you
  /// add.
  ///
  /// The initializer does not throw, as in the original engine: invalid
  /// values (a negative or non-finite frame, spacing or padding) are
  /// reported by the first ``add(item:)``.
  ///
  /// ```swift
  /// let tags = Layout(
  ///   parentFrame: box, direction: .flow, alignment: .center,
  ///   spacing: 8, lineSpacing: 4, padding: Layout.Insets(all: 12))
  /// ```
  ///
  /// - Parameters:
  ///   - parentFrame: The rectangle to fill, in any coordinate space; frames
  ///     come back in the same space.
  ///   - direction: The axis items follow: ``Direction/row``,
  ///     ``Direction/column`` or the wrapping ``Direction/flow``.
  ///   - alignment: Where items with a fixed cross-axis length sit.
  ///   - justification: Where main-axis space no item takes goes.
  ///   - spacing: The gap between neighbouring items, in points.
  ///   - lineSpacing: The gap between the lines of a flow; `nil` uses
  ///     `spacing`.
  ///   - padding: The space kept free inside `parentFrame`.
  ///   - layoutDirection: Whether horizontal placement is mirrored for a
  ///     right-to-left language.
  public init(
    parentFrame: CGRect,
    direction: Direction,
    alignment: Alignment = .leading,
    justification: Justification = .start,
    spacing: CGFloat = 0,
    lineSpacing: CGFloat? = nil,
    padding: Insets = .zero,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    state = LayoutState(
      configuration: LayoutConfiguration(
        parentFrame: parentFrame, direction: direction, alignment: alignment,
        justification: justification, spacing: spacing,
        lineSpacing: lineSpacing ?? spacing, padding: padding,
        layoutDirection: layoutDirection))
  }

  /// The number of items in the layout.
  public var count: Int { state.items.count }

  // The throwing methods use untyped `throws`, as the original engine did.
  // Typed `throws(LayoutError)` was tried: with Swift 6.3.1 a caller's
  // non-exhaustive `catch .outOfSpace` followed by any closure in the same
  // function crashes the compiler (SILGen ownership verifier), because the
  // error carries a String. Only `LayoutError` is ever thrown.

  /// Adds an item after the others; frames follow when next read.
  ///
  /// ```swift
  /// let main = try layout.add(item: .flexible)
  /// let frame = try main.frame()
  /// ```
  ///
  /// - Parameter item: A new item, not yet in any layout.
  /// - Returns: `item`, so its frame can be read later.
  /// - Throws: ``LayoutError`` if the items no longer fit, a value is
  ///   invalid, or the item is already in a layout. The layout is then
  ///   unchanged.
  /// - Complexity: O(1) for a row or column (the check uses running sums;
  ///   the next read of a frame lays out all items once), O(*n*) for a flow.
  @discardableResult
  @inlinable
  public func add(item: Item) throws -> Item {
    // Inlinable, so that a caller who ignores the result does not retain
    // and release the item it already holds (a third of an add's time).
    try state.add(one: item)
    return item
  }

  /// Adds items after the others, in order; frames follow when next read.
  ///
  /// Adding all the items in one call is faster than adding them one by
  /// one, and either all of them are added or none is.
  ///
  /// ```swift
  /// try layout.add(items: [.flexible, .height(44), .height(200)])
  /// ```
  ///
  /// - Parameter newItems: New items, none of them in any layout.
  /// - Returns: `newItems`.
  /// - Throws: ``LayoutError`` if the items do not fit, a value is invalid,
  ///   or an item is already in a layout (or twice in `newItems`). The
  ///   layout is then unchanged.
  /// - Complexity: O(*k*) in the items added for a row or column, O(*n*)
  ///   for a flow; reading frames afterwards is O(*n*), O(*n*²) at worst when
  ///   many flexible items reach their minimum or maximum.
  @discardableResult
  public func add(items newItems: [Item]) throws -> [Item] {
    try state.add(newItems)
    return newItems
  }

  /// The frame of the item at `index`, in the coordinate space of the parent
  /// frame.
  ///
  /// ```swift
  /// let toolbarFrame = try layout.frame(at: 1)
  /// ```
  ///
  /// - Parameter index: The item's position, counting from 0 in the order
  ///   the items were added.
  /// - Returns: The item's frame.
  /// - Throws: ``LayoutError/itemOutOfBounds(index:count:)`` if there is no
  ///   item at `index`.
  public func frame(at index: Int) throws -> CGRect {
    guard frames.indices.contains(index) else {
      throw LayoutError.itemOutOfBounds(index: index, count: frames.count)
    }
    return frames[index]
  }
}
