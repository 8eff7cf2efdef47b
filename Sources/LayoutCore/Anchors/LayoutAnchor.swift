import Foundation

/// One attribute of a view or layout guide, from which constraints are made,
/// as UIKit's `NSLayoutAnchor`.
///
/// You do not create anchors: you read them from items (``LayoutItem/topAnchor``,
/// ``LayoutItem/widthAnchor``...). As in UIKit, the three families are
/// subclasses that name themselves as the generic parameter: an
/// ``XAxisAnchor`` relates only to x-axis anchors, a ``YAxisAnchor`` to
/// y-axis ones, a ``DimensionAnchor`` to dimensions, so
/// `a.leadingAnchor.constraint(equalTo: b.topAnchor)` does not compile.
///
/// ```swift
/// LayoutConstraint.activate([
///   title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
///   title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
///   image.widthAnchor.constraint(equalToConstant: 64),
/// ])
/// ```
///
/// Anchors are classes, not values, so that code can extend each family on
/// its own (`extension XAxisAnchor: MyAnchor {}`) and write functions over
/// every family (`func pin<T>(_ a: LayoutAnchor<T>, _ b: LayoutAnchor<T>)`),
/// as it does with UIKit's. Every method captures the file and line it is
/// called from; they appear in the constraint's description and in
/// diagnostics. Anchors are not `Equatable`, so `==` stays free for
/// constraint-building DSLs.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public class LayoutAnchor<AnchorType: AnyObject>: NSObject {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The view or guide the anchor belongs to.
  @usableFromInline package let item: LayoutItem
  /// The attribute of the item.
  @usableFromInline package let attribute: LayoutConstraint.Attribute

  /// Creates an anchor; items vend them.
  ///
  /// Inlinable, with the methods that make constraints, so that in a
  /// caller's optimized code the anchor object of
  /// `a.topAnchor.constraint(equalTo: b.topAnchor)` is never allocated:
  /// only its item and attribute are read (allocating the two anchors cost
  /// 3% of a screen built with anchors).
  @inlinable init(item: LayoutItem, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// A constraint relating this anchor to another of the same family.
  ///
  /// The building block of the public methods. It does not check: pass
  /// `nil` for `other` only on a ``DimensionAnchor`` (a position cannot
  /// equal a constant).
  @inlinable final func constraint(
    _ relation: LayoutConstraint.Relation, to other: LayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat = 0, file: StaticString, line: UInt
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relation: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier,
      constant: constant, kind: .user, file: file, line: line)
  }

  /// A constraint that makes this anchor equal to `anchor` plus `constant`.
  ///
  /// ```swift
  /// button.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8)
  /// ```
  /// The constraint is inactive: activate it with ``LayoutConstraint/isActive``
  /// or ``LayoutConstraint/activate(_:)``.
  @inlinable public final func constraint(
    equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.equal, to: anchor, constant: constant, file: file, line: line)
  }

  /// A constraint that keeps this anchor at or beyond `anchor` plus `constant`.
  @inlinable public final func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: constant, file: file, line: line)
  }

  /// A constraint that keeps this anchor at or before `anchor` plus `constant`.
  @inlinable public final func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: constant, file: file, line: line)
  }

  /// The anchor's name in descriptions: its item's name and attribute, such as `title.leading`.
  public final var name: String { "\(item.displayName).\(attribute)" }
}
