extension StackView {
  /// How a stack view sizes and spaces its arranged subviews along its axis,
  /// as UIKit's `UIStackView.Distribution` (same raw values), plus three
  /// distributions from CSS flexbox.
  ///
  /// ```swift
  /// let row = StackView(arrangedSubviews: [cancel, ok])
  /// row.distribution = .fillEqually
  /// ```
  nonisolated public enum Distribution: Int, Sendable, Hashable {
    /// The views fill the stack: extra space goes to the view with the
    /// lowest content-hugging priority, missing space comes out of the view
    /// with the lowest compression resistance.
    case fill = 0
    /// The views fill the stack and all have the same length.
    case fillEqually = 1
    /// The views fill the stack, each with a length proportional to its
    /// intrinsic length.
    case fillProportionally = 2
    /// The views keep their lengths; the gaps between them are equal and at
    /// least ``StackView/spacing``.
    case equalSpacing = 3
    /// The views keep their lengths; their centers are equally far apart and
    /// the gaps are at least ``StackView/spacing``.
    case equalCentering = 4
    /// Beyond UIKit: flexbox's `space-between`. The same layout as
    /// ``equalSpacing``: equal gaps, the first and last views at the edges.
    case spaceBetween = 5
    /// Beyond UIKit: flexbox's `space-around`. Equal gaps, and half a gap
    /// before the first view and after the last.
    case spaceAround = 6
    /// Beyond UIKit: flexbox's `space-evenly`. Equal gaps, and a whole gap
    /// before the first view and after the last.
    case spaceEvenly = 7

    /// Whether the views always fill the stack (spacing is exact), rather
    /// than the gaps growing (spacing is a minimum).
    var fills: Bool {
      switch self {
      case .fill, .fillEqually, .fillProportionally: true
      default: false
      }
    }
  }
}
