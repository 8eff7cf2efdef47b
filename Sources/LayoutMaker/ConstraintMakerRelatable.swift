import LayoutCore

/// A chain stage that takes the relation and its target: `equalTo`,
/// `lessThanOrEqualTo`, `greaterThanOrEqualTo` and their superview forms.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom)
/// make.width.lessThanOrEqualTo(320)
/// make.edges.equalToSuperview { $0.safeAreaLayoutGuide }
/// ```
///
/// Each call captures its `file` and `line` for constraint descriptions and
/// ``ConstraintDiagnostic``s.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public class ConstraintMakerRelatable {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The chain's description, shared by all its stages.
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) { self.description = description }

  /// Records the relation and target and moves to the editing stage.
  private func relate(
    _ relation: LayoutConstraint.Relation, to target: _ConstraintTarget?, file: StaticString,
    line: UInt
  ) -> ConstraintMakerEditable {
    description.relation = relation
    description.target = target
    description.file = file
    description.line = line
    return ConstraintMakerEditable(description)
  }

  /// The superview's target (nil with a diagnostic when there is none).
  private func superviewTarget(
    _ choose: (View) -> any ConstraintRelatableTarget, file: StaticString, line: UInt
  ) -> _ConstraintTarget? {
    guard let parent = description.item.makerParent else {
      ConstraintDiagnostics.report(
        ConstraintDiagnostic(
          kind: .missingSuperview,
          message: "\(description.item.layoutDebugName) has no superview to relate "
            + "\(description.attributes.layoutAttributes.map(\.description)) to; no constraint was made",
          file: "\(file)", line: line),
        for: description.item)
      return nil
    }
    return choose(parent)._constraintTarget
  }

  // MARK: - Relations

  /// Makes the attributes equal to `other`.
  @discardableResult
  public func equalTo(
    _ other: any ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.equal, to: other._constraintTarget, file: file, line: line)
  }

  /// Keeps the attributes at most `other`.
  @discardableResult
  public func lessThanOrEqualTo(
    _ other: any ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, to: other._constraintTarget, file: file, line: line)
  }

  /// Keeps the attributes at least `other`.
  @discardableResult
  public func greaterThanOrEqualTo(
    _ other: any ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, to: other._constraintTarget, file: file, line: line)
  }

  // MARK: - Superview relations

  /// Makes the attributes equal to the same attributes of the superview
  /// (a guide's owning view).
  ///
  /// Without a superview no constraint is made and a
  /// ``ConstraintDiagnostic/Kind/missingSuperview`` diagnostic is recorded.
  @discardableResult
  public func equalToSuperview(file: StaticString = #fileID, line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relate(.equal, to: superviewTarget({ $0 }, file: file, line: line), file: file, line: line)
  }

  /// Makes the attributes equal to what `choose` picks from the superview:
  /// `equalToSuperview { $0.safeAreaLayoutGuide }`.
  @discardableResult
  public func equalToSuperview(
    file: StaticString = #fileID, line: UInt = #line,
    _ choose: (View) -> any ConstraintRelatableTarget
  ) -> ConstraintMakerEditable {
    relate(.equal, to: superviewTarget(choose, file: file, line: line), file: file, line: line)
  }

  /// Keeps the attributes at most the superview's.
  @discardableResult
  public func lessThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relate(
      .lessThanOrEqual, to: superviewTarget({ $0 }, file: file, line: line), file: file, line: line)
  }

  /// Keeps the attributes at most what `choose` picks from the superview.
  @discardableResult
  public func lessThanOrEqualToSuperview(
    file: StaticString = #fileID, line: UInt = #line,
    _ choose: (View) -> any ConstraintRelatableTarget
  ) -> ConstraintMakerEditable {
    relate(
      .lessThanOrEqual, to: superviewTarget(choose, file: file, line: line), file: file,
      line: line)
  }

  /// Keeps the attributes at least the superview's.
  @discardableResult
  public func greaterThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relate(
      .greaterThanOrEqual, to: superviewTarget({ $0 }, file: file, line: line), file: file,
      line: line)
  }

  /// Keeps the attributes at least what `choose` picks from the superview.
  @discardableResult
  public func greaterThanOrEqualToSuperview(
    file: StaticString = #fileID, line: UInt = #line,
    _ choose: (View) -> any ConstraintRelatableTarget
  ) -> ConstraintMakerEditable {
    relate(
      .greaterThanOrEqual, to: superviewTarget(choose, file: file, line: line), file: file,
      line: line)
  }
}
