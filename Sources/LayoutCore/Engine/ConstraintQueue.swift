/// The constraints an engine must bring in line with its solver, kept in the
/// order it processes them.
///
/// Required constraints come first, equalities before inequalities, and in
/// each group the engine's own (the window's size, frames, stacks) before the
/// user's: each new row then names a fresh unknown the solver can solve for
/// (an equality naming one is held as its definition, outside the tableau,
/// so a stack's spacing chain stays linear), and optional constraints
/// (content sizes, preferences) arrive when the values they pull on are
/// known. The other order sends many rows through the solver's slower phase
/// one and fills rows in with whole chains.
///
/// Optional ones go strongest first: a weak preference on a sum of many
/// unknowns (a stack that fits its content, at 49) then gets its long row
/// once, after the stronger ones have settled those unknowns, instead of
/// being rewritten by every pivot they make. Queue order breaks ties, so
/// runs are repeatable.
///
/// Each constraint is filed in its group when it is queued, while it is in
/// the cache: sorting the whole queue when the layout pass starts was one
/// more pass over every constraint, and at 10,000 views each of those costs a
/// miss.
///
/// A screen's worth of constraints can also be handed over in chunks of the
/// views they name (see ``chunkPlan(size:)``), the groups' order kept within
/// each chunk.
struct ConstraintQueue {
  /// A queued constraint, its place in the queue, and its locality key
  /// (``LayoutEngine/localityKey(of:)``).
  struct Entry {
    var order: Int
    var key: Int
    /// The constraint, or nil once a chunk handed it over (see
    /// ``forEach(inChunk:group:of:_:)``).
    var queued: LayoutConstraint?
    var constraint: LayoutConstraint { queued! }

    init(order: Int, key: Int, constraint: LayoutConstraint) {
      self.order = order
      self.key = key
      queued = constraint
    }
  }

  /// Required constraints by group: system equalities, user equalities,
  /// system inequalities, user inequalities.
  private var required: [[Entry]] = [[], [], [], []]
  /// Optional content-size constraints (hugging, compression resistance),
  /// and the preferences that reach only a few views made near their own
  /// (``staysNearby(_:)``): a chunk can take its own.
  private var local: [(priority: Float, entry: Entry)] = []
  /// The other optional constraints, which may reach across a screen (a
  /// stack that fits all its arranged views, at 49).
  private var optional: [(priority: Float, entry: Entry)] = []
  /// How many constraints are queued.
  private(set) var count = 0
  /// How many of them were not in the solver when queued (installs, not changes).
  private(set) var installCount = 0
  /// Whether a queued constraint's priority changed and it was not moved:
  /// it may belong to another group now.
  private var mayBeMisfiled = false
  /// How many queued constraints were moved to their new group since the
  /// queue was last emptied (see ``noteChange(of:)``).
  private var moves = 0

  var isEmpty: Bool { count == 0 }

  /// How many entries the queue's lists hold: ``count``, unless its
  /// bookkeeping is wrong (see `LayoutEngine.invariantViolation()`).
  var entryCount: Int { required.reduce(0) { $0 + $1.count } + local.count + optional.count }

  /// Queues a constraint that is not queued yet; `installs` says it is not
  /// in the solver yet (the pass adds it rather than changing it).
  mutating func append(_ constraint: LayoutConstraint, installs: Bool, key: Int = 0) {
    file(Entry(order: count, key: key, constraint: constraint), by: constraint)
    count += 1
    if installs { installCount += 1 }
  }

  /// Notes that a queued constraint's priority changed (it stays queued
  /// once), and files it by its new priority.
  ///
  /// The first few in a short queue are found and moved, each in a walk
  /// over the queue; after that, or in a long queue, the whole queue is
  /// filed again when it is drained, once (moving each of many would walk
  /// the queue many times). A cell fitted before its first layout changes
  /// its two size constraints this way, and filing its hundred queued
  /// constraints again was 2% of the cell.
  mutating func noteChange(of constraint: LayoutConstraint) {
    guard !mayBeMisfiled, moves < Self.movesBeforeRefiling, count <= Self.longestQueueToWalk,
      let entry = take(constraint)
    else {
      mayBeMisfiled = true
      return
    }
    moves += 1
    file(entry, by: constraint, inOrder: true)
  }

  /// How many changed constraints are moved one by one before the queue is
  /// filed again whole.
  static let movesBeforeRefiling = 4

