import Foundation

// MARK: - Arranged subviews

extension StackView {
  /// The views the stack lays out, in order; hidden ones included.
  public var arrangedSubviews: [View] { storedArrangedSubviews }

  /// Adds a view at the end of the arranged subviews, and as a subview if
  /// it is not one yet.
  ///
  /// A view that is already arranged moves to the end.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: storedArrangedSubviews.count)
  }

  /// Inserts a view into the arranged subviews at an index, clamped to
  /// `0...arrangedSubviews.count` (UIKit raises an exception instead).
  ///
  /// The view becomes a subview if it is not one, with
  /// ``View/translatesAutoresizingMaskIntoConstraints`` turned off. A view
  /// that is already arranged moves to the index.
  public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    // Only a view already arranged here is searched for: adding new rows
    // one by one stays linear in the list.
    if isArranged(view), let old = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
      storedArrangedSubviews.remove(at: old)
      arrangementEdits &+= 1
    }
    let index = min(max(stackIndex, 0), storedArrangedSubviews.count)
    if index < storedArrangedSubviews.count { arrangementEdits &+= 1 }
    storedArrangedSubviews.insert(view, at: index)
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    // After `addSubview`: leaving its old superview clears the flag.
    view.isArrangedBySuperview = true
    setNeedsUpdateConstraints()
  }

  /// Removes a view from the arranged subviews; it stays a subview, as in
  /// UIKit. Call ``View/removeFromSuperview()`` to take it out of the stack.
  public func removeArrangedSubview(_ view: View) {
    guard isArranged(view) else { return }
    dropArranged(view)
  }

  /// Whether a view is one of the arranged subviews.
  /// - Complexity: O(1): arranged views are always subviews (a view that
  ///   leaves the stack leaves its arranged subviews), so a flag on the view
  ///   answers.
  func isArranged(_ view: View) -> Bool {
    view.storedSuperview === self && view.isArrangedBySuperview
  }

  /// Forgets an arranged view and its custom spacing.
  func dropArranged(_ view: View) {
    storedArrangedSubviews.removeAll { $0 === view }
    view.isArrangedBySuperview = false
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementEdits &+= 1
    // Its stack constraints end now, not at the next pass, so that a view
    // taken out keeps no constraints to the stack. They are found among the
    // view's own few active constraints (this stack's are installed on it;
    // the view's own arrangement, if it is a stack, is installed on the
    // view): searching the stack's whole arrangement made taking n rows out
    // of a list one by one O(n²).
    let named = view.activeConstraints
    for constraint in named
    where constraint.kind == .stackView && constraint.engineState.installedOn === self {
      constraint.isActive = false
    }
    setNeedsUpdateConstraints()
  }
}
