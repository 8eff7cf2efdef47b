import Foundation

/// An anchor for a size (width, height), as UIKit's `NSLayoutDimension`.
public final class DimensionAnchor: LayoutAnchor<DimensionAnchor> {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// A constraint that fixes this dimension: `self == constant`.
  ///
  /// ```swift
  /// avatar.widthAnchor.constraint(equalToConstant: 64)
  /// ```
  @inlinable public func constraint(
    equalToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.equal, to: nil, constant: constant, file: file, line: line)
  }

  /// A constraint that keeps this dimension at least `constant`.
  @inlinable public func constraint(
    greaterThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, to: nil, constant: constant, file: file, line: line)
  }

  /// A constraint that keeps this dimension at most `constant`.
  @inlinable public func constraint(
    lessThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, to: nil, constant: constant, file: file, line: line)
  }

  /// A constraint that makes this dimension a multiple of another plus a constant:
  /// `self == multiplier × anchor + constant`.
  ///
  /// ```swift
  /// image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16.0)
  /// ```
  @inlinable public func constraint(
    equalTo anchor: DimensionAnchor, multiplier: CGFloat, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .equal, to: anchor, multiplier: multiplier, constant: constant, file: file, line: line)
  }

  /// A constraint that keeps this dimension at least `multiplier × anchor + constant`.
  @inlinable public func constraint(
    greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: CGFloat, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant, file: file,
      line: line)
  }

  /// A constraint that keeps this dimension at most `multiplier × anchor + constant`.
  @inlinable public func constraint(
    lessThanOrEqualTo anchor: DimensionAnchor, multiplier: CGFloat, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(
      .lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant, file: file,
      line: line)
  }
}
