import Cassowary

/// The bridge between one view tree and a Cassowary ``Solver``.
///
/// Each tree root (a ``Window``, or a view outside any window that needs
/// layout) owns one engine; a tree that joins another hands its work to the
/// new root's engine. The engine turns active ``LayoutConstraint``s into
/// solver constraints, and the solver's values into frames.
///
/// Work is queued and done at the next layout pass: activations, constant
/// and priority changes, system constraints (autoresizing masks, content
/// sizes), then one solve, then `layoutSubviews` outermost and depth first. Constant
/// and priority changes of installed constraints go to the solver in place
/// (``Solver/setConstant(_:for:)``, ``Solver/setStrength(_:for:)``), never by
/// removing and re-adding. Each item's unknowns are relative to its parent,
/// so a change touches only the items it moves.
///
/// The engine is confined to the task that owns its tree, like the views.
#if MainActorViews
  @preconcurrency @MainActor
#endif
final class LayoutEngine {
  /// The root of the tree; it owns the engine.
  var root: View { rootReference.takeUnretainedValue() }
  /// ``root``, stored unmanaged: a load of an `unowned(unsafe)` reference
  /// is retained and released even to compare it (see
  /// `View.superviewReference`), and views are compared with the root on
  /// every pass.
  let rootReference: Unmanaged<View>
  /// What constraints hold to name this engine.
  let token = EngineToken()
  let solver = Solver()
  let diagnostics = LayoutDiagnostics()

  /// Constraints to install, remove or update in the solver.
  @exclusivity(unchecked) var constraintQueue = ConstraintQueue()
  /// Emptied buffers the queues swap with when they are drained, so that a
  /// pass in the steady state (a constant change) allocates no queue storage
  /// (see ``takeWhole(_:leaving:empty:)``); nil while one is in use.
  @exclusivity(unchecked) var spareConstraintQueue: ConstraintQueue?
  @exclusivity(unchecked) var spareSyncQueue: [View]?
  /// The update-constraints and layout passes' spare (one runs at a time).
  @exclusivity(unchecked) var spareViewQueue: [View]?
  // The view queues hold views strongly; the root, which owns the engine,
  // is kept out of them (a flag stands for it) so that no cycle forms.
  /// Views whose autoresizing or content-size constraints must be rebuilt.
  @exclusivity(unchecked) var syncQueue: [View] = []
  /// Views whose `layoutSubviews` must run.
  @exclusivity(unchecked) var layoutQueue: [View] = []
  /// Whether a round of `layoutSubviews` calls is running.
  @exclusivity(unchecked) var isRunningLayoutQueue = false
  /// The view whose `layoutSubviews` is running in a round: its subviews
  /// that come to need layout meanwhile are laid out right after it, not
  /// queued (see `runLayoutQueue`).
  @exclusivity(unchecked) var viewLayingOutSubviews: Unmanaged<View>?
  /// Wrapping labels that got a new width during the running round: their
  /// content-size constraints are rebuilt when the round ends (see
  /// ``deferRemeasure(_:)``).
  @exclusivity(unchecked) var remeasureQueue: [View] = []
  /// Views whose `updateConstraints` must run.
  @exclusivity(unchecked) var updateQueue: [View] = []
  @exclusivity(unchecked) var rootInSyncQueue = false
  @exclusivity(unchecked) var rootInLayoutQueue = false
  @exclusivity(unchecked) var rootInUpdateQueue = false
  /// Views below the root with a margins or safe-area guide, whose insets may follow frames.
  @exclusivity(unchecked) var insetGuideViews: [View] = []
  /// Whether some view preserves its superview's margins (insets then follow frames).
  @exclusivity(unchecked) var hasPreservingViews = false
  /// Whether a view controller in the tree has additional safe-area insets:
  /// then safe-area insets follow frames even when the window has none.
  @exclusivity(unchecked) var hasAdditionalSafeAreas = false
  /// Whether the solver changed since the values were last read.
  @exclusivity(unchecked) var solverTouched = false
  /// Whether the root's own solved size must be applied (a root sized by constraints).
  @exclusivity(unchecked) var rootNeedsFrame = false
  /// Whether a layout pass is running (a nested `layoutIfNeeded` only solves).
  @exclusivity(unchecked) var isInPass = false
  /// The layout constraint behind each solver constraint, built on the first
  /// conflict (conflicts are rare, so the common path does not pay for it).
  @exclusivity(unchecked) var linearOwners: [ObjectIdentifier: LayoutConstraint]?
  /// Faint pulls that hold exercised ambiguous views at another valid
  /// layout (``View/exerciseAmbiguityInLayout()``), by view.
  @exclusivity(unchecked) var ambiguityPins: [ObjectIdentifier: [LinearConstraint]] = [:]

