import Foundation

// MARK: - Layout passes

extension LayoutEngine {
  /// Runs layout passes until nothing is left to do: update constraints,
  /// solve, lay out, and re-read insets that follow frames.
  func layoutPass() {
    if isInPass {
      // `layoutIfNeeded` from inside `layoutSubviews`: bring the solver up to
      // date; the outer pass lays out whatever that changes.
      updateIfNeeded()
      return
    }
    #if AUTOLAYOUT_CHECKED
      // Declared first, so it runs last, once the pass is over.
      defer { checkAfterPass() }
    #endif
    isInPass = true
    defer { isInPass = false }
    var passes = 0
    while hasPendingWork {
      passes += 1
      if passes > LayoutEngine.maxPasses {
        diagnostics.record(LayoutDiagnostic(.didNotConverge(passes: LayoutEngine.maxPasses)))
        return
      }
      updateConstraintsPass()
      updateIfNeeded()
      applyRootFrame()
      runLayoutQueue()
      updateInsetGuides()
    }
  }

  /// Calls `updateConstraints` on the views that need it, each after the
  /// views below it, as UIKit does.
  func updateConstraintsPass() {
    while !updateQueue.isEmpty || rootInUpdateQueue {
      let includesRoot = rootInUpdateQueue && root.needsUpdateConstraintsFlag
      rootInUpdateQueue = false
      // Taken whole: views queued by the overrides go to the next round,
      // and this one holds its views even if an override takes one out of
      // the tree.
      var views = Self.takeWhole(&updateQueue, leaving: &spareViewQueue) { [] }
      let order = childrenFirst(views)
      views.withBuffer { list in
        for position in order {
          Borrowed(list[Int(position)]).read { view in
            guard view.needsUpdateConstraintsFlag else { return }
            view.needsUpdateConstraintsFlag = false
            if view.isControllerRoot { view.owningViewController?.updateViewConstraints() }
            view.updateConstraints()
          }
        }
      }
      if includesRoot && root.needsUpdateConstraintsFlag {
        root.needsUpdateConstraintsFlag = false
        if root.isControllerRoot { root.owningViewController?.updateViewConstraints() }
        root.updateConstraints()
      }
      views.removeAll(keepingCapacity: true)
      spareViewQueue = views
    }
  }

  /// Calls `layoutSubviews` on the views that need it, outermost first,
  /// each view's subviews that came to need it right after it, depth first
  /// (as UIKit's layer tree lays out its sublayers).
  ///
  /// Why depth first: a view's `layoutSubviews` gives its subviews their
  /// frames, and a subview whose size changed needs layout in turn. Queued,
  /// those subviews waited for the next round: a list's rows were read when
  /// the window placed them, again when the next round listed them and
  /// again when it laid them out, and their labels and images the same one
  /// round later, each a walk over the whole screen, at 10,000 views a
  /// miss on every view.
  private func runLayoutQueue() {
    var rounds = 0
    while !layoutQueue.isEmpty || rootInLayoutQueue {
      // Layout can feed back on itself: a wrapping label's height follows its
      // width, and a constraint can make its width follow its height. Each
      // round re-solves and re-queues views, so a cycle never drains the queue;
      // hand it back to `layoutPass`, which counts passes and gives up with a
      // diagnostic, instead of looping here for ever.
      rounds += 1
      if rounds > LayoutEngine.maxPasses { return }
      let includesRoot = rootInLayoutQueue
      rootInLayoutQueue = false
      // Taken whole, as in `updateConstraintsPass`.
      var views = Self.takeWhole(&layoutQueue, leaving: &spareViewQueue) { [] }
      let order = outermostFirst(views)
      isRunningLayoutQueue = true
      // The subviews to lay out next, held here (an override may take one
      // out of the tree).
      var pending: [View] = []
      if includesRoot { layOutDepthFirst(root, &pending) }
      views.withBuffer { list in
        for position in order {
          Borrowed(list[Int(position)]).read {
            layOutDepthFirst($0, &pending)
          }
        }
      }
      isRunningLayoutQueue = false
      views.removeAll(keepingCapacity: true)
      spareViewQueue = views
      flushRemeasureQueue()
    }
  }

