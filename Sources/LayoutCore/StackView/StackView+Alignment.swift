extension StackView {
  /// How a stack view places its arranged subviews across its axis, as
  /// UIKit's `UIStackView.Alignment` (same raw values).
  ///
  /// ``top`` and ``bottom`` are the names of ``leading`` and ``trailing``
  /// for horizontal stacks. The baseline alignments apply to horizontal
  /// stacks; a vertical stack treats ``firstBaseline`` as ``leading`` and
  /// ``lastBaseline`` as ``trailing``.
  ///
  /// ```swift
  /// let row = StackView(arrangedSubviews: [title, badge])
  /// row.alignment = .firstBaseline
  /// ```
  nonisolated public enum Alignment: Int, Sendable, Hashable {
    /// The views fill the stack across its axis.
    case fill = 0
    /// The views line up on their leading edges (top edges in a horizontal stack).
    case leading = 1
    /// The views line up on the baseline of their first line of text (horizontal stacks).
    case firstBaseline = 2
    /// The views are centered across the axis.
    case center = 3
    /// The views line up on their trailing edges (bottom edges in a horizontal stack).
    case trailing = 4
    /// The views line up on the baseline of their last line of text (horizontal stacks).
    case lastBaseline = 5

    /// The views line up on their top edges: ``leading`` in a horizontal stack.
    public static var top: Alignment { .leading }
    /// The views line up on their bottom edges: ``trailing`` in a horizontal stack.
    public static var bottom: Alignment { .trailing }
  }
}
