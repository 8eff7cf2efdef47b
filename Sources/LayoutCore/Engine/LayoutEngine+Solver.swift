import Cassowary
import Foundation

// MARK: - Talking to the solver

extension LayoutEngine {
  /// Does the queued work and reads the solver's new values, if anything changed.
  ///
  /// Items whose values changed mark their superview as needing layout: its
  /// `layoutSubviews` gives them their frames.
  func updateIfNeeded() {
    if hasSolverWork { flushQueues() }
    guard solverTouched else { return }
    readSolvedValues()
  }

  /// Writes the solver's changed values into the items' variables and
  /// solved rectangles and queues the views they move for layout; returns
  /// how many changed. A large screen's values are read chunk by chunk as
  /// they are installed (see ``flushInChunks(size:reading:)``).
  @discardableResult
  func readSolvedValues() -> Int {
    solverTouched = false
    var changed = 0
    solver.updateVariables { variable in
      changed += 1
      // Only variables of this tree's items are in its solver (items leave
      // the solver with the tree); each names its item (see `register`).
      // Borrowed: a retain here was the first write to the item.
      guard let owner = variable.unmanagedOwner else { return }
      let tag = variable.ownerTag
      let value = variable.value
      Borrowed(owner).read { owner in
        let item = unsafeDowncast(owner, to: LayoutItem.self)
        if let variables = item.variables {
          switch tag {
          case ItemVariables.minXTag: variables.solvedRect.origin.x = value
          case ItemVariables.minYTag: variables.solvedRect.origin.y = value
          case ItemVariables.widthTag: variables.solvedRect.size.width = value
          default: variables.solvedRect.size.height = value
          }
        }
        // The parent (a view's superview, a guide's owning view) places the
        // item in its `layoutSubviews`; borrowed as the item is.
        if let parent = item.borrowedParent {
          parent.read { $0.setNeedsLayout() }
        } else if item === root {
          rootNeedsFrame = true
        }
      }
    }
    return changed
  }

  /// Installs what a long activation has queued so far in the engine of
  /// `constraint`'s tree, as one chunk, while it is in the cache (see
  /// ``LayoutConstraint/activate(_:)``). `listCount` is the list's length
  /// and `upcoming` how many of it are still to come; `startsList` says
  /// this is the list's first call, `finishing` its last (which installs
  /// the rest of the list; the caller makes it only after a part was
  /// installed). Returns whether it installed a part.
  ///
  /// Only a window's engine outside a layout pass does it, for a list of at
  /// least two chunks' worth, once a chunk's worth is queued: a tree laid
  /// out alone, constraints activated while the engine lays out, and
  /// shorter lists keep to the layout pass.
  @discardableResult
  static func installActivated(
    upTo constraint: LayoutConstraint, listCount: Int, upcoming: Int, startsList: Bool, finishing: Bool = false
  ) -> Bool {
    guard constraint.engineState.isActive, let host = constraint.engineState.installedOnReference else { return false }
    return Borrowed(host).read { host in
      host.borrowedRoot.read { root in
        guard root is Window, let engine = root.engine, !engine.isInPass,
          listCount >= 2 * engine.chunkSize
        else { return false }
        if startsList { engine.readsActivatedParts = true }
        // At the list's end, whatever is left: its last views are in the
        // cache too, and a chunk measures their wrapping labels as the
        // others' were.
        let least = finishing ? 1 : engine.chunkSize
        guard engine.constraintQueue.count >= least else { return false }
        engine.installActivatedPart(expecting: upcoming)
        return true
      }
    }
  }

