// MARK: - Views joining and leaving trees

extension LayoutEngine {
  /// Takes over the pending work and constraints of a subtree that joined this engine's tree.
  ///
  /// Constraints inside the subtree stay active; any solver they were in
  /// (the subtree's old engine) is dropped, so they are queued again here.
  func adopt(_ top: View) {
    top.forEachInSubtree { view in
      if view !== root, let old = view.engine {
        diagnostics.absorb(old.diagnostics)
        view.engine = nil
      }
      adoptItem(view)
      for guide in view.storedLayoutGuides { adoptItem(guide) }
      for constraint in view.installedConstraints {
        if constraint.engineState.solverToken !== token {
          constraint.engineState.linear = nil
          constraint.engineState.solverToken = nil
        }
        // Activated while the tree had no engine, its items get variables now.
        prepareItems(of: constraint)
        constraint.engineState.queuedIn = 0
        enqueue(constraint)
      }
      if view.needsLayoutFlag { enqueueLayout(view) }
      if view.needsUpdateConstraintsFlag { enqueueUpdateConstraints(view) }
      if view.marginsGuide != nil || view.safeAreaGuide != nil { enqueueInsetGuideView(view) }
      if view.preservesMargins { hasPreservingViews = true }
      if view.extrasStorage?.additionalSafeArea != nil { hasAdditionalSafeAreas = true }
    }
  }

  private func adoptItem(_ item: LayoutItem) {
    guard let variables = item.variables else { return }
    register(variables, for: item)
    guard let view = item as? View else { return }
    view.needsSystemSync = true
    enqueueSystemSync(view)
    // A solved view needs a solved parent.
    if let parent = view.storedSuperview, parent.variables == nil { manage(parent) }
  }

  /// Called after `view` got a superview.
  static func subtreeDidJoin(_ view: View) {
    let root = view.rootView
    if let engine = root.engine {
      engine.adopt(view)
    } else if view.engine != nil || root is Window {
      // The subtree had work in its own engine: the new tree needs one to
      // take it. A window makes its engine here too, when its first
      // subtree joins, rather than at its first activation or layout:
      // made then, the engine adopted the whole tree in one walk over
      // views made long before (at 10,000 views, a miss on every view),
      // where now each view is adopted as it joins, while in the cache.
      _ = LayoutEngine.make(root: root)
    }
    // Whatever its old role, the view is no longer a root: its frame now
    // comes from autoresizing constraints or the user's.
    view.setNeedsSystemSync()
  }

  /// Called before `view` leaves its superview.
  ///
  /// As in UIKit, constraints between the subtree and the rest of the tree
  /// are deactivated; the ones inside the subtree stay active, leave this
  /// engine's solver now, and go to the subtree's engine when it needs one.
  static func subtreeWillLeave(_ top: View) {
    let engine = top.rootView.engine
    top.forEachInSubtree { view in
      engine?.dropAmbiguityPins(of: view)
      detach(view, keepingInside: top, engine)
      for guide in view.storedLayoutGuides { detach(guide, keepingInside: top, engine) }
    }
  }

  /// Called before a guide leaves its owning view: all its constraints end.
  static func itemWillLeave(_ guide: LayoutGuide) {
    let engine = guide.storedOwningView?.rootView.engine
    for constraint in guide.activeConstraints {
      engine?.detachFromSolver(constraint)
      deactivate(constraint)
    }
    if let variables = guide.variables { engine?.unregister(variables) }
    guide.variables = nil
  }

  private static func detach(_ item: LayoutItem, keepingInside top: View, _ engine: LayoutEngine?) {
    for constraint in item.activeConstraints {
      engine?.detachFromSolver(constraint)
      constraint.engineState.queuedIn = 0
      if let host = constraint.engineState.installedOn, !host.isDescendant(of: top) {
        deactivate(constraint)
      }
    }
    if let variables = item.variables { engine?.unregister(variables) }
  }

  /// Removes a constraint from this engine's solver right away.
  func detachFromSolver(_ constraint: LayoutConstraint) {
    guard constraint.engineState.solverToken === token, let linear = constraint.engineState.linear
    else { return }
    try? solver.removeConstraint(linear)
    linearOwners?[ObjectIdentifier(linear)] = nil
    constraint.engineState.linear = nil
    constraint.engineState.solverToken = nil
    constraint.engineState.isBroken = false
    solverTouched = true
  }

  /// Called when a view got a margins or safe-area guide.
  static func viewDidGainInsetGuide(_ view: View) {
    guard let engine = view.rootView.engine else { return }
    engine.enqueueInsetGuideView(view)
  }

  // MARK: - Changes that reach many constraints

  /// Rebuilds the constraints that use leading or trailing of a view whose direction changed.
  static func directionDidChange(of view: View) {
    let engine = view.rootView.engine
    var items: [LayoutItem] = [view]
    items.append(contentsOf: view.storedLayoutGuides)
    for item in items {
      for constraint in item.activeConstraints
      where constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional {
        constraint.engineState.needsReinstall = true
        (engine ?? constraint.engineState.solverToken?.engine)?.enqueue(constraint)
      }
    }
    view.updateGuideInsets()
    view.setNeedsLayout()
  }

  /// Applies a window's new layout direction to every view that follows it.
  static func directionDidChange(inWindow window: Window) {
    window.forEachInSubtree { view in
      if view.storedSemanticContent == .unspecified { directionDidChange(of: view) }
    }
  }

  /// Updates the guides that depend on the window's safe area.
  static func safeAreaDidChange(in window: Window) {
    safeAreaDidChange(inSubtreeOf: window)
  }

  /// Updates the guides in a subtree whose safe area changed.
  static func safeAreaDidChange(inSubtreeOf top: View) {
    top.forEachInSubtree { view in
      if view.marginsGuide != nil || view.safeAreaGuide != nil { view.updateGuideInsets() }
    }
    top.setNeedsLayout()
  }

  /// Re-rounds every solved frame for a new display scale.
  static func displayScaleDidChange(in window: Window) {
    window.forEachInSubtree { view in
      if view.variables != nil { view.storedSuperview?.setNeedsLayout() }
    }
  }

  /// Rebuilds constraints on baselines after a view's text metrics changed.
  static func baselinesDidChange(of view: View) {
    var current: View? = view
    while let candidate = current {
      for constraint in candidate.activeConstraints
      where constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline {
        constraint.engineState.needsReinstall = true
        LayoutEngine.noteChange(constraint)
      }
      current = candidate.storedSuperview
    }
  }
}

nonisolated extension LayoutConstraint.Attribute {
  /// Whether this is the first or last baseline.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
