import Foundation

/// What a ``Layout`` and its items share: the items' specs, the checks
/// already passed, and the frames, computed when first read after a change.
///
/// Adding an item checks at once everything that could make the layout
/// throw, so reading frames never fails; computing them waits for a read.
/// Adding items one at a time therefore costs time in proportion to the
/// items added, not to the items already there. Items hold the state, not
/// the layout, so an item reads its frame even after its layout is gone,
/// and nothing refers back to items.
final class LayoutState {
  let configuration: LayoutConfiguration
  /// False once the layout is gone: its items may then join another layout.
  var hasLayout = true
  private(set) var specs: [ItemSpec] = []
  private var cachedFrames: [CGRect] = []
  private var isStale = false
  /// Whether the configuration and padding passed their checks.
  private var configurationChecked = false
  /// Running sums of a single line's main axis, in item order, as the engine adds them.
  private var fixedTotal: CGFloat = 0
  private var minimumTotal: CGFloat = 0

  init(configuration: LayoutConfiguration) {
    self.configuration = configuration
  }

  /// How many times every frame was laid out (for tests that count work).
  private(set) var layoutPasses = 0

  /// The frames, in item order; computed now if items were added since the last read.
  var frames: [CGRect] {
    if isStale {
      layoutPasses += 1
      // Every way this can throw was checked when the items were added.
      cachedFrames = (try? FrameEngine.frames(for: specs, in: configuration, validate: false)) ?? cachedFrames
      isStale = false
    }
    return cachedFrames
  }

  /// Checks that `newSpecs` can join the layout and appends them; throws,
  /// changing nothing, the error the engine would throw for the whole list.
  func append(_ newSpecs: [ItemSpec]) throws(Layout.LayoutError) {
    if !configurationChecked {
      try configuration.validate()
      _ = try configuration.padding.inset(configuration.parentFrame, for: configuration.layoutDirection)
      configurationChecked = true
    }
    for (offset, spec) in newSpecs.enumerated() {
      try spec.validate(index: specs.count + offset)
    }
    switch configuration.direction {
    case .row, .column:
      try appendToLine(newSpecs)
    case .flow:
      // Lines depend on every item: lay the whole list out now.
      let candidate = specs + newSpecs
      cachedFrames = try FrameEngine.frames(for: candidate, in: configuration, validate: false)
      layoutPasses += 1
      specs = candidate
      isStale = false
    }
  }

  /// A single line throws only when the fixed lengths, gaps and minimums
  /// exceed the main axis, or an item's cross length exceeds the cross axis:
  /// both are checked from running sums, in the engine's order.
  private func appendToLine(_ newSpecs: [ItemSpec]) throws(Layout.LayoutError) {
    guard !newSpecs.isEmpty else { return }
    let content = try configuration.padding.inset(configuration.parentFrame, for: configuration.layoutDirection)
    let direction = configuration.direction
    let mainLength = direction.isHorizontal ? content.size.width : content.size.height
    let crossLength = direction.isHorizontal ? content.size.height : content.size.width
    var fixed = fixedTotal
    var minimums = minimumTotal
    for spec in newSpecs {
      if let main = spec.mainLength(in: direction) { fixed += main } else { minimums += spec.minimum }
    }
    let count = specs.count + newSpecs.count
    let needed = fixed + configuration.spacing * CGFloat(count - 1) + minimums
    if Tolerance.exceeds(needed, mainLength) {
      throw .outOfSpace(needed: needed, available: mainLength)
    }
    for spec in newSpecs {
      let length = spec.crossLength(in: direction) ?? crossLength
      if Tolerance.exceeds(length, crossLength) {
        throw .outOfSpace(needed: length, available: crossLength)
      }
    }
    specs += newSpecs
    fixedTotal = fixed
    minimumTotal = minimums
    isStale = true
  }
}
