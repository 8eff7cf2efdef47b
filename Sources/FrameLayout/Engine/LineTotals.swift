import Foundation

extension FrameEngine {
  /// What a single line's items add up to along the main axis, in item
  /// order. ``FrameEngine/placeMainAxis(of:in:length:configuration:)`` and a
  /// layout's checks as items are added (`LayoutState.add`) both sum with
  /// it, so their checks and frames agree to the last bit.
  struct LineTotals: Sendable, Hashable {
    /// The fixed main-axis lengths.
    var fixed: CGFloat = 0
    /// The flexible items' minimums.
    var minimums: CGFloat = 0
    /// The flexible items' weights.
    var weights: CGFloat = 0
    /// Flexible items with a minimum or a maximum: their shares need
    /// ``FlexDistribution``'s rounds.
    var limitedCount = 0

    /// Adds one valid item.
    mutating func add(_ spec: ItemSpec, in direction: Layout.Direction) {
      if let main = spec.mainLength(in: direction) {
        fixed += main
      } else {
        minimums += spec.minimum
        weights += spec.weight
        if spec.minimum != 0 || spec.maximum != .infinity { limitedCount += 1 }
      }
    }

    /// Adds one valid item, read in place: the same sums as ``add(_:in:)``
    /// on its spec.
    @inline(__always)
    mutating func add(_ item: Item, horizontal: Bool) {
      if let main = item.mainLength(horizontal: horizontal) {
        fixed += main
      } else if let limits = item.limits {
        minimums += limits.minimum
        weights += limits.weight
        if limits.isLimited { limitedCount += 1 }
      } else {
        // A minimum of 0 adds nothing: `minimums` is never -0.
        weights += 1
      }
    }

    /// The main-axis length `count` items need at least: fixed lengths, gaps
    /// and minimums.
    func needed(count: Int, spacing: CGFloat) -> CGFloat {
      fixed + spacing * CGFloat(count - 1) + minimums
    }
  }
}
