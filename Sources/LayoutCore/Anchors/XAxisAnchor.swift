import Foundation

// MARK: - X-axis anchors

extension LayoutAnchor where Kind == LayoutAnchorKind.XAxis {
  /// A constraint that puts this anchor the system spacing after `anchor`:
  /// `self == anchor + 8 × multiplier`.
  ///
  /// The system spacing is 8 points, UIKit's standard space between sibling
  /// views. Use it with leading and trailing anchors: the space is towards
  /// the trailing edge, so it flips in right-to-left layouts.
  public func constraint(
    equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.equal, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }

  /// A constraint that keeps this anchor at least the system spacing after `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }

  /// A constraint that keeps this anchor at most the system spacing after `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier, file: file, line: line)
  }
}

/// UIKit's standard spacing between sibling views, in points.
let systemSpacing: CGFloat = 8