  /// The longest queue a changed constraint is looked for in; a longer one
  /// is filed again whole.
  static let longestQueueToWalk = 1024

  /// Takes a constraint's entry out of its list; nil if it is in none (its
  /// bookkeeping is wrong, and filing the queue again sets it right).
  private mutating func take(_ constraint: LayoutConstraint) -> Entry? {
    for group in required.indices {
      if let at = Self.index(of: constraint, in: required[group], { $0 }) { return required[group].remove(at: at) }
    }
    if let at = Self.index(of: constraint, in: local, \.entry) { return local.remove(at: at).entry }
    if let at = Self.index(of: constraint, in: optional, \.entry) { return optional.remove(at: at).entry }
    return nil
  }

  /// Where `constraint` is in `list`. Nonisolated: its closure goes to the
  /// standard library, which checks a main-actor closure at every call.
  nonisolated private static func index<Element>(
    of constraint: LayoutConstraint, in list: [Element], _ entry: (Element) -> Entry
  ) -> Int? {
    list.withUnsafeBufferPointer { list in list.firstIndex { entry($0).queued === constraint } }
  }

  /// Calls `body` with every queued constraint in processing order, then
  /// empties the queue, keeping its storage for the next pass.
  mutating func drain(_ body: (LayoutConstraint) -> Void) {
    if mayBeMisfiled { refile() }
    if count == 1 {
      // A constant or priority change between passes: no order to keep.
      let only =
        required.first { !$0.isEmpty }?.first?.constraint ?? (local.first ?? optional[0]).entry.constraint
      body(only)
    } else {
      // Each constraint is moved out of the queue's lists as it is handed
      // over and let go of right after, while it is in the cache: copying
      // it out was a retain and a release (atomic operations) per
      // constraint, and borrowed until `removeAll` below, each was released
      // in a second walk over the whole queue, at 10,000 views a second
      // miss on every constraint.
      for group in required.indices {
        Self.handOver(&required[group], { $0.queued.take() }, body)
      }
      // Content sizes and other preferences together, strongest first.
      if local.isEmpty {
        Self.sort(&optional)
        Self.handOver(&optional, { $0.entry.queued.take() }, body)
      } else {
        local += optional
        Self.sort(&local)
        Self.handOver(&local, { $0.entry.queued.take() }, body)
      }
    }
    removeAll()
  }

  /// Hands every constraint of a list over in order, each moved out of its
  /// entry by `take` and let go of after `body` (see ``drain(_:)``).
  @inline(__always)
  private static func handOver<Element>(
    _ list: inout [Element], _ take: (inout Element) -> LayoutConstraint?,
    _ body: (LayoutConstraint) -> Void
  ) {
    list.withMutableBuffer { entries in
      for index in entries.indices {
        guard let constraint = take(&entries[index]) else { continue }
        body(constraint)
      }
    }
  }

  /// Calls `body` with the queued constraints of one required group, in queue order.
  func forEachRequired(inGroup group: Int, _ body: (LayoutConstraint) -> Void) {
    // Borrowed from the list, which holds them (see ``drain(_:)``).
    let entries = required[group]
    for index in entries.indices { Borrowed(Self.constraint(in: entries, at: index)).read(body) }
  }

  /// The constraint of an entry in a list, unretained, for the caller to
  /// borrow (`Borrowed`) while the list holds it: read
  /// through the list's buffer, as an entry read from the list itself (or
  /// its constraint through a getter) was retained and released around each
  /// call that took it, atomic operations that in a 10,000-view screen's
  /// chunks were the first write to a constraint out of the cache.
  @inline(__always)
  private static func constraint(in list: [Entry], at index: Int) -> Unmanaged<LayoutConstraint> {
    list.withBuffer { Unmanaged.passUnretained($0[index].queued!) }
  }

  /// Empties the queue, keeping its storage for the next pass.
  mutating func removeAll() {
    for group in required.indices { required[group].removeAll(keepingCapacity: true) }
    local.removeAll(keepingCapacity: true)
    optional.removeAll(keepingCapacity: true)
    count = 0
    installCount = 0
    mayBeMisfiled = false
    moves = 0
  }

  /// Strongest first, queue order on ties.
  // Nonisolated: its comparison goes to the standard library, which checks
  // a main-actor closure at every call.
  nonisolated private static func sort(_ list: inout [(priority: Float, entry: Entry)]) {
    list.sort { $0.priority != $1.priority ? $0.priority > $1.priority : $0.entry.order < $1.entry.order }
  }

