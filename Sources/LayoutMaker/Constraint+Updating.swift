import Foundation
import LayoutCore

// MARK: - Changing live constraints

extension Constraint {
  /// Sets every constant to `amount`.
  @discardableResult
  public func update(offset amount: some ConstraintOffsetTarget) -> Constraint {
    let value = amount._constraintTarget.number
    for constraint in layoutConstraints { constraint.constant = value }
    return self
  }

  /// Sets every constant to the inset its attribute takes from `amount`:
  /// bottom, right and trailing negated, widths and heights by both sides.
  @discardableResult
  public func update(inset amount: some ConstraintInsetTarget) -> Constraint {
    let insets = amount._constraintTarget.asInsets
    let direction = item?.makerLayoutDirection ?? .leftToRight
    for constraint in layoutConstraints {
      constraint.constant = insets.constant(for: constraint.firstAttribute, direction: direction)
    }
    return self
  }

  /// Sets the priority of every constraint to a named level.
  ///
  /// Unlike SnapKit, which ignores a change to or from required, the
  /// change always takes effect at the next layout pass.
  @discardableResult
  public func update(priority amount: ConstraintPriority) -> Constraint {
    for constraint in layoutConstraints { constraint.priority = LayoutPriority(amount.value) }
    return self
  }

  /// Sets the priority of every constraint from a number or a `LayoutPriority`.
  @discardableResult
  public func update(priority amount: some ConstraintPriorityTarget) -> Constraint {
    update(priority: ConstraintPriority(amount._constraintPriority))
  }

  /// Sets the multiplier of every constraint, which SnapKit cannot do.
  ///
  /// A multiplier is fixed in a `LayoutConstraint`, so each one is
  /// replaced by a copy with the new multiplier, active if it was; read
  /// ``layoutConstraints`` again afterwards. A multiplier that is not
  /// finite changes nothing and records a diagnostic.
  @discardableResult
  public func update(multiplier amount: some ConstraintOffsetTarget) -> Constraint {
    let value = amount._constraintTarget.number
    for index in layoutConstraints.indices {
      replace(at: index, multiplier: value, file: #fileID, line: #line)
    }
    return self
  }

  /// Replaces the constraint at `index` by a copy with another multiplier.
  func replace(at index: Int, multiplier: CGFloat, file: StaticString, line: UInt) {
    let old = layoutConstraints[index]
    guard old.multiplier != multiplier, let first = old.firstItem else { return }
    do {
      let new = try LayoutConstraint.make(
        item: first, attribute: old.firstAttribute, relatedBy: old.relation,
        toItem: old.secondItem, attribute: old.secondAttribute, multiplier: multiplier,
        constant: old.constant, priority: old.priority, identifier: old.identifier,
        file: old.file, line: old.line)
      if old.isActive {
        old.isActive = false
        new.isActive = true
      }
      layoutConstraints[index] = new
    } catch {
      ConstraintDiagnostics.report(
        ConstraintDiagnostic(
          kind: .invalidConstraint, message: error.description, file: "\(file)", line: line),
        for: first)
    }
  }
}
