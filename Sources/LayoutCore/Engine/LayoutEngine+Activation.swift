// MARK: - Activating and deactivating constraints

extension LayoutEngine {
  /// Installs a constraint on the nearest common ancestor of its items and
  /// queues it for the solver; records a diagnostic when it cannot.
  static func activate(_ constraint: LayoutConstraint) {
    guard !constraint.engineState.isActive else { return }
    guard let first = constraint.firstItem else {
      report(
        .notInstalled(constraint, reason: "its first item no longer exists"),
        near: constraint.secondItem)
      return
    }
    let second = constraint.secondItem
    if constraint.secondAttribute != .notAnAttribute && second == nil {
      report(.notInstalled(constraint, reason: "its second item no longer exists"), near: first)
      return
    }
    guard let firstHost = first.hostView else {
      report(
        .notInstalled(
          constraint,
          reason: "\(first.displayName) is a layout guide with no owning view; "
            + "add it to a view with addLayoutGuide(_:) first"), near: second)
      return
    }
    var common = firstHost
    var key = firstHost.creationSerial
    if let second {
      guard let secondHost = second.hostView else {
        report(
          .notInstalled(
            constraint,
            reason: "\(second.displayName) is a layout guide with no owning view; "
              + "add it to a view with addLayoutGuide(_:) first"), near: first)
        return
      }
      guard let ancestor = nearestCommonAncestor(firstHost, secondHost) else {
        report(
          .noCommonAncestor(
            constraint, firstItem: first.displayName, secondItem: second.displayName),
          near: first)
        return
      }
      common = ancestor
      key = max(key, secondHost.creationSerial)
    }

    constraint.engineState.isActive = true
    constraint.engineState.installedOn = common
    constraint.engineState.installedIndex = common.installedConstraints.count
    constraint.engineState.firstIndex = first.activeConstraints.count
    constraint.engineState.secondIndex = -1
    if let second, second !== first {
      constraint.engineState.secondIndex = second.activeConstraints.count
    }
    // A constraint still in a solver from an earlier activation is rebuilt:
    // the tree may have changed in between.
    if constraint.engineState.solverToken != nil { constraint.engineState.needsReinstall = true }
    common.installedConstraints.append(constraint)
    appendActive(constraint, to: first)
    if let second, second !== first { appendActive(constraint, to: second) }

    // A tree outside any window that has no engine yet does not get one for
    // its constraints: the engine that takes the tree over (a window's, when
    // it joins one, or its own, when it is laid out alone) queues them as it
    // adopts the tree. A list's rows are built that way, an image's width
    // before it joins its row and the row before it joins the list: an
    // engine made for each and dropped at once was 2% of a stack list's build.
    let root = common.rootView
    guard let engine = root.engine ?? (root is Window ? root.layoutEngine : nil) else {
      // Margin guides are made now all the same (they are the views', not
      // the engine's).
      prepareSpecialAttribute(constraint.firstAttribute, of: first, nil)
      if let second { prepareSpecialAttribute(constraint.secondAttribute, of: second, nil) }
      return
    }
    engine.prepareItems(of: constraint)
    engine.enqueue(constraint, key: key)
  }

  /// Gives a constraint's items (and the views behind its margin and
  /// baseline attributes) their variables in this engine; does nothing for
  /// items that have them already.
  func prepareItems(of constraint: LayoutConstraint) {
    guard let first = constraint.firstItem else { return }
    let second = constraint.secondItem
    manage(first)
    if let second { manage(second) }
    Self.prepareSpecialAttribute(constraint.firstAttribute, of: first, self)
    if let second { Self.prepareSpecialAttribute(constraint.secondAttribute, of: second, self) }
  }

  /// Lists an active constraint on one of its items, with room for four at first.
  ///
  /// An item usually has four to eight active constraints; an array's own
  /// growth (room for 1, then 3, then 7) made that three allocations.
  @inline(__always)
  private static func appendActive(_ constraint: LayoutConstraint, to item: LayoutItem) {
    if item.activeConstraints.capacity == 0 { item.activeConstraints.reserveCapacity(4) }
    item.activeConstraints.append(constraint)
  }

