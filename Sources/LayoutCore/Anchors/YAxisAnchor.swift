import Foundation

// MARK: - Y-axis anchors

extension LayoutAnchor where Kind == LayoutAnchorKind.YAxis {
  /// A constraint that puts this anchor the system spacing below `anchor`:
  /// `self == anchor + 8 × multiplier`.
  ///
  /// The system spacing is 8 points; UIKit derives the spacing between
  /// baselines from fonts, which a headless engine does not have.
  public func constraint(
    equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.equal, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }

  /// A constraint that keeps this anchor at least the system spacing below `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }

  /// A constraint that keeps this anchor at most the system spacing below `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }
}