  /// Installs the queues as one chunk (``flushInChunks(size:reading:)``,
  /// which also reads the chunk's values and measures its wrapping labels
  /// while ``readsActivatedParts`` holds), then whatever that queued. A
  /// queue of one group (a deep tree's) is installed in its own order, as
  /// ``flushQueues()`` does: a chunk would only add its bookkeeping.
  private func installActivatedPart(expecting upcoming: Int) {
    isInPass = true
    defer { isInPass = false }
    statistics.activatedParts += 1
    // Room for the rest of the list and its views' content sizes (1.25–1.3
    // constraints installed per constraint activated on the anchors list
    // and the feed), made at once: the solver's storage grown part by part
    // was copied again and again, and in an 8 MB cache those copies missed
    // more than the parts saved (callgrind, 10,000-view anchors list).
    solver.reserveCapacity(forAdding: constraintQueue.installCount + upcoming * 3 / 2)
    syncRootIfQueued()
    let installs = constraintQueue.installCount
    if constraintQueue.sizeableGroups > 1 {
      readsActivatedParts = flushInChunks(size: max(chunkSize, constraintQueue.count), reading: readsActivatedParts)
    }
    // What the chunk queued last (labels measured at their new widths).
    if hasSolverWork { flushQueues() }
    if readsActivatedParts && solverTouched { readsActivatedParts = readPartWay(installed: installs) }
  }

  /// Rebuilds the root's system constraints if it is queued for that.
  private func syncRootIfQueued() {
    guard rootInSyncQueue else { return }
    rootInSyncQueue = false
    if root.needsSystemSync {
      root.needsSystemSync = false
      syncSystemConstraints(of: root)
    }
  }

  /// Rebuilds queued system constraints (content sizes, frames, stacks)
  /// without installing anything in the solver: what a fitting reads from
  /// the views (see ``fittingSize(of:target:horizontal:vertical:)``).
  func syncSystemConstraints() {
    while rootInSyncQueue || !syncQueue.isEmpty {
      syncRootIfQueued()
      syncQueuedViews()
    }
  }

  /// Rebuilds the system constraints of the views queued for it.
  private func syncQueuedViews() {
    // Views queued while these are synced go to the spare.
    var views = Self.takeWhole(&syncQueue, leaving: &spareSyncQueue) { [] }
    views.forEachBorrowed { view in
      guard view.needsSystemSync, view.hasRoot(root) else { return }
      view.needsSystemSync = false
      syncSystemConstraints(of: view)
    }
    views.removeAll(keepingCapacity: true)
    spareSyncQueue = views
  }

  /// Rebuilds queued system constraints, then installs, updates and removes
  /// queued constraints, until both queues are empty.
  func flushQueues() {
    while hasSolverWork {
      syncRootIfQueued()
      // A queue that is worth chunks already syncs its views chunk by chunk.
      if constraintQueue.wantsChunks(size: chunkSize) {
        flushInChunks(size: chunkSize)
        continue
      }
      if !syncQueue.isEmpty { syncQueuedViews() }
      if !constraintQueue.isEmpty {
        // The views' content sizes may have made it worth chunks.
        if constraintQueue.wantsChunks(size: chunkSize) {
          flushInChunks(size: chunkSize)
          continue
        }
        // Taken whole, as above; the queue hands its constraints over in
        // the order they must be installed (see ConstraintQueue).
        var constraints = Self.takeWhole(&constraintQueue, leaving: &spareConstraintQueue) { ConstraintQueue() }
        // A screen's worth of new constraints: let the solver make its room
        // once instead of doubling its storage all the way up.
        if constraints.installCount > 64 { solver.reserveCapacity(forAdding: constraints.installCount) }
        if constraints.installCount > 2 * chunkSize {
          // A large queue that is not worth chunks (one large group, as a
          // deep tree's: chunks would only add their bookkeeping) is
          // installed in its own order, but its values are read every
          // chunk's worth of constraints, while those views are in the
          // cache, as in `flushInChunks(size:reading:)`. Measured (deep tree,
          // release, alternating): 1,000 views 3.45 → 3.35 ms, 10,000
          // views 41.5–43.0 → 37.3–37.7 ms.
          var processed = 0
          var reading = true
          let every = chunkSize
          constraints.drain {
            process($0)
            processed += 1
            guard reading, processed % every == 0 else { return }
            reading = readPartWay(installed: every)
          }
        } else {
          constraints.drain { process($0) }
        }
        spareConstraintQueue = constraints
      }
    }
  }

