import Foundation

extension Layout {
  /// How a layout spreads the main-axis space its items leave free.
  ///
  /// Space is left free only when no item can take it: when there are no
  /// flexible items, or when every flexible item has reached its maximum.
  /// The modes follow CSS `justify-content`. The layout's `spacing` is
  /// always kept between neighbours and the free space is added on top of
  /// it. In a ``Layout/Direction/flow`` each line is justified on its own.
  ///
  /// ```swift
  /// let bar = Layout(parentFrame: frame, direction: .row, justification: .spaceBetween)
  /// try bar.add(items: [.width(44), .width(44), .width(44)])  // left, middle, right
  /// ```
  public enum Justification: Sendable, Hashable, CaseIterable {
    /// Items are packed at the start of the main axis (the seed's behaviour).
    case start

    /// Items are packed in the middle of the main axis.
    case center

    /// Items are packed at the end of the main axis.
    case end

    /// The first item is at the start, the last at the end, and the free
    /// space is shared by the gaps between them. A single item sits at the
    /// start.
    case spaceBetween

    /// Every item gets the same free space on both sides, so the outer gaps
    /// are half the inner ones.
    case spaceAround

    /// The outer gaps and the gaps between items are all equal.
    case spaceEvenly
  }
}

// MARK: - Distribution

extension Layout.Justification {
  /// The offset of the first item and the extra gap between neighbours when
  /// `count` items leave `free` points unused.
  func distribute(free: CGFloat, count: Int) -> (lead: CGFloat, gap: CGFloat) {
    guard count > 0, free > 0 else { return (0, 0) }
    let n = CGFloat(count)
    switch self {
    case .start: return (0, 0)
    case .center: return (free / 2, 0)
    case .end: return (free, 0)
    case .spaceBetween: return count > 1 ? (0, free / (n - 1)) : (0, 0)
    case .spaceAround: return (free / (2 * n), free / n)
    case .spaceEvenly: return (free / (n + 1), free / (n + 1))
    }
  }
}