  /// Files a constraint in its group by its priority and relation now.
  ///
  /// The entry is consumed and the constraint borrowed: copying either was a
  /// retain and a release (atomic operations) per queued constraint.
  /// `inOrder` puts a required entry at its place by queue order, for an
  /// entry filed again (the optional lists are sorted when drained).
  private mutating func file(_ entry: consuming Entry, by constraint: LayoutConstraint, inOrder: Bool = false) {
    var priority = constraint.priority
    if constraint.kind == .contentSize {
      // Its stronger side: where that side's own constraint would go.
      priority = max(priority, constraint.compressionResistance)
    }
    if priority.isRequired {
      let group = (constraint.relation == .equal ? 0 : 2) + (constraint.kind == .user ? 1 : 0)
      Self.makeRoom(&required[group])
      if inOrder {
        // Entries are appended in queue order: the first later one, by halves.
        var low = 0
        var high = required[group].count
        while low < high {
          let middle = (low + high) / 2
          if required[group][middle].order < entry.order { low = middle + 1 } else { high = middle }
        }
        required[group].insert(entry, at: low)
        return
      }
      required[group].append(entry)
    } else if constraint.kind.isContentSize || Self.staysNearby(constraint) {
      Self.makeRoom(&local)
      local.append((priority.rawValue, entry))
    } else {
      Self.makeRoom(&optional)
      optional.append((priority.rawValue, entry))
    }
  }

  /// Makes room for one more entry in a full list: four times its length
  /// once it is long.
  ///
  /// Why: a screen's queue grows to tens of thousands of entries in one
  /// pass, and doubling copied every entry once more on its way up, into
  /// memory not in the cache (3.8 last-level misses a view on the stack
  /// list at 10,000 views, callgrind with an 8 MB cache). Growing fourfold
  /// copies a third as much; the room not used is never touched.
  @inline(__always)
  private static func makeRoom<Element>(_ list: inout [Element]) {
    if list.count == list.capacity && list.count >= 4096 { list.reserveCapacity(4 * list.count) }
  }

  /// Whether a preference reaches only views made near its own: each of
  /// its items is a view, or a guide of a view, with at most
  /// ``nearbySubviewCount`` subviews (a card's height, a small stack's
  /// fitting and gaps). A chunk takes those with its content sizes,
  /// however weak they are (see ``chunkPlan(size:)``).
  ///
  /// Read when the constraint is queued, while it and its items are in the
  /// cache. A container of many views (a list stack that fits all its
  /// rows, at 49) fails it, and its preferences wait for every chunk.
  private static func staysNearby(_ constraint: LayoutConstraint) -> Bool {
    func hostsFewViews(_ reference: ItemReference?) -> Bool {
      reference?.borrowed?.read { item in
        item.borrowedHost?.read { $0.storedSubviews.count <= nearbySubviewCount }
      } ?? true
    }
    return hostsFewViews(constraint.firstReference) && hostsFewViews(constraint.secondReference)
  }

  /// The most subviews the view behind a preference's item may have for the
  /// preference to stay nearby (see ``staysNearby(_:)``).
  ///
  /// Why: held back until after the last chunk, the weak preferences of a
  /// 10,000-view screen's rows and cards (about one a view in a stack list:
  /// canvas and spanner fits, ambiguity suppression, equal-centering gaps;
  /// one a card in a feed: its height pulled to zero at 1) summed rows
  /// installed long before, out of the cache: in a debug count on the
  /// equal-centering list, 19,564 of their 19,928 row sums met a row last
  /// written more than 4,096 adds earlier.
  static let nearbySubviewCount = 16

  /// Files every constraint again, in queue order, by its priority now.
  private mutating func refile() {
    var all = optional.mapped(\.entry) + local.mapped(\.entry)
    for group in required { all += group }
    all.sort { $0.order < $1.order }
    for group in required.indices { required[group].removeAll(keepingCapacity: true) }
    local.removeAll(keepingCapacity: true)
    optional.removeAll(keepingCapacity: true)
    for entry in all { file(entry, by: entry.constraint) }
    mayBeMisfiled = false
  }
}

// MARK: - Chunks

extension ConstraintQueue {
  /// How many groups a chunk has: the four required ones and the optional one.
  static let groupCount = 5

