import LayoutCore

// MARK: - Constraint Builder's priority spellings

extension LayoutConstraint {
  /// Sets the priority and returns the constraint, for chaining:
  /// `(a.width == 100).setPriority(999)`.
  @discardableResult
  public func setPriority(_ priority: LayoutPriority) -> LayoutConstraint {
    self.priority = priority
    return self
  }

  /// Sets the priority and returns the constraint: `(a.width == 100).priority(.defaultHigh)`.
  ///
  /// The same as ``setPriority(_:)``; Constraint Builder offers both names.
  @discardableResult
  public func priority(_ priority: LayoutPriority) -> LayoutConstraint {
    setPriority(priority)
  }
}

extension Array where Element == LayoutConstraint {
  /// Sets the priority of every constraint and returns them:
  /// `(a.edges == b.edges).setPriority(999)`.
  @discardableResult
  public func setPriority(_ priority: LayoutPriority) -> [LayoutConstraint] {
    for constraint in self { constraint.priority = priority }
    return self
  }

  /// Sets the priority of every constraint and returns them:
  /// `Constraints { … }.priority(.defaultLow)`.
  @discardableResult
  public func priority(_ priority: LayoutPriority) -> [LayoutConstraint] {
    setPriority(priority)
  }
}

nonisolated extension LayoutPriority {
  /// A priority from its raw value, as Constraint Builder spells it:
  /// `a.width == 100 ~ .priority(404)`.
  public static func priority(_ value: Float) -> LayoutPriority {
    LayoutPriority(value)
  }
}

// MARK: - Preparing views

extension View {
  /// Turns off `translatesAutoresizingMaskIntoConstraints`, so that the
  /// view is placed by constraints only, and returns the view.
  ///
  /// Constraint Builder's spelling. `activate()` and `Constraints { }.activate()`
  /// do this for the views they place; call it for views you constrain
  /// with anchors or in other modules.
  @discardableResult
  public func enableAutoLayout() -> Self {
    translatesAutoresizingMaskIntoConstraints = false
    return self
  }
}
