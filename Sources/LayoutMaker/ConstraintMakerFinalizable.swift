/// The last chain stage: a label for descriptions, and the handle.
///
/// ```swift
/// let top = make.top.equalToSuperview().labeled("banner-top").constraint
/// ```
#if MainActorViews
  @preconcurrency @MainActor
#endif
public class ConstraintMakerFinalizable {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The chain's description, shared by all its stages.
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) { self.description = description }

  /// Names the constraints: sets their `LayoutConstraint.identifier`.
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    description.label = label
    return self
  }

  /// The handle of the constraints this chain makes, to change them later.
  public var constraint: Constraint { description.makeConstraint() }
}
