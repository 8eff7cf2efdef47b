import LayoutCore

// MARK: - Activating groups

extension Array where Element == LayoutConstraint {
  /// Activates every constraint at once, after turning off
  /// `translatesAutoresizingMaskIntoConstraints` of the views they place.
  ///
  /// ```swift
  /// Constraints { a.edges == b.edges }.activate()
  /// ```
  ///
  /// The view placed by a constraint is its first item, unless that view
  /// contains the second item (`container.centerXY == child.centerXY`
  /// places `child`): a container keeps its own frame.
  /// Constraints still carrying this module's location take the caller's.
  public func activate(file: StaticString = #fileID, line: UInt = #line) {
    for constraint in self {
      constraint.stampCallSite(file: file, line: line)
      constraint.turnOffAutoresizingOfPlacedView()
    }
    LayoutConstraint.activate(self)
  }

  /// Deactivates every constraint at once.
  public func deactivate() {
    LayoutConstraint.deactivate(self)
  }
}

// MARK: - Activating one constraint

extension LayoutConstraint {
  /// Activates the constraint, after turning off
  /// `translatesAutoresizingMaskIntoConstraints` of the view it places.
  ///
  /// ```swift
  /// (avatar.width == 64).activate()
  /// ```
  /// A constraint still carrying this module's location takes the caller's.
  public func activate(file: StaticString = #fileID, line: UInt = #line) {
    stampCallSite(file: file, line: line)
    turnOffAutoresizingOfPlacedView()
    isActive = true
  }

  /// Deactivates the constraint.
  public func deactivate() {
    isActive = false
  }

  /// Records the DSL caller's location on a constraint an operator made here.
  ///
  /// Operators are plain functions and cannot take `#fileID` defaults, so the
  /// constraints they make carry this module's location until an entry point
  /// the user called (`Constraints`, `activate`) replaces it.
  func stampCallSite(file: StaticString, line: UInt) {
    moveCallSite(to: file, line: line, ifMadeIn: "LayoutOperators/")
  }

  /// Turns off the autoresizing constraints of the view this constraint places.
  func turnOffAutoresizingOfPlacedView() {
    // A guide has no autoresizing mask; its owning view is placed by others.
    guard let first = firstItem as? View else { return }
    if let second = secondItem as? View, second !== first, second.isDescendant(of: first) {
      second.translatesAutoresizingMaskIntoConstraints = false
    } else if let guide = secondItem as? LayoutGuide, let owner = guide.owningView,
      owner !== first, owner.isDescendant(of: first)
    {
      owner.translatesAutoresizingMaskIntoConstraints = false
    } else {
      first.translatesAutoresizingMaskIntoConstraints = false
    }
  }
}
