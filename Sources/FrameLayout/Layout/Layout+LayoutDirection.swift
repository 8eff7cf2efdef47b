import Foundation

extension Layout {
  /// The reading direction a layout follows, for right-to-left languages.
  ///
  /// Right to left mirrors everything horizontal: a row or a flow starts at
  /// the right edge, a column's ``Layout/Alignment/leading`` means the right
  /// edge, ``Layout/Justification/start`` means the right end of a row, and
  /// the padding's `leading` is on the right. Vertical placement does not
  /// change.
  ///
  /// ```swift
  /// let row = Layout(parentFrame: bar, direction: .row, layoutDirection: .rightToLeft)
  /// try row.add(items: [.width(44), .flexible])  // the 44-point item is on the right
  /// ```
  public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Left-to-right languages such as English: leading is the left edge.
    case leftToRight

    /// Right-to-left languages such as Arabic and Hebrew: leading is the
    /// right edge.
    case rightToLeft
  }
}
