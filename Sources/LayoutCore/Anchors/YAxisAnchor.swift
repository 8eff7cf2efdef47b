import Foundation

/// An anchor for a vertical position (top, bottom, centerY, baselines), as
/// UIKit's `NSLayoutYAxisAnchor`.
public final class YAxisAnchor: LayoutAnchor<YAxisAnchor> {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// A constraint that puts this anchor the system spacing below `anchor`:
  /// `self == anchor + 8 × multiplier`.
  ///
  /// The system spacing is 8 points; UIKit derives the spacing between
  /// baselines from fonts, which a headless engine does not have.
  @inlinable public func constraint(
    equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.equal, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }

  /// A constraint that keeps this anchor at least the system spacing below `anchor`.
  @inlinable public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }

  /// A constraint that keeps this anchor at most the system spacing below `anchor`.
  @inlinable public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }

  /// A dimension that is the distance from this anchor down to
  /// `otherAnchor`, as UIKit's `anchorWithOffset(to:)`: constrain it like a
  /// height. Positive when `otherAnchor` is below this one.
  ///
  /// ```swift
  /// // the title sits a third of the way down the card
  /// let above = card.topAnchor.anchorWithOffset(to: title.centerYAnchor)
  /// above.constraint(equalTo: card.heightAnchor, multiplier: 1.0 / 3).isActive = true
  /// ```
  public func anchorWithOffset(
    to otherAnchor: YAxisAnchor, file: StaticString = #fileID, line: UInt = #line
  ) -> DimensionAnchor {
    OffsetGuide.dimension(from: self, to: otherAnchor, file: file, line: line)
  }
}