  /// How many constraints a chunk of a large queue holds: ``Prefetch/chunkSize``.
  static let defaultChunkSize = Prefetch.chunkSize

  /// How many values a chunk's read may change per constraint it installed
  /// before later chunks stop reading (see ``flushInChunks(size:reading:)``).
  ///
  /// A list's chunk changes one to two values per constraint (its views'
  /// edges and sizes); four leaves room for a chunk that also nudges the
  /// one before it.
  static let chunkReadLimit = 4

  /// Syncs and installs a large queue chunk by chunk, each chunk the
  /// constraints of views made near each other (``localityKey(of:)``), and
  /// reads each chunk's solved values while they are in the cache.
  /// Reading starts only if `reading` holds, and stops once chunks move far
  /// more than they install; returns whether it was still on at the end.
  ///
  /// Why: installing group by group, as ``ConstraintQueue`` orders the
  /// queue, walks the whole screen once per group, and the views' content
  /// sizes once more. At 10,000 views the screen is ten times the cache, so
  /// every walk misses on every view; the same work done a thousand views at
  /// a time found them in the cache (measured: a 10,000-view feed 19% faster,
  /// a nested stack list 18%). Within a chunk the groups keep their order,
  /// and the views' system constraints are synced first, as a whole queue's
  /// are, so a chunk is installed the way a screen of its size is.
  @discardableResult
  func flushInChunks(size: Int, reading: Bool = true) -> Bool {
    statistics.chunkedFlushes += 1
    var views = Self.takeWhole(&syncQueue, leaving: &spareSyncQueue) { [] }
    // The queue is taken whole and read in place: copying its constraints
    // out would retain each, a write to every constraint on the screen.
    var queue = Self.takeWhole(&constraintQueue, leaving: &spareConstraintQueue) { ConstraintQueue() }
    // Room for what the views' syncs will add too (up to four content-size
    // constraints a view): reserving for the queue alone left a stack list
    // at 10,000 views to double every per-symbol array halfway, a copy and
    // page faults that were 2% of the build. Room not used is never touched.
    solver.reserveCapacity(forAdding: queue.installCount + 4 * views.count)
    let chunks = queue.chunkPlan(size: size)
    // The views to sync, by chunk: their positions arranged (copying the
    // views themselves would retain each), each view read once.
    var viewChunks = [Int](repeating: 0, count: views.count)
    let viewHints = Prefetch.isWorthIt(forViewWalkOver: views.count)
    views.forEachBorrowed(askingAheadFor: viewHints ? .view : nil) { index, view in
      viewChunks[index] = chunks.chunk(ofKey: view.creationSerial)
    }
    let (viewStarts, viewOrder) = ConstraintQueue.Chunks.arrange(slots: chunks.count) { place in
      for index in viewChunks.indices { place(viewChunks[index], Int32(truncatingIfNeeded: index)) }
    }

    /// Calls `body` with each view of a chunk that is still in this tree,
    /// borrowed from the list, which holds it: a copy was a retain, the
    /// first write to a view out of the cache.
    func forEachView(inChunk chunk: Int, _ body: (View) -> Void) {
      let positions = viewStarts[chunk]..<viewStarts[chunk + 1]
      for position in positions {
        if viewHints {
          Prefetch.aheadOfViews(of: position, count: positions.upperBound, reading: .constraintLists) {
            Unmanaged.passUnretained(views[Int(viewOrder[$0])])
          }
        }
        let borrowed = Borrowed(views[Int(viewOrder[position])])
        if borrowed.read({ $0.hasRoot(root) }) { borrowed.read(body) }
      }
    }

    // Weak preferences that syncs queue wait with the queue's own for every
    // chunk (see ConstraintQueue.chunkPlan).
    var deferred = ConstraintQueue()
    var readsPerChunk = reading
    for chunk in 0..<chunks.count {
      forEachView(inChunk: chunk) { view in
        if view.needsSystemSync {
          view.needsSystemSync = false
          syncSystemConstraints(of: view)
        }
      }
      // What those syncs queued joins the chunk, after its own constraints
      // in each group, as a whole queue orders a sync's constraints after
      // the ones queued before it.
      var synced = ConstraintQueue()
      swap(&synced, &constraintQueue)
      for group in 0..<4 {
        queue.forEach(inChunk: chunk, group: group, of: chunks) { process($0) }
        synced.forEachRequired(inGroup: group) { process($0) }
      }
      queue.forEachOptional(inChunk: chunk, of: chunks, mergedWith: &synced, deferring: &deferred) {
        process($0)
      }
      // The chunk's values are read now, while its views and variables are
      // in the cache, instead of in one walk over the whole screen after
      // the last chunk. A later chunk that moves earlier views (a list
      // pinned at its bottom) has them read again at the end; a screen
      // where chunks keep moving much more than they add stops reading
      // early, so that the reads cost at most a few times the installs.
      // Measured at 10,000 views, reading per chunk against at the end:
      // anchors list 69 → 60 ms, stack list 97 → 88, feed 85 → 79, grid
      // 61 → 58 (release, alternating runs; Docs/Performance.md).
      statistics.chunksInstalled += 1
      if readsPerChunk {
        readsPerChunk = readPartWay(installed: chunks.constraintCount(inChunk: chunk))
        // Wrapping labels measure at the widths just read, while they are
        // in the cache; their new sizes join the next chunk (see
        // `Label.takeWidthBeforeFrame(scale:)`).
        forEachView(inChunk: chunk) { view in
          if view.takeWidthBeforeFrame(scale: displayScale) { syncSystemConstraints(of: view) }
        }
      }
    }
    queue.forEachDeferred(mergedWith: &deferred) {
      statistics.preferencesAfterChunks += 1
      process($0)
    }
    views.removeAll(keepingCapacity: true)
    spareSyncQueue = views
    queue.removeAll()
    spareConstraintQueue = queue
    return readsPerChunk
  }

