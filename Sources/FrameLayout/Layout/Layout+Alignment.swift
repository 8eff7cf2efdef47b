import Foundation

extension Layout {
  /// Where an item sits across the layout's main axis when it is shorter than
  /// the space there.
  ///
  /// Only items with a fixed cross-axis length can be shorter: the others fill
  /// the cross axis. In a row (or a flow line) `leading` is the top; in a
  /// column it is the left edge, or the right edge with
  /// ``Layout/LayoutDirection/rightToLeft``.
  ///
  /// ```swift
  /// let layout = Layout(parentFrame: bounds, direction: .column, alignment: .center)
  /// try layout.add(item: .size(CGSize(width: 100, height: 44)))  // centred horizontally
  /// ```
  public enum Alignment: Sendable, Hashable, CaseIterable {
    /// At the start of the cross axis: top in a row, leading edge in a column.
    case leading

    /// In the middle of the cross axis.
    case center

    /// At the end of the cross axis: bottom in a row, trailing edge in a
    /// column.
    case trailing
  }
}

// MARK: - Offsets

extension Layout.Alignment {
  /// The distance from the start of `space` to an item of length `length`.
  func offset(of length: CGFloat, in space: CGFloat) -> CGFloat {
    switch self {
    case .leading: 0
    case .center: (space - length) / 2
    case .trailing: space - length
    }
  }
}