  /// Lays out a view that needs it, then each of its subviews that needs it
  /// after that, depth first, through `pending` (see ``runLayoutQueue()``).
  ///
  /// A method given the stack, not a local function that captured it: the
  /// captured array was checked for exclusive access at run time on every
  /// push and pop, some 160 instructions a view (callgrind).
  private func layOutDepthFirst(_ view: View, _ pending: inout [View]) {
    guard view.needsLayoutFlag else { return }
    pending.append(view)
    while let next = pending.popLast() {
      guard next.needsLayoutFlag else { continue }
      layOutSubviews(of: next)
      // The subviews that need layout now, the first on top (read after
      // the layout, so one it took out is not among them).
      next.storedSubviews.forEachBorrowedInReverse { subview in
        if subview.needsLayoutFlag { pending.append(subview) }
      }
    }
  }

  /// Runs one view's `layoutSubviews`, with its controller's callbacks
  /// around it; subviews that come to need layout meanwhile are not queued
  /// but left to the caller (see ``runLayoutQueue()``).
  private func layOutSubviews(of view: View) {
    view.needsLayoutFlag = false
    let outer = viewLayingOutSubviews
    viewLayingOutSubviews = Unmanaged.passUnretained(view)
    defer { viewLayingOutSubviews = outer }
    let controller = view.owningViewController
    controller?.viewWillLayoutSubviews()
    view.layoutSubviews()
    controller?.viewDidLayoutSubviews()
  }

  /// The positions in `queue` of the views still in this tree and still
  /// flagged for layout, outermost first, in queue order within a depth.
  ///
  /// Positions, not views: the caller borrows each view from the queue,
  /// which holds it (collecting the views retained each, and sorting them
  /// retained each again). Depths are few, so they are sorted by counting,
  /// with the chunks' stable counting sort (``ConstraintQueue/Chunks/arrange(slots:_:)``).
  private func outermostFirst(_ queue: [View]) -> [Int32] {
    var positions: [Int32] = []
    positions.reserveCapacity(queue.count)
    var depths: [Int32] = []
    depths.reserveCapacity(queue.count)
    var inOrder = true
    var deepest = 0
    let hints = Prefetch.isWorthIt(forViewWalkOver: queue.count)
    queue.forEachBorrowed(askingAheadFor: hints ? .view : nil) { position, view in
      guard view.needsLayoutFlag, view.hasRoot(root) else { return }
      let depth = view.depth
      if depth < deepest { inOrder = false } else { deepest = depth }
      positions.append(Int32(truncatingIfNeeded: position))
      depths.append(Int32(truncatingIfNeeded: depth))
    }
    if inOrder { return positions }
    return ConstraintQueue.Chunks.arrange(slots: deepest + 1) { place in
      for index in positions.indices { place(Int(depths[index]), positions[index]) }
    }.payloads
  }

