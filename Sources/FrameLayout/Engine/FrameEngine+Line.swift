import Foundation

// MARK: - A single line without limits

extension FrameEngine {
  /// The frames of a row or a column whose flexible items have no minimum
  /// or maximum, in one pass and one array; each item is given its frame
  /// (``Item/settledFrame``) too.
  ///
  /// This is ``frames(for:in:validate:)`` for the common case, with the same
  /// arithmetic in the same order, so the frames are equal to the last bit
  /// (`IncrementalTests` compares the two): without limits every flexible
  /// item gets `free * (weight / weights)` in the first round of
  /// ``FlexDistribution``, so no rounds, slots or shares need storing.
  ///
  /// - Precondition: the items passed every check ``LayoutState/add(_:)``
  ///   makes, `totals` is the sum of their specs, and no flexible item has a
  ///   limit.
  static func lineFrames(
    for items: [Item], in configuration: LayoutConfiguration, totals: LineTotals
  ) -> [CGRect] {
    guard !items.isEmpty,
      let content = try? configuration.padding.inset(configuration.parentFrame, for: configuration.layoutDirection)
    else { return [] }
    let direction = configuration.direction
    let layoutDirection = configuration.layoutDirection
    let alignment = configuration.alignment
    let mainLength = direction.isHorizontal ? content.size.width : content.size.height
    let crossLength = direction.isHorizontal ? content.size.height : content.size.width
    let spacing = configuration.spacing
    let gaps = spacing * CGFloat(items.count - 1)
    let free = max(0, mainLength - totals.fixed - gaps)
    let horizontal = direction.isHorizontal
    // `free * (weight / weights)`, as the engine shares; for the usual weight
    // of 1 the same product, computed once.
    let usualShare = free * (1 / totals.weights)
    let share = { (item: Item) in item.limits.map { free * ($0.weight / totals.weights) } ?? usualShare }
    let fillOffset = alignment.offset(of: crossLength, in: crossLength)

    var lead: CGFloat = 0
    var extraGap: CGFloat = 0
    if configuration.justification != .start {
      // Only these need what the flexible items take, summed as the engine does.
      var flexible: CGFloat = 0
      for item in items where item.mainLength(horizontal: horizontal) == nil { flexible += share(item) }
      let used = totals.fixed + gaps + flexible
      (lead, extraGap) = configuration.justification.distribute(free: max(0, mainLength - used), count: items.count)
    }

    var cursor = lead
    return [CGRect](unsafeUninitializedCapacity: items.count) { buffer, initialized in
      for (index, item) in items.enumerated() {
        let main = item.mainLength(horizontal: horizontal) ?? share(item)
        let slot: Slot
        if let cross = item.crossLength(horizontal: horizontal) {
          slot = Slot(
            mainOffset: cursor, mainLength: main,
            crossOffset: alignment.offset(of: cross, in: crossLength), crossLength: cross)
        } else {
          slot = Slot(mainOffset: cursor, mainLength: main, crossOffset: fillOffset, crossLength: crossLength)
        }
        let frame = slot.rect(in: content, direction: direction, layoutDirection: layoutDirection)
        (buffer.baseAddress! + index).initialize(to: frame)
        item.settledFrame = frame
        cursor += main + spacing + extraGap
      }
      initialized = items.count
    }
  }
}
