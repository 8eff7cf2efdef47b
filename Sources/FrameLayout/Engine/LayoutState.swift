import Foundation

/// What a ``Layout`` and its items share: the items' specs, the checks
/// already passed, and the frames, computed when first read after a change.
///
/// Adding an item checks at once everything that could make the layout
/// throw, so reading frames never fails; computing them waits for a read.
/// Adding items one at a time therefore costs time in proportion to the
/// items added, not to the items already there. Only the layout holds the
/// state, and the state holds the items, as the seed's layout does; items
/// point back without a reference count. Laying out gives each item its
/// frame, which it keeps when the state goes.
@usableFromInline
final class LayoutState {
  let configuration: LayoutConfiguration
  /// The items added, in order. Their specs are read from them, not
  /// copied: an add then writes nothing but each item's place.
  ///
  /// Touched only by the state's own methods, never in overlapping
  /// accesses: no run-time exclusivity check on each access.
  @exclusivity(unchecked) private(set) var items: [Item] = []
  private var cachedFrames: [CGRect] = []
  private var isStale = false
  /// The padded content rectangle, once the configuration's values passed
  /// their checks.
  private var checkedContent: CGRect?
  /// Running sums of a single line's main axis, in item order, as the
  /// engine adds them (so a sum here equals the engine's to the last bit).
  private(set) var line = FrameEngine.LineTotals()

  init(configuration: LayoutConfiguration) {
    self.configuration = configuration
  }

  // Items outlive their layout with the frame it gave them last, and stop
  // pointing at this state, which is about to be freed.
  deinit {
    // Laying out gives every item its frame.
    _ = frames
    for item in items { item.state = nil }
  }

  /// How many times every frame was laid out (for tests that count work).
  private(set) var layoutPasses = 0

  /// The frames, in item order; computed now if items were added since the last read.
  var frames: [CGRect] {
    if isStale {
      layoutPasses += 1
      if configuration.direction != .flow, line.limitedCount == 0 {
        // It gives each item its frame as it goes.
        cachedFrames = FrameEngine.lineFrames(for: items, in: configuration, totals: line)
      } else {
        // Every way this can throw was checked when the items were added.
        cachedFrames =
          (try? FrameEngine.frames(for: items.map(\.spec), in: configuration, validate: false)) ?? cachedFrames
        settle(items)
      }
      isStale = false
    }
    return cachedFrames
  }

  /// ``add(_:)`` for one item: what `Layout.add(item:)`, which is inlined
  /// into its callers, calls.
  @usableFromInline
  func add(one item: Item) throws(Layout.LayoutError) {
    try add(CollectionOfOne(item))
  }

  /// Checks that `newItems` can join the layout and appends them; throws,
  /// changing nothing, the error the engine would throw for the whole list.
  ///
  /// One pass marks each item as this layout's (so an item twice in
  /// `newItems` is caught), collects its spec, and adds up what a single
  /// line needs. Errors keep the engine's precedence: an item already in a
  /// layout, then the first invalid value, then the main axis, then the
  /// first item too long across it.
  func add<Items: RandomAccessCollection<Item>>(_ newItems: Items) throws(Layout.LayoutError) {
    // Checked on every add, even an empty one, as the whole list would be;
    // the configuration never changes, so a pass is remembered.
    let content: CGRect
    if let checkedContent {
      content = checkedContent
    } else {
      try configuration.validate()
      content = try configuration.padding.inset(configuration.parentFrame, for: configuration.layoutDirection)
      checkedContent = content
    }
    guard !newItems.isEmpty else { return }
    let direction = configuration.direction
    let crossLength = direction.isHorizontal ? content.size.height : content.size.width
    let base = items.count
    var marked = 0
    var accepted = false
    defer {
      if !accepted {
        for item in newItems.prefix(marked) { item.state = nil }
      }
    }
    var totals = line
    var firstInvalid: Items.Index?
    var firstTooWide: Items.Index?
    let unmanagedSelf = Unmanaged.passUnretained(self)
    let horizontal = direction.isHorizontal
    for position in newItems.indices {
      let item = newItems[position]
      guard item.state == nil else { throw .itemAlreadyAdded(index: base + marked) }
      item.state = unmanagedSelf
      marked += 1
      if !item.isValid {
        if firstInvalid == nil { firstInvalid = position }
        continue
      }
      totals.add(item, horizontal: horizontal)
      if firstTooWide == nil, let cross = item.crossLength(horizontal: horizontal),
        Tolerance.exceeds(cross, crossLength)
      {
        firstTooWide = position
      }
    }
    func indexInLayout(_ position: Items.Index) -> Int {
      base + newItems.distance(from: newItems.startIndex, to: position)
    }
    if let firstInvalid { try newItems[firstInvalid].spec.validate(index: indexInLayout(firstInvalid)) }
    switch direction {
    case .row, .column:
      let mainLength = direction.isHorizontal ? content.size.width : content.size.height
      let needed = totals.needed(count: base + marked, spacing: configuration.spacing)
      if Tolerance.exceeds(needed, mainLength) {
        throw .outOfSpace(needed: needed, available: mainLength)
      }
      if let firstTooWide {
        throw .outOfSpace(needed: newItems[firstTooWide].spec.crossLength(in: direction) ?? 0, available: crossLength)
      }
      line = totals
      isStale = true
    case .flow:
      // Lines depend on every item: lay the whole list out now.
      let candidate = items.map(\.spec) + newItems.map(\.spec)
      cachedFrames = try FrameEngine.frames(for: candidate, in: configuration, validate: false)
      layoutPasses += 1
      isStale = false
    }
    accepted = true
    // The first add shares the caller's array instead of retaining each item.
    if newItems.count == 1 {
      // One `add(item:)` per row, as the seed's readers write it.
      items.append(newItems[newItems.startIndex])
    } else if items.isEmpty, let array = newItems as? [Item] {
      items = array
    } else {
      items.append(contentsOf: newItems)
    }
    if direction == .flow { settle(items) }
  }

  /// Gives each item its frame from ``frames`` (the single-line pass does it
  /// itself).
  private func settle(_ items: [Item]) {
    for (item, frame) in zip(items, cachedFrames) { item.settledFrame = frame }
  }
}
