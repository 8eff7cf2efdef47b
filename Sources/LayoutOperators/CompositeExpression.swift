import Foundation
import LayoutCore

/// Several anchors of one item related together: a size, a center, or edges.
///
/// Read one from `size`, `centerXY`,
/// `horizontalEdges`, `verticalEdges`
/// or `edges`. Relating two of the same shape makes
/// one constraint per anchor, in the order the shape lists them; a shape
/// relates only to the same shape, so `a.size == b.edges` does not compile.
///
/// ```swift
/// card.edges == screen.edges - EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// badge.centerXY == icon.centerXY + CGPoint(x: 12, y: -12)
/// thumbnail.size == photo.size / 4
/// ```
#if MainActorViews
  @preconcurrency @MainActor
#endif
public struct CompositeExpression<Shape> {
  /// One term per anchor, in the shape's order.
  var terms: [AnchorTerm]

  init(_ item: LayoutItem, _ attributes: [LayoutConstraint.Attribute]) {
    terms = attributes.map { AnchorTerm(item: item, attribute: $0) }
  }

  init(terms: [AnchorTerm]) {
    self.terms = terms
  }

  /// Applies `change` to every term.
  func map(_ change: (AnchorTerm) -> AnchorTerm) -> CompositeExpression {
    CompositeExpression(terms: terms.map(change))
  }

  /// One constraint per anchor, each related to the matching term of `other`.
  func relate(_ relation: LayoutConstraint.Relation, to other: CompositeExpression)
    -> [LayoutConstraint]
  {
    zip(terms, other.terms).map { $0.relate(relation, to: $1) }
  }

  /// One constraint per anchor, each related to a constant.
  func relate(_ relation: LayoutConstraint.Relation, to constants: [CGFloat])
    -> [LayoutConstraint]
  {
    zip(terms, constants).map { $0.relate(relation, to: nil, constant: $1) }
  }
}
