import Foundation

// MARK: - Activating and deactivating constraints

extension LayoutEngine {
  /// Installs a constraint on the nearest common ancestor of its items and
  /// queues it for the solver; records a diagnostic when it cannot.
  static func activate(_ constraint: LayoutConstraint) {
    // An invalid constraint was reported when it was made; it never activates.
    guard !constraint.engineState.isActive, constraint.kind != .invalid else { return }
    guard let first = constraint.firstReference.borrowed else {
      report(
        .notInstalled(constraint, reason: "its first item no longer exists"),
        near: constraint.secondItem)
      return
    }
    let second = constraint.secondReference?.borrowed
    if constraint.secondAttribute != .notAnAttribute && second == nil {
      report(.notInstalled(constraint, reason: "its second item no longer exists"), near: first.object)
      return
    }
    // The items, their host views and the engine are borrowed, not retained:
    // each retain and release is an atomic operation, and activation made
    // about eight a constraint that held nothing. Nothing here frees them:
    // the items are in the caller's tree, which keeps their host views, and
    // the tree's root keeps its engine.
    first.read { first in
      if let second {
        second.read { second in activate(constraint, first, second) }
      } else {
        activate(constraint, first, nil)
      }
    }
  }

  /// Activates a constraint whose items exist.
  private static func activate(_ constraint: LayoutConstraint, _ first: LayoutItem, _ second: LayoutItem?) {
    guard let firstHost = first.borrowedHost else {
      report(
        .notInstalled(
          constraint,
          reason: "\(first.displayName) is a layout guide with no owning view; "
            + "add it to a view with addLayoutGuide(_:) first"), near: second)
      return
    }
    var common = firstHost
    var key = firstHost.read { $0.creationSerial }
    if let second {
      guard let secondHost = second.borrowedHost else {
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
      if second.installsWithHost {
        key = secondHost.read { $0.creationSerial }
      } else if !first.installsWithHost {
        key = max(key, secondHost.read { $0.creationSerial })
      }
    }
    common.read { common in
      activate(constraint, first, second, installedOn: common, key: key)
    }
  }

  /// Records an active constraint on its view and items, and queues it in
  /// the engine of their tree.
  private static func activate(
    _ constraint: LayoutConstraint, _ first: LayoutItem, _ second: LayoutItem?,
    installedOn common: View, key: Int
  ) {
    constraint.engineState.isActive = true
    constraint.engineState.installedOn = common
    constraint.engineState.installedIndex = common.installedConstraints.count
    constraint.engineState.firstIndex = first.activeConstraintList.count
    // The second item borrowed, when it is another item: bound with
    // `if let`, it was retained and released around its list's append.
    let otherSecond = second.mapped(Borrowed.init).flatMapped { $0 === Borrowed(first) ? nil : $0 }
    constraint.engineState.secondIndex = otherSecond?.read { $0.activeConstraintList.count } ?? -1
    // A constraint still in a solver from an earlier activation is rebuilt:
    // the tree may have changed in between.
    if constraint.engineState.solverToken != nil { constraint.engineState.needsReinstall = true }
    common.installedConstraints.append(constraint)
    appendActive(constraint, to: first)
    otherSecond?.read { appendActive(constraint, to: $0) }
    #if AUTOLAYOUT_CHECKED
      checkPlaces(of: constraint)
    #endif

    // A tree outside any window that has no engine yet does not get one for
    // its constraints: the engine that takes the tree over (a window's, when
    // it joins one, or its own, when it is laid out alone) queues them as it
    // adopts the tree. A list's rows are built that way, an image's width
    // before it joins its row and the row before it joins the list: an
    // engine made for each and dropped at once was 2% of a stack list's build.
    let engine = common.borrowedRoot.read { root in
      (root.engine ?? (root is Window ? root.layoutEngine : nil)).mapped { Borrowed(Unmanaged.passUnretained($0)) }
    }
    guard let engine else {
      // Margin guides are made now all the same (they are the views', not
      // the engine's).
      prepareSpecialAttribute(constraint.firstAttribute, of: first, nil)
      if let second { prepareSpecialAttribute(constraint.secondAttribute, of: second, nil) }
      return
    }
    engine.read { engine in
      engine.prepareItems(constraint.firstAttribute, first, constraint.secondAttribute, second)
      engine.enqueue(constraint, key: key)
    }
  }

  /// Gives a constraint's items (and the views behind its margin and
  /// baseline attributes) their variables in this engine; does nothing for
  /// items that have them already.
  func prepareItems(of constraint: LayoutConstraint) {
    guard let first = constraint.firstItem else { return }
    prepareItems(constraint.firstAttribute, first, constraint.secondAttribute, constraint.secondItem)
  }

  /// ``prepareItems(of:)`` for items the caller already has.
  func prepareItems(
    _ firstAttribute: LayoutConstraint.Attribute, _ first: LayoutItem,
    _ secondAttribute: LayoutConstraint.Attribute, _ second: LayoutItem?
  ) {
    manage(first)
    Self.prepareSpecialAttribute(firstAttribute, of: first, self)
    // Borrowed: an optional bound with `if let` was retained around the calls.
    second.mapped(Borrowed.init)?.read { second in
      manage(second)
      Self.prepareSpecialAttribute(secondAttribute, of: second, self)
    }
  }

  /// Lists an active constraint on one of its items, with room for four at first.
  ///
  /// An item usually has four to eight active constraints; an array's own
  /// growth (room for 1, then 3, then 7) made that three allocations.
  @inline(__always)
  private static func appendActive(_ constraint: LayoutConstraint, to item: LayoutItem) {
    if item.activeConstraintList.capacity == 0 { item.activeConstraintList.reserveCapacity(4) }
    item.activeConstraintList.append(Unmanaged.passUnretained(constraint))
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
  ///
  /// `leavingHostList` is for a view that is being freed: its own list of
  /// installed constraints goes with it, so the constraint is not taken out.
  static func deactivate(_ constraint: LayoutConstraint, leavingHostList: Bool = false) {
    guard constraint.engineState.isActive else { return }
    if !leavingHostList, let host = constraint.engineState.installedOn {
      removeFromList(&host.installedConstraints, at: constraint.engineState.installedIndex) {
        $0.engineState.installedIndex = $1
      }
    }
    // The items are borrowed (see `activate`): a strong reference to each
    // was a retain and a release, and when a screen closes, a write to
    // every item out of the cache.
    constraint.firstReference.borrowed?.read { first in
      removeReference(to: constraint, from: first, at: constraint.engineState.firstIndex)
    }
    if constraint.engineState.secondIndex >= 0 {
      constraint.secondReference?.borrowed?.read { second in
        removeReference(to: constraint, from: second, at: constraint.engineState.secondIndex)
      }
    }
    constraint.engineState.isActive = false
    constraint.engineState.installedOn = nil
    constraint.engineState.installedIndex = -1
    constraint.engineState.firstIndex = -1
    constraint.engineState.secondIndex = -1
    constraint.engineState.solverToken?.engine?.enqueue(constraint)
    #if AUTOLAYOUT_CHECKED
      checkPlaces(of: constraint)
    #endif
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
    let address = Borrowed(item).address
    removeFromList(&item.activeConstraintList, at: index) { moved, newIndex in
      Borrowed(moved).read { moved in
        if moved.firstReference.unmanaged?.toOpaque() == address {
          moved.engineState.firstIndex = newIndex
        } else {
          moved.engineState.secondIndex = newIndex
        }
      }
    }
  }

  /// Swap-removes the element at `index`, telling the moved element its new index.
  private static func removeFromList<Element>(
    _ list: inout [Element], at index: Int, moved: (Element, Int) -> Void
  ) {
    guard index >= 0, index < list.count else { return }
    let last = list.count - 1
    if index != last {
      // Through the buffer: the array's own `swapAt` copies both elements,
      // a retain and a release each; the buffer's moves them.
      list.withMutableBuffer { $0.swapAt(index, last) }
      moved(list[index], index)
    }
    list.removeLast()
  }

  /// The nearest view that is an ancestor of both (a view is its own
  /// ancestor), walked without retaining the views on the way (they are all
  /// in the tree the caller holds).
  static func nearestCommonAncestor(_ a: Borrowed<View>, _ b: Borrowed<View>) -> Borrowed<View>? {
    func parent(_ view: Borrowed<View>) -> Borrowed<View>? { view.read { $0.borrowedSuperview } }
    func same(_ x: Borrowed<View>?, _ y: Borrowed<View>?) -> Bool { x?.address == y?.address }
    // The usual cases first: one view, siblings, a view and its superview.
    if same(a, b) { return a }
    let parentA = parent(a)
    let parentB = parent(b)
    if same(parentA, parentB) { return parentA }
    if same(parentA, b) { return b }
    if same(parentB, a) { return a }
    var depthA = a.read { $0.depth }
    var depthB = b.read { $0.depth }
    var x: Borrowed<View>? = a
    var y: Borrowed<View>? = b
    while depthA > depthB {
      x = x.flatMapped(parent)
      depthA -= 1
    }
    while depthB > depthA {
      y = y.flatMapped(parent)
      depthB -= 1
    }
    while let left = x, let right = y {
      if same(left, right) { return left }
      x = parent(left)
      y = parent(right)
    }
    return nil
  }

  /// Records a diagnostic in the engine of the tree `item` is in, if any.
  static func report(_ kind: LayoutDiagnostic.Kind, near item: LayoutItem?) {
    guard let host = item?.hostView else { return }
    host.rootView.layoutEngine.diagnostics.record(LayoutDiagnostic(kind))
  }

  /// Records a constraint UIKit would refuse with an exception in the tree
  /// of `item`; with no tree to take it (no view or guide given, or a guide
  /// with no owning view), writes it to standard error, where UIKit's
  /// exception message would appear.
  static func reportInvalid(reason: String, location: String, near item: LayoutItem?) {
    let kind = LayoutDiagnostic.Kind.invalidConstraint(reason: reason, location: location)
    if let host = item?.hostView {
      host.rootView.layoutEngine.diagnostics.record(LayoutDiagnostic(kind))
    } else {
      FileHandle.standardError.write(Data((LayoutDiagnostic(kind).description + "\n").utf8))
    }
  }
}