  /// Reads the solved values part way through a large install; returns
  /// whether later parts should be read too: not once a read changed more
  /// than ``chunkReadLimit`` values per constraint installed since the last
  /// (chunks that keep moving what was installed before them).
  private func readPartWay(installed: Int) -> Bool {
    statistics.chunkReads += 1
    return readSolvedValues() <= LayoutEngine.chunkReadLimit * max(installed, 1)
  }

  /// Brings the solver in line with one constraint's state.
  private func process(_ constraint: LayoutConstraint) {
    guard constraint.engineState.queuedIn == token.serial else { return }
    constraint.engineState.queuedIn = 0
    if let other = constraint.engineState.solverToken, other !== token {
      other.engine?.detachFromSolver(constraint)
    }
    let installed =
      constraint.engineState.solverToken === token && constraint.engineState.linear != nil
    if constraint.engineState.isActive {
      if !installed {
        install(constraint)
      } else if constraint.engineState.needsReinstall || crossesRequired(constraint) {
        detachFromSolver(constraint)
        install(constraint)
      } else {
        if constraint.engineState.priorityDirty { applyPriority(constraint) }
        if constraint.engineState.constantDirty { applyConstant(constraint) }
      }
    } else if installed {
      detachFromSolver(constraint)
    }
  }

  /// Whether a constraint's new priority and new constant are both pending
  /// and the priority moves between required and optional. The solver
  /// changes such a strength by taking the constraint out and in again, at
  /// its old constant, and a second step then moves the constant; one
  /// reinstall at the new constant does both. (A fitted cell's height pin
  /// goes back to required at the height it was fitted to: re-added at
  /// its old frame's height and moved, it cost 9% of the cell.)
  private func crossesRequired(_ constraint: LayoutConstraint) -> Bool {
    guard constraint.engineState.priorityDirty && constraint.engineState.constantDirty,
      let linear = constraint.engineState.linear
    else { return false }
    return linear.strength.isRequired != constraint.priority.strength.isRequired
  }

