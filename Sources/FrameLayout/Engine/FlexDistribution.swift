import Foundation

/// Shares free space among flexible items by weight, within their limits.
///
/// This is the CSS Flexible Box "resolve flexible lengths" loop (W3C, CSS
/// Flexible Box Layout Module Level 1, §9.7): give every unfrozen item its
/// weighted share, clamp the shares to the limits, and if clamping moved the
/// total, freeze the items clamped in the direction of the total change and
/// share again what is left among the others.
enum FlexDistribution {
  /// One flexible item's weight and limits.
  struct Entry: Sendable, Hashable {
    /// The item's share relative to the others.
    var weight: CGFloat

    /// The smallest length the item accepts.
    var minimum: CGFloat

    /// The largest length the item accepts.
    var maximum: CGFloat
  }

  /// The lengths of `entries` when they share `free` points.
  ///
  /// The caller guarantees that the minimums fit in `free`, so every length
  /// is within its limits and the lengths add up to `free` unless every
  /// entry reached its maximum first.
  ///
  /// - Complexity: O(*n*) when no limit applies, O(*n*²) in the worst case,
  ///   because every extra round freezes at least one entry.
  static func share(_ free: CGFloat, among entries: [Entry]) -> [CGFloat] {
    var lengths = [CGFloat](repeating: 0, count: entries.count)
    var remaining = free
    var active = Array(entries.indices)
    while !active.isEmpty {
      let totalWeight = active.reduce(CGFloat(0)) { $0 + entries[$1].weight }
      var clamped: [(index: Int, length: CGFloat, target: CGFloat)] = []
      var violation: CGFloat = 0
      for index in active {
        let entry = entries[index]
        // Divide the weights first: remaining * weight could overflow.
        let target = remaining * (entry.weight / totalWeight)
        let length = min(max(target, entry.minimum), entry.maximum)
        clamped.append((index, length, target))
        violation += length - target
      }
      // Freezing only the items clamped in the direction of the net change
      // is what keeps the others' shares fair in the next round.
      let frozen = clamped.filter { candidate in
        if violation == 0 { return true }
        return violation > 0
          ? candidate.length > candidate.target
          : candidate.length < candidate.target
      }
      for item in frozen {
        lengths[item.index] = item.length
        remaining -= item.length
      }
      let frozenIndices = Set(frozen.map(\.index))
      active.removeAll { frozenIndices.contains($0) }
    }
    return lengths
  }
}
