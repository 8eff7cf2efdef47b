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

  /// Calls `updateConstraints` on the views that need it, deepest first, as UIKit does.
  func updateConstraintsPass() {
    while !updateQueue.isEmpty || rootInUpdateQueue {
      let views = liveViews(updateQueue, includingRoot: rootInUpdateQueue) {
        $0.needsUpdateConstraintsFlag
      }
      updateQueue.removeAll(keepingCapacity: true)
      rootInUpdateQueue = false
      // Borrowed from `views`, which holds them even if an override takes
      // one out of the tree.
      views.forEachBorrowedInReverse { view in
        guard view.needsUpdateConstraintsFlag else { return }
        view.needsUpdateConstraintsFlag = false
        view.updateConstraints()
      }
    }
  }

  /// Calls `layoutSubviews` on the views that need it, outermost first.
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
      let views = liveViews(layoutQueue, includingRoot: rootInLayoutQueue) { $0.needsLayoutFlag }
      layoutQueue.removeAll(keepingCapacity: true)
      rootInLayoutQueue = false
      isRunningLayoutQueue = true
      // Borrowed from `views`, as above.
      views.forEachBorrowed { view in
        guard view.needsLayoutFlag else { return }
        view.needsLayoutFlag = false
        let controller = view.owningViewController
        controller?.viewWillLayoutSubviews()
        view.layoutSubviews()
        controller?.viewDidLayoutSubviews()
      }
      isRunningLayoutQueue = false
      flushRemeasureQueue()
    }
  }

  /// The queued views still in this tree and still flagged, outermost first.
  private func liveViews(_ queue: [View], includingRoot: Bool, flagged: (View) -> Bool) -> [View] {
    // One array in the usual case, queued outermost first already (a
    // constant change queues one container); sorted by depth otherwise,
    // keeping queue order within a depth.
    var views: [View] = []
    views.reserveCapacity(queue.count + 1)
    // Each kept view's depth above its position, so that sorting these
    // numbers sorts the views by depth, then queue order. (Sorting tuples
    // that held the views retained and released each at every copy.)
    var keys: [Int] = []
    keys.reserveCapacity(queue.count + 1)
    if includingRoot && flagged(root) {
      views.append(root)
      keys.append(0)
    }
    var inOrder = true
    var lastDepth = 0
    // Borrowed from the queue, which holds them; only the kept ones are retained.
    queue.forEachBorrowed { view in
      guard flagged(view), view.hasRoot(root) else { return }
      let depth = view.depth
      if depth < lastDepth { inOrder = false }
      lastDepth = depth
      keys.append(depth << 32 | views.count)
      views.append(view)
    }
    if inOrder { return views }
    keys.sort()
    return keys.map { views[$0 & 0xFFFF_FFFF] }
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
    let insetsFollowFrames = windowInsets != .zero || hasPreservingViews
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
