import Foundation
import LayoutCore

// MARK: - Normalising a relation

extension AnchorTerm {
  /// The constraint `self relation other`, solved for this term's anchor.
  ///
  /// Both sides are linear, `m₁·a + c₁ ⋈ m₂·b + c₂`, so the constraint is
  /// exactly `a ⋈' (m₂/m₁)·b + (c₂ − c₁)/m₁`, with the relation flipped
  /// when `m₁` is negative (dividing an inequality by a negative number).
  /// Pass `nil` for `other` to relate to the constant `constant` alone.
  func relate(
    _ relation: LayoutConstraint.Relation, to other: AnchorTerm?, constant: CGFloat = 0
  ) -> LayoutConstraint {
    precondition(
      multiplier != 0 && multiplier.isFinite,
      "The left-hand side of a constraint multiplies its anchor by \(multiplier); "
        + "the anchor must stay in the equation with a finite, non-zero factor")
    let rhsMultiplier = other?.multiplier ?? 0
    let rhsConstant = (other?.constant ?? 0) + constant
    var normalised = relation
    if multiplier < 0 {
      switch relation {
      case .lessThanOrEqual: normalised = .greaterThanOrEqual
      case .greaterThanOrEqual: normalised = .lessThanOrEqual
      default: break
      }
    }
    do {
      // Constraints made here are user constraints; locations point at this
      // module because operators cannot capture their caller's line.
      return try LayoutConstraint.make(
        item: item, attribute: attribute, relatedBy: normalised,
        toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
        multiplier: other == nil ? 1 : rhsMultiplier / multiplier,
        constant: (rhsConstant - self.constant) / multiplier,
        file: #fileID, line: #line)
    } catch {
      // The type system rules out mixed families; what is left is a bad
      // number (division by zero, a zero factor on a position): API misuse.
      preconditionFailure("\(error)")
    }
  }
}
