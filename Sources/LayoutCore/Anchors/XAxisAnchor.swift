import Foundation

/// An anchor for a horizontal position (left, right, leading, trailing,
/// centerX), as UIKit's `NSLayoutXAxisAnchor`.
public final class XAxisAnchor: LayoutAnchor<XAxisAnchor> {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// A constraint that puts this anchor the system spacing after `anchor`:
  /// `self == anchor + 8 × multiplier`.
  ///
  /// The system spacing is 8 points, UIKit's standard space between sibling
  /// views. Use it with leading and trailing anchors: the space is towards
  /// the trailing edge, so it flips in right-to-left layouts.
  @inlinable public func constraint(
    equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.equal, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }

  /// A constraint that keeps this anchor at least the system spacing after `anchor`.
  @inlinable public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }

  /// A constraint that keeps this anchor at most the system spacing after `anchor`.
  @inlinable public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }

  /// A dimension that is the distance from this anchor to `otherAnchor`, as
  /// UIKit's `anchorWithOffset(to:)`: constrain it like a width.
  ///
  /// ```swift
  /// // the gap between the two labels is half the gap after the second
  /// let first = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
  /// let second = b.trailingAnchor.anchorWithOffset(to: container.trailingAnchor)
  /// first.constraint(equalTo: second, multiplier: 0.5).isActive = true
  /// ```
  ///
  /// The distance is positive when `otherAnchor` lies towards the trailing
  /// edge (for leading, trailing and centerX anchors; towards the right for
  /// left and right ones). It is measured by a hidden layout guide spanning
  /// the two anchors, added to their items' nearest common ancestor.
  public func anchorWithOffset(
    to otherAnchor: XAxisAnchor, file: StaticString = #fileID, line: UInt = #line
  ) -> DimensionAnchor {
    OffsetGuide.dimension(from: self, to: otherAnchor, file: file, line: line)
  }
}

/// UIKit's standard spacing between sibling views, in points.
@usableFromInline let systemSpacing: CGFloat = 8