  /// The positions in `queue` of the views still in this tree and still
  /// flagged for a constraint update, each after the flagged views below it.
  ///
  /// The queued views make a forest, each under its nearest queued
  /// ancestor; it is walked children first, siblings in queue order, so a
  /// subtree's updates run together. Sorted by depth instead (every depth
  /// in turn, deepest first), a list's text stacks were updated in one walk
  /// over the screen, its rows in another and the list in a third: at
  /// 10,000 views each row's views missed the cache in each walk.
  ///
  /// A view's parent in the forest is its nearest ancestor queued before
  /// it. A view queued before an ancestor is then not under that ancestor
  /// in the forest, yet still walked first: below their lowest common
  /// parent, the view's branch starts with a view queued before it (and so
  /// before the ancestor), and siblings are walked in queue order.
  private func childrenFirst(_ queue: [View]) -> [Int32] {
    // Each view's queued parent: -2 for a view left out (unflagged, in
    // another tree or queued twice), -1 for a view with none.
    var parents = [Int32](repeating: -2, count: queue.count)
    parents.withMutableBuffer { parents in
      queue.withBuffer { list in
        for position in list.indices {
          Borrowed(list[position]).read { view in
            guard view.needsUpdateConstraintsFlag, view.hasRoot(root),
              Self.takenPosition(of: view, in: list, parents) == nil
            else { return }
            view.updateQueueSlot = Int32(truncatingIfNeeded: position)
            // The nearest ancestor taken before this view (one queued after
            // it is not its parent; see above).
            var parent: Int32 = -1
            var ancestor = view.borrowedSuperview
            while let current = ancestor {
              if let slot = current.read({ Self.takenPosition(of: $0, in: list, parents) }) {
                parent = slot
                break
              }
              ancestor = current.read { $0.borrowedSuperview }
            }
            parents[position] = parent
          }
        }
      }
    }
    // Children linked in queue order (each pushed in front, last first).
    var firstChild = [Int32](repeating: -1, count: queue.count)
    var nextSibling = [Int32](repeating: -1, count: queue.count)
    var roots: [Int32] = []
    var taken = 0
    for position in parents.indices.reversed() {
      let parent = parents[position]
      if parent == -2 { continue }
      taken += 1
      if parent == -1 {
        roots.append(Int32(truncatingIfNeeded: position))
      } else {
        nextSibling[position] = firstChild[Int(parent)]
        firstChild[Int(parent)] = Int32(truncatingIfNeeded: position)
      }
    }
    var order: [Int32] = []
    order.reserveCapacity(taken)
    for root in roots.reversed() {
      var node = Int(root)
      descending: while true {
        while firstChild[node] >= 0 { node = Int(firstChild[node]) }
        while true {
          order.append(Int32(truncatingIfNeeded: node))
          if node == Int(root) { break descending }
          if nextSibling[node] >= 0 {
            node = Int(nextSibling[node])
            continue descending
          }
          node = Int(parents[node])
        }
      }
    }
    return order
  }

  /// The position of `view` in the update queue `list` if this pass has
  /// taken it: its slot, unless the slot is stale (left by an earlier or an
  /// outer pass, whose queue held it there).
  @inline(__always)
  private static func takenPosition(
    of view: View, in list: UnsafeBufferPointer<View>, _ parents: UnsafeMutableBufferPointer<Int32>
  ) -> Int32? {
    let slot = view.updateQueueSlot
    guard slot >= 0, Int(slot) < list.count, parents[Int(slot)] != -2,
      ObjectIdentifier(list[Int(slot)]) == ObjectIdentifier(view)
    else { return nil }
    return slot
  }

  /// Gives a root sized by its constraints (not by its frame) its solved size.
  private func applyRootFrame() {
    guard rootNeedsFrame else { return }
    rootNeedsFrame = false
    guard !(root is Window), !root.storedTranslatesMask, let variables = root.variables else {
      return
    }
    let origin = root.storedFrame.origin
    let solved = variables.solvedRect.size
    let size = pixelAlignedRect(x: 0, y: 0, width: solved.width, height: solved.height, scale: displayScale).size
    root.setFrame(CGRect(origin: origin, size: size), byEngine: true)
  }

  /// Re-reads the insets of margins and safe-area guides that follow frames;
  /// changed insets queue constant changes for another pass.
  private func updateInsetGuides() {
    let windowInsets = (root as? Window)?.storedSafeAreaInsets ?? .zero
    let insetsFollowFrames = windowInsets != .zero || hasPreservingViews || hasAdditionalSafeAreas
    if insetsFollowFrames, root.marginsGuide != nil || root.safeAreaGuide != nil {
      root.updateGuideInsets()
    }
    guard !insetGuideViews.isEmpty else { return }
    // Views that left the tree, or were listed twice, drop out of the list here,
    // even when no insets follow frames: the list holds its views strongly, so a
    // removed view left in it (with its subtree) would never be freed.
    var seen = Set<ObjectIdentifier>()
    insetGuideViews.removeAll { view in
      guard view.rootView === root, seen.insert(ObjectIdentifier(view)).inserted else {
        return true
      }
      if insetsFollowFrames { view.updateGuideInsets() }
      return false
    }
  }
}
