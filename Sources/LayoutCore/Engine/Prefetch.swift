import Cassowary

/// Cache hints for walks over objects made long before.
///
/// A screen's constraints are usually all made first and activated at once,
/// and installed at the next layout pass: at 10,000 views every walk over
/// them reads objects that left the cache since they were made, one
/// dependent miss after another (a constraint, its items' handles, the
/// items, their solver unknowns). Asking for each step of that chain a few
/// constraints ahead lets the misses overlap with the work on the current
/// one.
///
/// Every size that decides how the engine walks a large screen lives here,
/// beside the hints: the chunk size of an install, how often a long
/// activation offers the engine a part, and the lengths from which walks
/// ask ahead.
enum Prefetch {
  // MARK: Thresholds

  /// How many constraints a chunk of a large queue holds by default (see
  /// `LayoutEngine.flushInChunks(size:reading:)`).
  ///
  /// About 300 views' worth: their views, constraints and solver rows (some
  /// 2 MB) stay in the cache while the chunk is installed. A screen of up
  /// to twice this many is installed in one go.
  ///
  /// The cache is smaller than the processor's 32 MB L3 says: on the
  /// shared VM the benchmarks run on, a random read costs 3–4 ns up to
  /// 512 KB, 6–12 ns up to 8 MB, and 110–165 ns from 16 MB on. With 4,096
  /// constraints (about 1,200 views, some 8 MB) a chunk sat at that edge.
  /// With each chunk's values read as it is installed, 1,024 against 4,096
  /// (every screen, alternating runs): 1,000-view screens 2–7% faster (they
  /// are chunked now), 10,000-view ones 0–7%; 512 was the same as 1,024.
  static let chunkSize = 1024

  /// How many constraints a long `activate` list hands the engine between
  /// two offers of a part to install (see `LayoutEngine.activate(list:askingAhead:)`):
  /// often enough that a part is offered soon after a chunk's worth is
  /// queued, rarely enough that the offer costs nothing measurable.
  static let activationStep = 64

  /// How many arranged views make a stack whose views are out of the cache
  /// when it is arranged: its arrangement asks for them ahead. (A
  /// 1,000-view list has 200 rows, a 10,000-view one 2,000.)
  static let longStack = 1024

  // MARK: Hints

  /// Whether a walk over `count` constraints is worth the hints: only one
  /// too long for its objects to have stayed in the cache (a constraint
  /// and what it names take some 500 bytes; the caches of the machines
  /// measured hold 8–32 MB). On shorter walks the hints only cost their
  /// instructions (1–4% of a 1,000-view screen's build, measured).
  @inline(__always)
  static func isWorthIt(forWalkOver count: Int) -> Bool { count >= 16_384 }

  /// Asks, for the constraints after `index` of a walk over `count`, for
  /// the next step of each one's chain: the constraint five places ahead,
  /// the handles of its items four ahead, the items three ahead, their
  /// unknowns' holder two ahead, the unknowns one ahead. Each step reads
  /// only what the step before asked for. `constraint` gives the
  /// constraint at a place of the walk, or nil for none.
  @inline(__always)
  static func ahead(of index: Int, count: Int, _ constraint: (Int) -> Unmanaged<LayoutConstraint>?) {
    if index &+ 5 < count, let next = constraint(index &+ 5) { lines(next.toOpaque(), 3) }
    if index &+ 4 < count, let next = constraint(index &+ 4) { forEachReference(of: next) { lines($0, 1) } }
    if index &+ 3 < count, let next = constraint(index &+ 3) {
      forEachItem(of: next) { lines($0.toOpaque(), 1) }
    }
    if index &+ 2 < count, let next = constraint(index &+ 2) {
      forEachItem(of: next) { item in
        if let variables = variables(of: item) { lines(variables.toOpaque(), 1) }
      }
    }
    if index &+ 1 < count, let next = constraint(index &+ 1) {
      forEachItem(of: next) { item in
        variables(of: item)?.withGuaranteedReference { variables in
          lines(address(of: variables.minX), 1)
          lines(address(of: variables.minY), 1)
          lines(address(of: variables.width), 1)
          lines(address(of: variables.height), 1)
        }
      }
    }
  }

