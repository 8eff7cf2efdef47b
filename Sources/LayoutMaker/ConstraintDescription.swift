import Foundation
import LayoutCore

/// Everything one maker chain said, from `make.top` to `.labeled("x")`.
///
/// The chain's stage types all share one description, so each step only
/// fills in its part; the ``Constraint`` is made from it when the chain is
/// finished (the end of the maker closure, or `.constraint`).
final class ConstraintDescription {
  let item: LayoutItem
  var attributes: ConstraintAttributes
  var relation: LayoutConstraint.Relation?
  var target: _ConstraintTarget?
  var offset: CGFloat = 0
  var inset: _ConstraintTarget?
  var multiplier: CGFloat = 1
  var priority = LayoutPriority.required
  var label: String?
  var file: StaticString = #fileID
  var line: UInt = #line
  /// The constraint, once made.
  var constraint: Constraint?

  init(item: LayoutItem, attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }

  /// The constraint this description makes, made on first use.
  func makeConstraint() -> Constraint {
    if let constraint { return constraint }
    let made = Constraint(description: self)
    constraint = made
    return made
  }
}
