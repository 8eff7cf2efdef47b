import Foundation

extension Layout {
  /// The axis along which a layout places its items one after another.
  ///
  /// The direction is the layout's *main axis*; the other axis is its
  /// *cross axis*, where ``Layout/Alignment`` applies.
  ///
  /// ```swift
  /// let toolbar = Layout(parentFrame: bar, direction: .row)
  /// let screen = Layout(parentFrame: bounds, direction: .column)
  /// let tags = Layout(parentFrame: box, direction: .flow, spacing: 8)
  /// ```
  public enum Direction: Sendable, Hashable, CaseIterable {
    /// Items go left to right (right to left with
    /// ``Layout/LayoutDirection/rightToLeft``) and fill the parent's height
    /// unless they have one.
    case row

    /// Items go top to bottom and fill the parent's width unless they have
    /// one.
    case column

    /// A row that wraps: an item that does not fit on the current line starts
    /// a new line below it.
    ///
    /// A line is as tall as its tallest item; items without a height stretch
    /// to it. Lines in which no item has a height share the height left over
    /// by the others equally. Flexible items start at their minimum width
    /// and grow to fill what their line leaves free.
    case flow
  }
}

// MARK: - Axis mapping

extension Layout.Direction {
  /// Whether the main axis is horizontal, which is what the engine needs to
  /// turn main/cross lengths back into widths and heights.
  var isHorizontal: Bool { self != .column }
}