  /// Whether a walk over `count` views is worth the hints (see
  /// ``isWorthIt(forWalkOver:)``): a view with its unknowns and lists takes
  /// some 1,000 bytes, so 4,096 of them no longer stay in the cache.
  @inline(__always)
  static func isWorthIt(forViewWalkOver count: Int) -> Bool { count >= 4096 }

  /// Asks, for the constraint two places after `index` of an activation
  /// over `count`, for the lists of active constraints its items keep,
  /// which activation appends to (the items were asked for a step before,
  /// by ``ahead(of:count:_:)``).
  @inline(__always)
  static func activeLists(ahead index: Int, count: Int, _ constraint: (Int) -> Unmanaged<LayoutConstraint>) {
    guard index &+ 2 < count else { return }
    forEachItem(of: constraint(index &+ 2)) { item in
      item.withGuaranteedReference { lines(unsafeBitCast($0.activeConstraintList, to: UnsafeRawPointer.self), 1) }
    }
  }

  /// What a walk over views reads of each, beyond the view itself.
  enum ViewParts {
    /// Only the view's first two lines: its links and flags.
    case view
    /// Also its unknowns' holder, where the solved frame is.
    case frame
    /// Also the lists its new constraints join, and the rest of the view,
    /// where its own constraints are kept (a sync of its own constraints).
    case constraintLists
  }

  /// Asks, for the views after `index` of a walk over `count`, for what the
  /// walk reads: the view four places ahead (its first two lines, or four
  /// for a sync), and two ahead the other `parts`. `view` gives the view at a place of the walk.
  @inline(__always)
  static func aheadOfViews(
    of index: Int, count: Int, reading parts: ViewParts, _ view: (Int) -> Unmanaged<View>
  ) {
    if index &+ 4 < count { lines(view(index &+ 4).toOpaque(), parts == .constraintLists ? 4 : 2) }
    guard parts != .view, index &+ 2 < count else { return }
    let next = view(index &+ 2)
    if let variables = variables(of: next) { lines(variables.toOpaque(), 1) }
    guard parts == .constraintLists else { return }
    next.withGuaranteedReference { view in
      lines(unsafeBitCast(view.installedConstraints, to: UnsafeRawPointer.self), 1)
      lines(unsafeBitCast(view.activeConstraintList, to: UnsafeRawPointer.self), 1)
    }
  }

  /// Asks for the cache line at `address`.
  @inline(__always)
  static func line(at address: UnsafeRawPointer) { prefetchForRead(address) }

  /// The holder of an item's unknowns, read without retaining it: a
  /// reference bound with `if let` was retained, a write to an object the
  /// hint is there to fetch.
  @inline(__always)
  private static func variables<Item: LayoutItem>(of item: Unmanaged<Item>) -> Unmanaged<ItemVariables>? {
    item.withGuaranteedReference { item in
      unsafeBitCast(item.variables, to: UnsafeRawPointer?.self).mapped { Unmanaged.fromOpaque($0) }
    }
  }

  /// An object's address, read without retaining it (see ``variables(of:)``).
  @inline(__always)
  private static func address(of object: AnyObject) -> UnsafeRawPointer {
    unsafeBitCast(object, to: UnsafeRawPointer.self)
  }

  /// Asks for `count` cache lines from `address` on (an object's address
  /// converts to this parameter as it is passed).
  @inline(__always)
  private static func lines(_ address: UnsafeRawPointer, _ count: Int) {
    for line in 0..<count { prefetchForRead(address + 64 * line) }
  }

  @inline(__always)
  private static func forEachReference(of constraint: Unmanaged<LayoutConstraint>, _ body: (UnsafeRawPointer) -> Void) {
    constraint.withGuaranteedReference { constraint in
      body(Unmanaged.passUnretained(constraint.firstReference).toOpaque())
      if let second = constraint.secondReference {
        body(Unmanaged.passUnretained(second).toOpaque())
      }
    }
  }

  @inline(__always)
  private static func forEachItem(of constraint: Unmanaged<LayoutConstraint>, _ body: (Unmanaged<LayoutItem>) -> Void) {
    constraint.withGuaranteedReference { constraint in
      if let item = constraint.firstReference.unmanaged { body(item) }
      if let item = constraint.secondReference?.unmanaged { body(item) }
    }
  }
}
