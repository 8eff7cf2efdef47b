import Foundation

/// A chain stage that adjusts the constant and multiplier after the relation.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom).offset(8)
/// make.edges.equalToSuperview().inset(16)            // 16, 16, -16, -16
/// make.width.equalToSuperview().multipliedBy(0.5)
/// ```
///
/// `offset` adds the same amount to every attribute; `inset` moves each edge
/// inwards, negating it for bottom, right and trailing and shrinking widths
/// and heights by both sides. Both add to a constant the target gave
/// (`equalTo(10).offset(5)` is 15; SnapKit would replace it).
#if MainActorViews
  @preconcurrency @MainActor
#endif
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// Adds `amount` to every attribute's constant.
  @discardableResult
  public func offset(_ amount: some ConstraintOffsetTarget) -> ConstraintMakerEditable {
    description.offset += amount._constraintTarget.number
    return self
  }

  /// Moves every edge inwards by `amount`: a number (every side),
  /// `EdgeInsets` or `DirectionalEdgeInsets`.
  @discardableResult
  public func inset(_ amount: some ConstraintInsetTarget) -> ConstraintMakerEditable {
    description.inset = amount._constraintTarget.asInsets
    return self
  }

  /// Multiplies the target attribute: `equalToSuperview().multipliedBy(0.5)`.
  @discardableResult
  public func multipliedBy(_ amount: some ConstraintOffsetTarget) -> ConstraintMakerEditable {
    description.multiplier = amount._constraintTarget.number
    return self
  }

  /// Divides the target attribute: `equalToSuperview().dividedBy(3)`.
  ///
  /// Dividing by zero makes no constraint and records a
  /// ``ConstraintDiagnostic/Kind/invalidConstraint`` diagnostic.
  @discardableResult
  public func dividedBy(_ amount: some ConstraintOffsetTarget) -> ConstraintMakerEditable {
    description.multiplier = 1 / amount._constraintTarget.number
    return self
  }
}