  /// Adds a constraint to the solver, breaking it if it contradicts required ones.
  private func install(_ constraint: LayoutConstraint) {
    constraint.engineState.needsReinstall = false
    constraint.engineState.constantDirty = false
    constraint.engineState.priorityDirty = false
    constraint.engineState.isBroken = false
    guard constraint.kind != .user || constraint.relatesOneAxis else {
      // Only UIKit's initializer makes these among the user's constraints
      // (anchors and the DSLs check; the engine's autoresizing constraints
      // relate a position to a size on purpose);
      // UIKit raises here, when its engine takes the constraint. It stays
      // active, as UIKit left it, and out of the solver.
      diagnostics.record(
        LayoutDiagnostic(
          .notInstalled(
            constraint,
            reason: "it relates \(constraint.firstAttribute) to \(constraint.secondAttribute), "
              + "attributes of different axes (x positions, y positions and sizes only relate "
              + "within their own kind)")))
      return
    }
    var built = BuiltExpression()
    guard buildExpression(for: constraint, into: &built) else {
      LayoutEngine.deactivate(constraint)
      diagnostics.record(
        LayoutDiagnostic(.notInstalled(constraint, reason: "one of its items no longer exists")))
      return
    }
    constraint.engineState.attributeConstant = built.attributeConstant
    let form = SolverForm(attributeConstant: built.attributeConstant, constraint)
    let linear = form.constraint(
      &built.terms, strength: constraint.priority.strength, identifier: constraint.identifier)
    solverTouched = true
    do {
      // A content size is one row for both priorities: an excess weighs
      // the hugging, a shortfall the compression resistance. (One call
      // for both cases: two inlined calls were more instructions on every
      // install.)
      try solver.addConstraint(
        linear, below: constraint.kind == .contentSize ? constraint.compressionResistance.strength : nil)
      adopt(consume linear, for: constraint)
    } catch .unsatisfiableConstraint(_, let conflicts) {
      let relaxed = linear.with(strength: LayoutPriority.brokenStrength)
      do {
        try solver.addConstraint(relaxed)
      } catch {
        refuse(constraint, error)
        return
      }
      adopt(relaxed, for: constraint)
      constraint.engineState.isBroken = true
      reportConflict(breaking: constraint, conflicts)
    } catch {
      refuse(constraint, error)
    }
  }

  /// Records that a solver constraint stands for a layout constraint.
  private func adopt(_ linear: consuming LinearConstraint, for constraint: LayoutConstraint) {
    linearOwners?[ObjectIdentifier(linear)] = constraint
    // Moved in: a copy was one more retain, and a release here.
    constraint.engineState.linear = consume linear
    constraint.engineState.solverToken = token
  }

  /// Reports a constraint the solver would not take at all (a NaN or infinite number).
  private func refuse(_ constraint: LayoutConstraint, _ error: SolverError) {
    diagnostics.record(
      LayoutDiagnostic(.notInstalled(constraint, reason: "the solver refused it: \(error)")))
  }

  /// Changes an installed constraint's constant in place.
  private func applyConstant(_ constraint: LayoutConstraint) {
    constraint.engineState.constantDirty = false
    guard let linear = constraint.engineState.linear else { return }
    let value =
      SolverForm(attributeConstant: constraint.engineState.attributeConstant, constraint).constant
    solverTouched = true
    do {
      try solver.setConstant(value, for: linear)
    } catch .unsatisfiableConstraint(_, let conflicts) {
      // Relax it first: as a preference it can take any constant.
      do {
        try solver.setStrength(LayoutPriority.brokenStrength, for: linear)
        try solver.setConstant(value, for: linear)
      } catch {
        refuse(constraint, error)
        return
      }
      constraint.engineState.isBroken = true
      reportConflict(breaking: constraint, conflicts)
    } catch {
      refuse(constraint, error)
    }
  }

