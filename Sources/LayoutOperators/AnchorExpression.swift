import Foundation
import LayoutCore

/// One anchor scaled and shifted by numbers: `multiplier × anchor + constant`.
///
/// You get one from an item's anchor properties (`top`,
/// `width`...) and change it with `+`, `-`, `*` and `/`
/// by numbers; relating two of the same family with `==`, `<=` or `>=`
/// makes a `LayoutConstraint`.
///
/// ```swift
/// let below = title.top == image.bottom + 8
/// let third = box.centerX == container.trailing / 3
/// let tall = 4 * icon.height - 10 == label.height   // icon.height == label.height / 4 + 2.5
/// ```
///
/// The `Kind` parameter is the anchor family (`XAxisAnchor`,
/// `YAxisAnchor` or `DimensionAnchor`): an x-axis
/// expression relates only to x-axis ones, so `a.top == b.leading` does not
/// compile. Expressions are not `Equatable`: `==` builds a constraint.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public struct AnchorExpression<Kind> {
  /// The anchor, its factor and its offset.
  var term: AnchorTerm

  /// An item's attribute, read without making the anchor object.
  init(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute) {
    term = AnchorTerm(item: item, attribute: attribute)
  }

  init(term: AnchorTerm) {
    self.term = term
  }
}
