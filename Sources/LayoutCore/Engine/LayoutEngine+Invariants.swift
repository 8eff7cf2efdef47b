// MARK: - Invariants

extension LayoutEngine {
  /// What is wrong with the engine's bookkeeping of its tree, or nil when
  /// its lists, slots and queues agree.
  ///
  /// Activation and removal are O(1) because every active constraint
  /// remembers its place in three lists (its view's installed constraints
  /// and each item's active constraints) and the lists are swap-removed; a
  /// stale place breaks a later removal far from its cause. The checked
  /// build (`AUTOLAYOUT_CHECKED`) calls this after layout passes (see
  /// `checkAfterPass()`); tests call it directly. It walks the whole tree.
  func invariantViolation() -> String? {
    if !isInPass {
      // A finished pass leaves nothing queued: what is queued now came after it.
      if constraintQueue.entryCount != constraintQueue.count {
        return "the constraint queue counts \(constraintQueue.count) but holds \(constraintQueue.entryCount)"
      }
    }
    var stack: [View] = [root]
    while let view = stack.popLast() {
      let viewAddress = Borrowed(view).address
      for (index, constraint) in view.installedConstraints.enumerated() {
        let state = constraint.engineState
        guard state.isActive, state.installedIndex == index,
          state.installedOnReference?.toOpaque() == viewAddress
        else {
          return "\(constraint) is at \(index) of \(view.displayName)'s installed constraints, "
            + "but its state says active \(state.isActive), index \(state.installedIndex)"
        }
        if let violation = Self.listViolation(constraint) { return violation }
      }
      if let violation = Self.activeListViolation(of: view) { return violation }
      for guide in view.storedLayoutGuides {
        if let violation = Self.activeListViolation(of: guide) { return violation }
      }
      for subview in view.storedSubviews {
        if subview.superviewReference?.toOpaque() != viewAddress {
          return "\(subview.displayName) is a subview of \(view.displayName) but links to another superview"
        }
        stack.append(subview)
      }
    }
    return nil
  }

  /// Whether an item's active constraints each name the item at the place
  /// they remember for it.
  private static func activeListViolation(of item: LayoutItem) -> String? {
    let address = Borrowed(item).address
    for (index, reference) in item.activeConstraintList.enumerated() {
      let constraint = reference.takeUnretainedValue()
      let state = constraint.engineState
      let asFirst = constraint.firstReference.unmanaged?.toOpaque() == address && state.firstIndex == index
      let asSecond = constraint.secondReference?.unmanaged?.toOpaque() == address && state.secondIndex == index
      guard state.isActive, asFirst || asSecond else {
        return "\(constraint) is at \(index) of \(item.displayName)'s active constraints, "
          + "but its state says active \(state.isActive), first index \(state.firstIndex), "
          + "second index \(state.secondIndex)"
      }
    }
    return nil
  }

  /// Whether an active constraint is where it remembers being in its
  /// items' lists (its second item's only when that is another item).
  static func listViolation(_ constraint: LayoutConstraint) -> String? {
    let state = constraint.engineState
    guard state.isActive else {
      if state.installedIndex != -1 || state.firstIndex != -1 || state.secondIndex != -1
        || state.installedOnReference != nil
      {
        return "\(constraint) is inactive but keeps its places in lists"
      }
      return nil
    }
    func holds(_ reference: ItemReference?, at index: Int) -> Bool {
      guard let item = reference?.borrowed else { return false }
      return item.read { item in
        index >= 0 && index < item.activeConstraintList.count
          && item.activeConstraintList[index].toOpaque() == Borrowed(constraint).address
      }
    }
    if !holds(constraint.firstReference, at: state.firstIndex) {
      return "\(constraint) is not at \(state.firstIndex) of its first item's active constraints"
    }
    if state.secondIndex >= 0 && !holds(constraint.secondReference, at: state.secondIndex) {
      return "\(constraint) is not at \(state.secondIndex) of its second item's active constraints"
    }
    if let host = state.installedOnReference.mapped(Borrowed.init) {
      let index = state.installedIndex
      let installed = host.read { host in
        index >= 0 && index < host.installedConstraints.count && host.installedConstraints[index] === constraint
      }
      if !installed { return "\(constraint) is not at \(index) of its view's installed constraints" }
    }
    return nil
  }

  /// Traps with the violation, if any (see ``invariantViolation()``).
  func checkInvariants() {
    if let violation = invariantViolation() { preconditionFailure("LayoutEngine: \(violation)") }
  }

  /// Traps when an activated or deactivated constraint's places in its
  /// lists are wrong (see ``listViolation(_:)``): O(1), so the checked
  /// build runs it on every activation and deactivation.
  static func checkPlaces(of constraint: LayoutConstraint) {
    if let violation = listViolation(constraint) { preconditionFailure("LayoutEngine: \(violation)") }
  }

  #if AUTOLAYOUT_CHECKED
    /// Checks the tree after a layout pass: after every pass while it is
    /// small, then once every `constraints / 64` passes, so that a checked
    /// test that drags a 10,000-view screen still runs in seconds.
    func checkAfterPass() {
      passesSinceCheck += 1
      guard passesSinceCheck * 64 >= solver.constraintCount else { return }
      passesSinceCheck = 0
      checkInvariants()
    }
  #endif
}