  /// How many constraints a chunk of a large queue holds (see
  /// ``flushInChunks(size:reading:)``; tests set it to compare the two ways,
  /// through ``chunkSizeForNewEngines`` when activation must see it).
  var chunkSize = LayoutEngine.chunkSizeForNewEngines ?? LayoutEngine.defaultChunkSize
  /// The chunk size engines made in this task start with, instead of
  /// ``defaultChunkSize`` (for tests).
  @TaskLocal static var chunkSizeForNewEngines: Int?
  /// Whether parts of the list being activated still have their values
  /// read as they are installed (see ``installActivated(upTo:listCount:upcoming:startsList:finishing:)``).
  @exclusivity(unchecked) var readsActivatedParts = true
  /// Counts of what the engine did, which tests read to check how it
  /// installed a screen (never read by the engine itself).
  @exclusivity(unchecked) var statistics = LayoutEngineStatistics()
  #if AUTOLAYOUT_CHECKED
    /// Passes since the tree was last checked (see `checkAfterPass()`).
    var passesSinceCheck = 0
  #endif

  /// The most layout passes one `layoutIfNeeded` runs before giving up.
  static let maxPasses = 16

  private init(root: View) {
    self.rootReference = Unmanaged.passUnretained(root)
    token.engine = self
  }

  // An engine is freed with its tree's root, on the main actor when views are.
  #if MainActorViews
    @MainActor deinit { token.engine = nil }
  #else
    deinit { token.engine = nil }
  #endif

  /// Makes the engine of a tree root and takes over the tree's pending work.
  static func make(root: View) -> LayoutEngine {
    let engine = LayoutEngine(root: root)
    root.engine = engine
    engine.adopt(root)
    return engine
  }

  /// The display scale frames are rounded to.
  var displayScale: Double { root.displayScaleForLayout }

  // MARK: - Queues

  /// Queues a constraint for the solver; `key` is its locality key when
  /// the caller has it at hand (see ``localityKey(of:)``).
  func enqueue(_ constraint: LayoutConstraint, priorityChanged: Bool = false, key: Int? = nil) {
    guard constraint.engineState.queuedIn != token.serial else {
      // Queued already, filed by its old priority.
      if priorityChanged { constraintQueue.noteChange(of: constraint) }
      return
    }
    constraint.engineState.queuedIn = token.serial
    constraintQueue.append(
      constraint, installs: constraint.engineState.linear == nil || constraint.engineState.solverToken !== token,
      key: key ?? LayoutEngine.localityKey(of: constraint))
  }

  /// Where a constraint belongs when a large queue is installed in chunks:
  /// the creation serial of the newest view it names (a guide counts as its
  /// owning view), 0 when its items are gone.
  ///
  /// The newest view, because a constraint can be installed only once both
  /// views exist, and it is usually made with that one: a row's top against
  /// the row above, a stack's spacing before an arranged view, a label's
  /// content size. Computed when the constraint is queued, while it is in
  /// the cache.
  static func localityKey(of constraint: LayoutConstraint) -> Int {
    func serial(_ reference: ItemReference?) -> Int {
      reference?.borrowed?.read { item in item.borrowedHost?.read { $0.creationSerial } } ?? 0
    }
    return max(serial(constraint.firstReference), serial(constraint.secondReference))
  }

  /// Queues a view that came to need layout, unless its superview's
  /// layout will reach it.
  ///
  /// A view laid out pushes its subviews that need layout onto the same
  /// round's stack (see `runLayoutQueue()`), so a view under one that
  /// needs layout, or under the one being laid out, is laid out after it
  /// without a place in the queue. Every view that needs layout is thus
  /// queued itself or below a chain of such views that ends at a queued
  /// one or the root. Why: a screen's views all need layout when they
  /// join it, and queued each, the pass walked the whole queue to sort it
  /// outermost first and again to find it done, two more walks over every
  /// view, at 10,000 views out of the cache.
  func enqueueLayout(_ view: View) {
    if view === root {
      rootInLayoutQueue = true
      return
    }
    if let parent = view.superviewReference {
      if parent.toOpaque() == viewLayingOutSubviews?.toOpaque() { return }
      if Borrowed(parent).read({ $0.needsLayoutFlag }) { return }
    }
    layoutQueue.append(view)
  }

  /// Takes a queue whole to drain it, leaving the spare in its place, so
  /// that what is queued meanwhile waits in the spare; the caller gives the
  /// emptied queue back as the next spare.
  ///
  /// The spare is moved out, not copied: a copy shared its buffers with the
  /// queue it became, and the first entry queued during the drain copied
  /// them all.
  @inline(__always)
  static func takeWhole<Queue>(_ queue: inout Queue, leaving spare: inout Queue?, empty: () -> Queue) -> Queue {
    var taken = spare.take() ?? empty()
    swap(&taken, &queue)
    return taken
  }

