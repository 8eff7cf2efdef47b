import LayoutCore

/// A chain stage that sets the priority; required (1000) unless set.
///
/// ```swift
/// make.width.equalTo(200).priority(.high)
/// make.height.equalTo(44).priority(999)
/// ```
#if MainActorViews
  @preconcurrency @MainActor
#endif
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// Sets a named priority: `.required`, `.high`, `.medium`, `.low`.
  @discardableResult
  public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
    description.priority = LayoutPriority(amount.value)
    return self
  }

  /// Sets the priority from a number or a `LayoutPriority`.
  @discardableResult
  public func priority(_ amount: some ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
    description.priority = LayoutPriority(amount._constraintPriority)
    return self
  }
}
