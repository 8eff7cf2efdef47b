import Foundation

/// One attribute of a view or layout guide, from which constraints are made,
/// as UIKit's `NSLayoutAnchor`.
///
/// You do not create anchors: you read them from items (``LayoutItem/topAnchor``,
/// ``LayoutItem/widthAnchor``...). The `Kind` parameter keeps the three
/// families apart at compile time: an ``XAxisAnchor`` relates only to x-axis
/// anchors, a ``YAxisAnchor`` to y-axis ones, a ``DimensionAnchor`` to
/// dimensions, so `a.leadingAnchor.constraint(equalTo: b.topAnchor)` does not
/// compile.
///
/// ```swift
/// LayoutConstraint.activate([
///   title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
///   title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
///   image.widthAnchor.constraint(equalToConstant: 64),
/// ])
/// ```
///
/// Every method captures the file and line it is called from; they appear
/// in the constraint's description and in diagnostics. Anchors are not
/// `Equatable`, so `==` stays free for constraint-building DSLs.
public struct LayoutAnchor<Kind> {
  /// The view or guide the anchor belongs to.
  package let item: LayoutItem
  /// The attribute of the item.
  package let attribute: LayoutConstraint.Attribute

  /// Creates an anchor; items vend them, and so may other modules of this package.
  package init(item: LayoutItem, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// A constraint relating this anchor to another of the same family.
  ///
  /// The building block of the public methods and of the DSL modules. It
  /// does not check: pass `nil` for `other` only on a ``DimensionAnchor``
  /// (a position cannot equal a constant); use ``LayoutConstraint/make(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:identifier:file:line:)``
  /// for checked constraints from untrusted input.
  package func constraint(
    _ relation: LayoutConstraint.Relation, to other: LayoutAnchor<Kind>?,
    multiplier: CGFloat = 1, constant: CGFloat = 0, file: StaticString, line: UInt
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relation: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier,
      constant: constant, kind: .user, file: file, line: line)
  }
}

/// The anchor families, used as the parameter of ``LayoutAnchor``.
public enum LayoutAnchorKind {
  /// Horizontal positions: left, right, leading, trailing, centerX.
  public enum XAxis {}
  /// Vertical positions: top, bottom, centerY, baselines.
  public enum YAxis {}
  /// Sizes: width and height.
  public enum Dimension {}
}

/// An anchor for a horizontal position (left, right, leading, trailing, centerX).
public typealias XAxisAnchor = LayoutAnchor<LayoutAnchorKind.XAxis>
/// An anchor for a vertical position (top, bottom, centerY, baselines).
public typealias YAxisAnchor = LayoutAnchor<LayoutAnchorKind.YAxis>
/// An anchor for a size (width, height).
public typealias DimensionAnchor = LayoutAnchor<LayoutAnchorKind.Dimension>

// MARK: - Every family

extension LayoutAnchor {
  /// A constraint that makes this anchor equal to `anchor` plus `constant`.
  ///
  /// ```swift
  /// button.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8)
  /// ```
  /// The constraint is inactive: activate it with ``LayoutConstraint/isActive``
  /// or ``LayoutConstraint/activate(_:)``.
  public func constraint(
    equalTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.equal, to: anchor, constant: constant, file: file, line: line)
  }

  /// A constraint that keeps this anchor at or beyond `anchor` plus `constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: constant, file: file, line: line)
  }

  /// A constraint that keeps this anchor at or before `anchor` plus `constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: constant, file: file, line: line)
  }
}