  /// The weakest priority of an optional constraint other than a content
  /// size that a chunk takes: UIKit's default hugging (`defaultLow`).
  ///
  /// Below it are the preferences that tie a whole container together (a
  /// stack fitting its content at 49, hidden views' spacing at 50, equal
  /// centering's gaps at 150 down to 50); above it, those that hold one
  /// view (content sizes, a hidden view's zero length at 999.999). Left
  /// after the content sizes, the strong ones took 40% more pivots on a
  /// stack list with hidden rows.
  static let chunkedPriority: Float = 250

  /// How many of the queue's groups (the four required ones, the
  /// preferences a chunk takes and the others) hold at least a
  /// thirty-second of its constraints: a window's few size constraints in a
  /// deep tree's queue do not make a group of their own.
  var sizeableGroups: Int {
    let least = max(1, count / 32)
    return groups(holdingAtLeast: least) + (optional.count >= least ? 1 : 0)
  }

  /// How many of the required groups and the preferences a chunk takes
  /// hold at least `least` constraints.
  private func groups(holdingAtLeast least: Int) -> Int {
    required.count { $0.count >= least } + (local.count >= least ? 1 : 0)
  }

  /// Whether handing the queue over in chunks of `size` constraints saves
  /// passes over the screen: it is large, and at least two of its groups
  /// would each be a pass of their own. (A screen of one group, a tree of
  /// views each inset in its parent, is installed in creation order anyway:
  /// chunks only cost it their bookkeeping, 5% at 10,000 views.)
  func wantsChunks(size: Int) -> Bool {
    guard count > 2 * size else { return false }
    return groups(holdingAtLeast: size / 4) >= 2
  }

  /// Arranges the queued constraints in chunks by key, leaving the queue as
  /// it is (read the chunks with ``forEach(inChunk:group:of:_:)``).
  ///
  /// Keys split into ranges of equal width, about one chunk per `size`
  /// constraints. A chunk holds the required groups of its views, their
  /// content sizes, their other preferences at ``chunkedPriority`` or
  /// above and those that stay nearby (``staysNearby(_:)``), each group in the
  /// order ``drain(_:)`` gives it. Other weaker preferences wait for every
  /// chunk (``forEachDeferred(mergedWith:_:)``), as in a whole queue they
  /// come after everything stronger: they are the ones that reach across a
  /// screen (a list stack that fits all its arranged views, at 49), and one
  /// installed before the rows it spans would be rewritten by each of their
  /// pivots. The arrangement is a stable
  /// counting sort of positions in the queue (``Chunks/arrange(slots:_:)``):
  /// no comparisons, and no constraint is read (reading one that is not in
  /// the cache is a miss).
  mutating func chunkPlan(size: Int) -> Chunks {
    if mayBeMisfiled { refile() }
    promoteStrongPreferences()
    Self.sort(&local)
    Self.sort(&optional)
    var lowest = Int.max
    var highest = Int.min
    for group in 0..<Self.groupCount {
      forEachKey(inGroup: group) { _, key in
        lowest = min(lowest, key)
        highest = max(highest, key)
      }
    }
    if lowest > highest { (lowest, highest) = (0, 0) }
    var chunks = Chunks(lowestKey: lowest, keySpan: highest - lowest + 1, count: max(1, count / max(1, size)))
    (chunks.offsets, chunks.positions) = Chunks.arrange(slots: chunks.count * Self.groupCount) { place in
      for group in 0..<Self.groupCount {
        forEachKey(inGroup: group) { index, key in
          place(chunks.chunk(ofKey: key) * Self.groupCount + group, Int32(truncatingIfNeeded: index))
        }
      }
    }
    return chunks
  }

  /// Moves the preferences other than content sizes at ``chunkedPriority``
  /// or above to the content sizes, the group a chunk takes.
  private mutating func promoteStrongPreferences() {
    guard optional.contains(where: { $0.priority >= Self.chunkedPriority }) else { return }
    local += optional.filter { $0.priority >= Self.chunkedPriority }
    optional.removeAll { $0.priority >= Self.chunkedPriority }
  }

  /// Calls `body` with the position and key of each entry of a group (4:
  /// the optional one a chunk takes), reading nothing else: a copied entry
  /// retains its constraint, a write to an object that at 10,000 views is
  /// not in the cache.
  private func forEachKey(inGroup group: Int, _ body: (Int, Int) -> Void) {
    if group < 4 {
      required[group].withBuffer { entries in
        for index in entries.indices { body(index, entries[index].key) }
      }
    } else {
      local.withBuffer { entries in
        for index in entries.indices { body(index, entries[index].entry.key) }
      }
    }
  }