  func enqueueUpdateConstraints(_ view: View) {
    if view === root { rootInUpdateQueue = true } else { updateQueue.append(view) }
  }

  /// Rebuilds a view's content-size constraints after the running round of
  /// `layoutSubviews` (call it only while a round runs).
  ///
  /// Why: a wrapping label measures again at the width its frame got. Each
  /// view's `layoutSubviews` brings the solver up to date before placing its
  /// subviews, so a new height synced at once would be solved before the next
  /// card is placed: in a feed of cards chained one below the other, each
  /// solve moves every card below, and n labels cost n². Synced when the round
  /// ends, they are solved together and the next round places what moved.
  func deferRemeasure(_ view: View) {
    guard !view.needsSystemSync else { return }
    view.needsSystemSync = true
    statistics.remeasures += 1
    remeasureQueue.append(view)
  }

  /// Hands the views collected by ``deferRemeasure(_:)`` to the sync queue.
  func flushRemeasureQueue() {
    for view in remeasureQueue {
      if view.rootView === root {
        enqueueSystemSync(view)
      } else {
        // Moved to another tree during the round: that tree's engine syncs it.
        view.needsSystemSync = false
        view.setNeedsSystemSync()
      }
    }
    remeasureQueue.removeAll(keepingCapacity: true)
  }

  func enqueueSystemSync(_ view: View) {
    if view === root { rootInSyncQueue = true } else { syncQueue.append(view) }
  }

  func enqueueInsetGuideView(_ view: View) {
    if view !== root { insetGuideViews.append(view) }
  }

  /// Whether constraints or system constraints wait for the solver.
  var hasSolverWork: Bool { !constraintQueue.isEmpty || !syncQueue.isEmpty || rootInSyncQueue }

  /// Whether anything waits for a layout pass.
  var hasPendingWork: Bool {
    hasSolverWork || !layoutQueue.isEmpty || !updateQueue.isEmpty || rootInLayoutQueue
      || rootInUpdateQueue
      || solverTouched || rootNeedsFrame
  }

  // MARK: - Items

  /// Gives an item (and, as parents must be solved too, its ancestors) solver unknowns.
  func manage(_ item: LayoutItem) {
    // Usually solved already: return before copying the item into a local.
    guard item.variables == nil else { return }
    // Walked unretained: the item and its ancestors are in the caller's tree.
    var current: Borrowed<LayoutItem>? = Borrowed(item)
    while let next = current {
      current = next.read { item -> Borrowed<LayoutItem>? in
        guard item.variables == nil else { return nil }
        let variables = ItemVariables(name: item.variableName)
        item.variables = variables
        register(variables, for: item)
        if let view = item as? View {
          view.needsSystemSync = true
          enqueueSystemSync(view)
          // The superview's layoutSubviews gives the view its solved frame.
          view.borrowedSuperview?.read { $0.setNeedsLayout() }
        }
        return item.borrowedParent?.read { Borrowed<LayoutItem>($0) }
      }
    }
  }

  /// Makes the item the owner of its variables, so that the solver's changed
  /// values lead to it.
  ///
  /// The variables point at the item instead of a table from variables to
  /// items: at 10,000 views that table was 40,000 entries, and each insert
  /// and lookup a cache miss. Items leave the engine (and their variables'
  /// owner is cleared) before they leave the tree, and a tree's items outlive
  /// its engine's use of them, so the unretained owner is never stale when read.
  func register(_ variables: ItemVariables, for item: LayoutItem) {
    variables.registeredIn = token
    variables.minX.setOwner(item, tag: ItemVariables.minXTag)
    variables.minY.setOwner(item, tag: ItemVariables.minYTag)
    variables.width.setOwner(item, tag: ItemVariables.widthTag)
    variables.height.setOwner(item, tag: ItemVariables.heightTag)
    // Whatever the variables hold now (another engine's last values, or
    // none yet): from here on every change comes through `readSolvedValues()`.
    variables.solvedRect = variables.values
  }

  func unregister(_ variables: ItemVariables) {
    guard variables.registeredIn === token else { return }
    variables.registeredIn = nil
    variables.minX.setOwner(nil, tag: 0)
    variables.minY.setOwner(nil, tag: 0)
    variables.width.setOwner(nil, tag: 0)
    variables.height.setOwner(nil, tag: 0)
  }
}

extension LayoutItem {
  /// A name for the item's solver variables, only when the user named the
  /// item (naming every variable would cost a string per unknown).
  var variableName: String? {
    if let view = self as? View { return view.storedDebugName }
    if let guide = self as? LayoutGuide, let owner = guide.storedOwningView?.storedDebugName {
      return "\(owner).\(guide.identifier.isEmpty ? "guide" : guide.identifier)"
    }
    return nil
  }
}
