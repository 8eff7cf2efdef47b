import Foundation

// MARK: - Flow

extension FrameEngine {
  /// Slots for a flow: items fill a line and wrap to the next one.
  ///
  /// Lines break greedily: an item goes on the current line if its basis
  /// (its fixed width, or a flexible item's minimum) still fits after the
  /// spacing, and starts a new line otherwise. Each line is then placed like
  /// a row of its own, so flexible items grow into the line's free space and
  /// the justification applies per line.
  ///
  /// - Throws: ``Layout/LayoutError/outOfSpace(needed:available:)`` when an
  ///   item is wider than a line or the lines are taller than the content.
  static func flow(
    _ specs: [ItemSpec], mainLength: CGFloat, crossLength: CGFloat,
    configuration: LayoutConfiguration
  ) throws(Layout.LayoutError) -> [Slot] {
    let direction = configuration.direction
    let lines = try breakLines(
      specs, direction: direction, length: mainLength,
      spacing: configuration.spacing)
    let lineLengths = try crossLengths(
      of: lines.map { specs[$0] }, direction: direction,
      available: crossLength, lineSpacing: configuration.lineSpacing)

    var slots: [Slot] = []
    slots.reserveCapacity(specs.count)
    var lineOffset: CGFloat = 0
    for (range, lineLength) in zip(lines, lineLengths) {
      var lineSlots = try placeMainAxis(
        of: specs[range], in: direction, length: mainLength,
        configuration: configuration)
      for (slotIndex, spec) in zip(lineSlots.indices, specs[range]) {
        let length = spec.crossLength(in: direction) ?? lineLength
        lineSlots[slotIndex].crossLength = length
        lineSlots[slotIndex].crossOffset =
          lineOffset
          + configuration.alignment.offset(of: length, in: lineLength)
      }
      slots += lineSlots
      lineOffset += lineLength + configuration.lineSpacing
    }
    return slots
  }

  /// The index ranges of the lines that `specs` wrap into.
  private static func breakLines(
    _ specs: [ItemSpec], direction: Layout.Direction, length: CGFloat,
    spacing: CGFloat
  ) throws(Layout.LayoutError) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var used: CGFloat = 0
    for (index, spec) in specs.enumerated() {
      let basis = spec.mainLength(in: direction) ?? spec.minimum
      if Tolerance.exceeds(basis, length) {
        throw .outOfSpace(needed: basis, available: length)
      }
      if index == start {
        used = basis
      } else if Tolerance.exceeds(used + spacing + basis, length) {
        lines.append(start..<index)
        start = index
        used = basis
      } else {
        used += spacing + basis
      }
    }
    if start < specs.count { lines.append(start..<specs.count) }
    return lines
  }

  /// The cross-axis length of every line.
  ///
  /// A line with fixed cross lengths is as long as the longest; lines with
  /// none share the rest equally, the way flexible items share a column.
  private static func crossLengths(
    of lines: [ArraySlice<ItemSpec>], direction: Layout.Direction,
    available: CGFloat, lineSpacing: CGFloat
  ) throws(Layout.LayoutError) -> [CGFloat] {
    let fixed = lines.map { line in
      line.compactMap { $0.crossLength(in: direction) }.max()
    }
    let gaps = lineSpacing * CGFloat(max(0, lines.count - 1))
    let needed = fixed.reduce(gaps) { $0 + ($1 ?? 0) }
    if Tolerance.exceeds(needed, available) {
      throw .outOfSpace(needed: needed, available: available)
    }
    let flexibleCount = fixed.count { $0 == nil }
    let share =
      flexibleCount > 0
      ? max(0, available - needed) / CGFloat(flexibleCount) : 0
    return fixed.map { $0 ?? share }
  }
}