  /// Calls `body` with the constraints of one group of one chunk, in
  /// processing order (the queue must not change after ``chunkPlan(size:)``
  /// but by this).
  ///
  /// The queue lets go of a required group's constraints as it hands them
  /// over, while they are in the cache: emptied at the end, it released
  /// them in queue order, a second miss on every constraint of a
  /// 10,000-view screen (1.1–1.4 a view in callgrind's simulation).
  mutating func forEach(inChunk chunk: Int, group: Int, of chunks: Chunks, _ body: (LayoutConstraint) -> Void) {
    let positions = chunks.positions(inChunk: chunk, group: group)
    guard group < 4 else {
      for position in positions { Borrowed(Self.constraint(in: local, at: Int(position))).read(body) }
      return
    }
    // The constraints ahead are asked for while this one is installed
    // (see `Prefetch`): in a queue this long each is out of the cache.
    let hints = Prefetch.isWorthIt(forWalkOver: count)
    // Through the group's buffer: reading it anew for each hint retained
    // it each time. `body` cannot reach this queue (the engine took it out
    // of its own before handing it over in chunks).
    required[group].withMutableBuffer { entries in
      for index in positions.indices {
        if hints {
          // The entries themselves are read in the chunk's order, not the
          // queue's: the entry of each step's constraint, asked for first.
          if index &+ 8 < positions.endIndex, let base = entries.baseAddress {
            Prefetch.line(at: base + Int(positions[index &+ 8]))
          }
          Prefetch.ahead(of: index, count: positions.endIndex) {
            unsafeBitCast(entries[Int(positions[$0])].queued, to: UnsafeRawPointer?.self)
              .mapped { Unmanaged.fromOpaque($0) }
          }
        }
        // Moved out, not copied: a copy was a retain, the first write to a
        // constraint that is not in the cache.
        guard let constraint = entries[Int(positions[index])].queued.take() else { continue }
        body(constraint)
      }
    }
  }

  /// Calls `body` with the optional constraints of one chunk merged with
  /// `other`'s (a queue whose constraints joined the chunk), strongest
  /// first, this queue's first on ties; `other`'s preferences below
  /// ``chunkedPriority`` are moved to `deferred`.
  mutating func forEachOptional(
    inChunk chunk: Int, of chunks: Chunks, mergedWith other: inout ConstraintQueue,
    deferring deferred: inout ConstraintQueue, _ body: (LayoutConstraint) -> Void
  ) {
    other.promoteStrongPreferences()
    for item in other.optional { deferred.append(item.entry.constraint, installs: true, key: item.entry.key) }
    Self.sort(&other.local)
    let own = chunks.positions(inChunk: chunk, group: 4)
    // The chunk's own are moved out as they are handed over and let go of
    // at once, as the required groups' are (see ``forEach(inChunk:group:of:_:)``):
    // left to the queue's end, releasing them was a second miss on each
    // (1.7% of the anchors list's build at 10,000 views, `perf`).
    // Asked for ahead as in the required groups: the chunk's preferences
    // are read in its order, not the queue's.
    let hints = Prefetch.isWorthIt(forWalkOver: count)
    Self.merge(
      own.count, { local[Int(own[own.startIndex + $0])].priority },
      { index in
        let position = Int(own[own.startIndex + index])
        guard
          let constraint = local.withMutableBuffer({ entries in
            if hints { Self.askAhead(of: index, in: own, entries) }
            return entries[position].entry.queued.take()
          })
        else { return }
        body(constraint)
      },
      other.local.count, { other.local[$0].priority },
      { Borrowed(Self.constraint(in: other.local, at: $0)).read(body) })
  }

  /// Asks, at step `index` of a walk over `positions` in `entries`, for
  /// the entry eight steps ahead and for each step of the chain of the
  /// constraints after it (see ``Prefetch/ahead(of:count:_:)``).
  @inline(__always)
  private static func askAhead(
    of index: Int, in positions: ArraySlice<Int32>,
    _ entries: UnsafeMutableBufferPointer<(priority: Float, entry: Entry)>
  ) {
    let start = positions.startIndex
    if index &+ 8 < positions.count, let base = entries.baseAddress {
      Prefetch.line(at: base + Int(positions[start &+ index &+ 8]))
    }
    Prefetch.ahead(of: index, count: positions.count) {
      unsafeBitCast(entries[Int(positions[start &+ $0])].entry.queued, to: UnsafeRawPointer?.self)
        .mapped { Unmanaged.fromOpaque($0) }
    }
  }