  /// Changes an installed constraint's strength in place, also between required and optional.
  private func applyPriority(_ constraint: LayoutConstraint) {
    constraint.engineState.priorityDirty = false
    guard let linear = constraint.engineState.linear else { return }
    let strength = constraint.priority.strength
    solverTouched = true
    do {
      if constraint.kind == .contentSize {
        try solver.setStrength(strength, below: constraint.compressionResistance.strength, for: linear)
      } else {
        try solver.setStrength(strength, for: linear)
      }
      constraint.engineState.isBroken = false
    } catch .unsatisfiableConstraint(_, let conflicts) {
      // Made required but cannot hold: it stays (or becomes) broken.
      try? solver.setStrength(LayoutPriority.brokenStrength, for: linear)
      constraint.engineState.isBroken = true
      reportConflict(breaking: constraint, conflicts)
    } catch {
      refuse(constraint, error)
    }
  }

  /// Records an unsatisfiable-constraints diagnostic naming the conflicting layout constraints.
  private func reportConflict(
    breaking constraint: LayoutConstraint, _ conflicts: [LinearConstraint]
  ) {
    let owners = linearOwnerIndex()
    var conflicting: [LayoutConstraint] = []
    for linear in conflicts {
      if let owner = owners[ObjectIdentifier(linear)], owner !== constraint {
        conflicting.append(owner)
      }
    }
    conflicting = minimalConflict(breaking: constraint, among: conflicting)
    diagnostics.record(
      LayoutDiagnostic(.unsatisfiable(broken: constraint, conflicting: conflicting)))
  }

  /// The map from solver constraints to layout constraints, built by walking
  /// the tree on first use and kept up to date after that.
  private func linearOwnerIndex() -> [ObjectIdentifier: LayoutConstraint] {
    if let linearOwners { return linearOwners }
    var index: [ObjectIdentifier: LayoutConstraint] = [:]
    root.forEachInSubtree { view in
      for constraint in view.installedConstraints where constraint.engineState.solverToken === token {
        if let linear = constraint.engineState.linear {
          index[ObjectIdentifier(linear)] = constraint
        }
      }
    }
    linearOwners = index
    return index
  }
}

/// A layout constraint as the solver gets it: `expression (==, >=) 0`.
///
/// `first <= second` goes to the solver as `second − first >= 0`. The two are
/// the same constraint, but a Cassowary solver (kiwi's `createRow`) can take a
/// `<=` row whose slack must be zero, that is a constraint that holds exactly
/// when it is added, only through a phase-one pivot, whereas the `>=` form
/// makes the slack the row's subject at once. Layouts are full of such
/// constraints (an image whose bottom sits exactly at its card's inset).
struct SolverForm {
  /// The constant of `Σ terms + constant relation 0`.
  let constant: Double
  let relation: Cassowary.Relation
  /// −1 when the expression was negated (a `<=` constraint).
  let constantSign: Double

  /// The form of `constraint`, whose attributes add `attributeConstant`.
  ///
  /// Holds no terms: a form that carried them was copied, terms and all,
  /// on every install.
  init(attributeConstant: Double, _ constraint: borrowing LayoutConstraint) {
    let constant = attributeConstant - Double(constraint.constant)
    switch constraint.relation {
    case .lessThanOrEqual:
      self.constant = -constant
      relation = .greaterThanOrEqual
      constantSign = -1
    case .equal:
      self.constant = constant
      relation = .equal
      constantSign = 1
    case .greaterThanOrEqual:
      self.constant = constant
      relation = .greaterThanOrEqual
      constantSign = 1
    }
  }

  /// The solver constraint `Σ terms + constant relation 0` for the built
  /// terms, which are negated in place when the form is (they are not used again).
  func constraint(_ terms: inout TermList, strength: Strength, identifier: String? = nil) -> LinearConstraint {
    if constantSign < 0 { terms.negate() }
    return LinearConstraint(terms: terms, constant: constant, relation, strength: strength, identifier: identifier)
  }
}
