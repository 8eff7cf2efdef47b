import Foundation

// MARK: - Main axis

extension FrameEngine {
  /// Slots with main-axis offsets and lengths for one line of items; the
  /// cross-axis fields are left at zero for the caller.
  ///
  /// Fixed items keep their length, flexible items share what is left after
  /// the fixed items and the spacing, and whatever the flexible items cannot
  /// take is spread by the justification.
  ///
  /// - Throws: ``Layout/LayoutError/outOfSpace(needed:available:)`` when the
  ///   fixed lengths, the minimums and the spacing exceed `length`.
  static func placeMainAxis(
    of specs: ArraySlice<ItemSpec>, in direction: Layout.Direction,
    length: CGFloat, configuration: LayoutConfiguration
  ) throws(Layout.LayoutError) -> [Slot] {
    guard !specs.isEmpty else { return [] }
    let spacing = configuration.spacing
    let gaps = spacing * CGFloat(specs.count - 1)
    // The sums and the check a layout makes as items are added
    // (`LayoutState.add`), made the same way so that they agree to the bit.
    var totals = LineTotals()
    var entries: [FlexDistribution.Entry] = []
    for spec in specs {
      totals.add(spec, in: direction)
      if spec.mainLength(in: direction) == nil {
        entries.append(
          .init(
            weight: spec.weight, minimum: spec.minimum, maximum: spec.maximum))
      }
    }
    let needed = totals.needed(count: specs.count, spacing: spacing)
    if Tolerance.exceeds(needed, length) {
      throw .outOfSpace(needed: needed, available: length)
    }

    let free = max(0, length - totals.fixed - gaps)
    let flexible = FlexDistribution.share(free, among: entries)
    let used = totals.fixed + gaps + flexible.reduce(CGFloat(0), +)
    let (lead, extraGap) = configuration.justification.distribute(
      free: max(0, length - used), count: specs.count)

    var slots: [Slot] = []
    slots.reserveCapacity(specs.count)
    var nextFlexible = flexible.makeIterator()
    var cursor = lead
    for spec in specs {
      // Flexible lengths were computed in item order, so they are consumed
      // in the same order.
      let itemLength =
        spec.mainLength(in: direction) ?? nextFlexible.next() ?? 0
      slots.append(
        Slot(
          mainOffset: cursor, mainLength: itemLength, crossOffset: 0,
          crossLength: 0))
      cursor += itemLength + spacing + extraGap
    }
    return slots
  }
}
