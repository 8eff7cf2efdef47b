import LayoutCore

/// One or more attributes of a view or layout guide, as `other.snp.bottom`
/// or `other.snp.edges` return, to relate a maker attribute to.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom).offset(8)
/// make.edges.equalTo(card.snp.margins)   // left to leftMargin, and so on
/// ```
///
/// The maker pairs its attributes with these: the same attribute when the
/// sets are equal, the one attribute when there is only one, otherwise the
/// attribute on the same edge (`left` with `leftMargin`). An attribute with
/// no partner makes no constraint and records a ``ConstraintDiagnostic``.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public struct ConstraintItem: ConstraintRelatableTarget {
  /// The item whose attributes these are.
  let item: LayoutItem
  /// The attributes.
  let attributes: ConstraintAttributes

  init(item: LayoutItem, attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }

  /// The item and attributes as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget {
    _ConstraintTarget(.item(item, attributes))
  }
}