  /// Makes sure the items behind margin and baseline attributes exist and
  /// are solved; without an engine, only that the margin guides exist (the
  /// engine that adopts the tree solves the baseline views).
  static func prepareSpecialAttribute(
    _ attribute: LayoutConstraint.Attribute, of item: LayoutItem, _ engine: LayoutEngine?
  ) {
    guard attribute.isMargin || attribute.isBaseline, let view = item as? View else { return }
    if attribute.isMargin {
      _ = view.layoutMarginsGuide
    } else if let engine {
      let target =
        attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
      if target !== view && target.isDescendant(of: view) { engine.manage(target) }
    }
  }

  /// Uninstalls a constraint; the solver forgets it at the next pass.
  static func deactivate(_ constraint: LayoutConstraint) {
    guard constraint.engineState.isActive else { return }
    if let host = constraint.engineState.installedOn {
      removeFromList(&host.installedConstraints, at: constraint.engineState.installedIndex) {
        $0.engineState.installedIndex = $1
      }
    }
    if let first = constraint.firstItem {
      removeReference(to: constraint, from: first, at: constraint.engineState.firstIndex)
    }
    if let second = constraint.secondItem, constraint.engineState.secondIndex >= 0 {
      removeReference(to: constraint, from: second, at: constraint.engineState.secondIndex)
    }
    constraint.engineState.isActive = false
    constraint.engineState.installedOn = nil
    constraint.engineState.installedIndex = -1
    constraint.engineState.firstIndex = -1
    constraint.engineState.secondIndex = -1
    constraint.engineState.solverToken?.engine?.enqueue(constraint)
  }

  /// Queues a constant or priority change for the solver; `priority` says
  /// the priority changed (a queued constraint may then belong to another
  /// install group).
  static func noteChange(_ constraint: LayoutConstraint, priority: Bool = false) {
    guard constraint.engineState.isActive else { return }
    if let engine = constraint.engineState.solverToken?.engine {
      engine.enqueue(constraint, priorityChanged: priority)
    } else if let host = constraint.engineState.installedOn, let engine = host.rootView.engine {
      // Not in a solver yet (or refused by it): the install uses the new
      // values. A tree without an engine queues it when one adopts the tree.
      engine.enqueue(constraint, priorityChanged: priority)
    }
  }

  /// Removes a constraint from an item's list of active constraints in O(1).
  private static func removeReference(
    to constraint: LayoutConstraint, from item: LayoutItem, at index: Int
  ) {
    removeFromList(&item.activeConstraints, at: index) { moved, newIndex in
      if moved.firstItem === item {
        moved.engineState.firstIndex = newIndex
      } else {
        moved.engineState.secondIndex = newIndex
      }
    }
  }

  /// Swap-removes the element at `index`, telling the moved element its new index.
  private static func removeFromList(
    _ list: inout [LayoutConstraint], at index: Int, moved: (LayoutConstraint, Int) -> Void
  ) {
    guard index >= 0, index < list.count else { return }
    let last = list.count - 1
    if index != last {
      list.swapAt(index, last)
      moved(list[index], index)
    }
    list.removeLast()
  }

  /// The nearest view that is an ancestor of both (a view is its own ancestor).
  static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
    // The usual cases first: one view, siblings, a view and its superview.
    if a === b { return a }
    let parentA = a.storedSuperview
    let parentB = b.storedSuperview
    if parentA === parentB { return parentA }
    if parentA === b { return b }
    if parentB === a { return a }
    var depthA = a.depth
    var depthB = b.depth
    var x: View? = a
    var y: View? = b
    while depthA > depthB {
      x = x?.storedSuperview
      depthA -= 1
    }
    while depthB > depthA {
      y = y?.storedSuperview
      depthB -= 1
    }
    while let left = x, let right = y {
      if left === right { return left }
      x = left.storedSuperview
      y = right.storedSuperview
    }
    return nil
  }

  /// Records a diagnostic in the engine of the tree `item` is in, if any.
  static func report(_ kind: LayoutDiagnostic.Kind, near item: LayoutItem?) {
    guard let host = item?.hostView else { return }
    host.rootView.layoutEngine.diagnostics.record(LayoutDiagnostic(kind))
  }
}
