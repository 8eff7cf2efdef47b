import Foundation
import LayoutCore

/// Everything one maker chain said, from `make.top` to `.labeled("x")`.
///
/// The chain's stage types all share one description, so each step only
/// fills in its part; the ``Constraint`` is made from it when the chain is
/// finished (the end of the maker closure, or `.constraint`).
final class ConstraintDescription {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  // Unchecked: each step of a chain writes a field or two, and the run-time
  // exclusivity checks of those writes were the maker list's largest cost
  // after the solver (some 900 instructions a view, callgrind). A chain is
  // written by one maker closure at a time, and no access overlaps another.
  let item: LayoutItem
  @exclusivity(unchecked) var attributes: ConstraintAttributes
  @exclusivity(unchecked) var relation: LayoutConstraint.Relation?
  @exclusivity(unchecked) var target: _ConstraintTarget?
  @exclusivity(unchecked) var offset: CGFloat = 0
  @exclusivity(unchecked) var inset: _ConstraintTarget?
  @exclusivity(unchecked) var multiplier: CGFloat = 1
  @exclusivity(unchecked) var priority = LayoutPriority.required
  @exclusivity(unchecked) var label: String?
  @exclusivity(unchecked) var file: StaticString = #fileID
  @exclusivity(unchecked) var line: UInt = #line
  /// The constraint, once made.
  @exclusivity(unchecked) var constraint: Constraint?

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