  /// The constraint of a preference in a list, unretained (see
  /// the variant for a list of entries).
  @inline(__always)
  private static func constraint(
    in list: [(priority: Float, entry: Entry)], at index: Int
  ) -> Unmanaged<LayoutConstraint> {
    list.withBuffer { Unmanaged.passUnretained($0[index].entry.queued!) }
  }

  /// Calls `body` with the optional constraints the chunks did not take,
  /// merged with `other`'s, strongest first, this queue's first on ties
  /// (after every chunk, see ``chunkPlan(size:)``).
  mutating func forEachDeferred(mergedWith other: inout ConstraintQueue, _ body: (LayoutConstraint) -> Void) {
    Self.sort(&other.optional)
    Self.merge(
      optional.count, { optional[$0].priority },
      { Borrowed(Self.constraint(in: optional, at: $0)).read(body) },
      other.optional.count, { other.optional[$0].priority },
      { Borrowed(Self.constraint(in: other.optional, at: $0)).read(body) })
  }

  /// Visits two lists of preferences, each strongest first, merged
  /// strongest first, the first list's on ties.
  ///
  /// The lists are read by index, their entries borrowed by the visits: an
  /// entry returned by value retained its constraint, at 10,000 views a
  /// write to one out of the cache.
  private static func merge(
    _ firstCount: Int, _ firstPriority: (Int) -> Float, _ visitFirst: (Int) -> Void,
    _ secondCount: Int, _ secondPriority: (Int) -> Float, _ visitSecond: (Int) -> Void
  ) {
    var i = 0
    var j = 0
    while i < firstCount || j < secondCount {
      if j == secondCount || (i < firstCount && firstPriority(i) >= secondPriority(j)) {
        visitFirst(i)
        i += 1
      } else {
        visitSecond(j)
        j += 1
      }
    }
  }

  /// A queue's constraints arranged chunk by chunk (see ``chunkPlan(size:)``).
  struct Chunks {
    /// The smallest key, and how many keys the chunks cover together.
    let lowestKey: Int
    let keySpan: Int
    /// How many chunks there are.
    let count: Int
    /// Chunks per key, for ``chunk(ofKey:)`` (a multiplication: a division per key was measurable).
    private let scale: Double
    /// Positions in the queue's group lists, by chunk, then group, each
    /// group in processing order.
    var positions: [Int32] = []
    /// Where each chunk's group starts in ``positions`` (one more at the end).
    var offsets: [Int] = []

    init(lowestKey: Int, keySpan: Int, count: Int) {
      self.lowestKey = lowestKey
      self.keySpan = keySpan
      self.count = count
      scale = Double(count) / Double(keySpan)
    }

    /// A stable counting sort: `visit` calls `place` with each item's slot
    /// (below `slots`) and payload, in the same order both times it is
    /// called; returns where each slot starts (one more at the end) and the
    /// payloads by slot.
    static func arrange(
      slots: Int, _ visit: (_ place: (_ slot: Int, _ payload: Int32) -> Void) -> Void
    ) -> (starts: [Int], payloads: [Int32]) {
      var starts = [Int](repeating: 0, count: slots + 1)
      visit { slot, _ in starts[slot + 1] += 1 }
      for slot in 0..<slots { starts[slot + 1] += starts[slot] }
      var next = Array(starts.dropLast())
      var payloads = [Int32](repeating: 0, count: starts[slots])
      visit { slot, payload in
        payloads[next[slot]] = payload
        next[slot] += 1
      }
      return (starts, payloads)
    }

    /// The chunk a key belongs to; keys out of range go to the first or last.
    @inline(__always)
    func chunk(ofKey key: Int) -> Int {
      let position = min(max(key - lowestKey, 0), keySpan - 1)
      return min(count - 1, Int(Double(position) * scale))
    }

    /// The positions of one group of one chunk.
    func positions(inChunk chunk: Int, group: Int) -> ArraySlice<Int32> {
      let slot = chunk * ConstraintQueue.groupCount + group
      return positions[offsets[slot]..<offsets[slot + 1]]
    }

    /// How many of the queue's constraints a chunk holds.
    func constraintCount(inChunk chunk: Int) -> Int {
      offsets[(chunk + 1) * ConstraintQueue.groupCount] - offsets[chunk * ConstraintQueue.groupCount]
    }
  }
}
