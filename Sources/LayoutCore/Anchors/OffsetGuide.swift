import Foundation

/// The hidden guides behind `anchorWithOffset(to:)`: a guide whose two
/// edges are pinned to two anchors, so that its width (or height) is the
/// distance between them and can be constrained like any dimension.
///
/// Why a guide rather than a new kind of term: every constraint in the
/// engine relates one attribute of each of at most two items, which keeps
/// the constraint object and its install path small; an offset relates two
/// attributes on one side. A guide turns the distance into one attribute at
/// the cost of four engine-made constraints per offset, which only code that
/// asks for an offset pays.
enum OffsetGuide {
  /// The dimension from `from` to `to`, measured by a new guide owned by the
  /// items' nearest common ancestor (or the first item's view if they have
  /// none yet, in which case the guide's constraints report it).
  static func dimension<Anchor>(
    from: LayoutAnchor<Anchor>, to: LayoutAnchor<Anchor>, file: StaticString, line: UInt
  ) -> DimensionAnchor {
    let guide = LayoutGuide()
    guide.role = .offset
    guide.identifier = "offset(\(from.name) to \(to.name))"
    let horizontal = from.attribute.family == .xAxis
    let owner = owningView(from.item, to.item)
    owner?.addLayoutGuide(guide)
    // Which of the guide's edges follows each anchor: directional anchors
    // take its leading and trailing edges, so that the distance runs towards
    // the trailing edge in either layout direction; centers and left and
    // right take its left and right.
    let start: LayoutConstraint.Attribute
    let end: LayoutConstraint.Attribute
    let across: (edge: LayoutConstraint.Attribute, length: LayoutConstraint.Attribute)
    if horizontal {
      start = from.attribute.isDirectional ? .leading : .left
      end = to.attribute.isDirectional ? .trailing : .right
      across = (.top, .height)
    } else {
      start = .top
      end = .bottom
      across = (.left, .width)
    }
    func pin(
      _ attribute: LayoutConstraint.Attribute, to item: LayoutItem?, _ other: LayoutConstraint.Attribute
    ) -> LayoutConstraint {
      guide.systemConstraint(
        attribute, to: item, other, identifier: "\(guide.identifier)-\(attribute)", file: file, line: line)
    }
    var constraints = [pin(start, to: from.item, from.attribute), pin(end, to: to.item, to.attribute)]
    // The other axis is fixed, so that the guide is never ambiguous.
    if let owner {
      constraints.append(pin(across.edge, to: owner, across.edge))
      constraints.append(pin(across.length, to: nil, .notAnAttribute))
    }
    guide.guideConstraints = constraints
    LayoutConstraint.activate(constraints)
    return horizontal ? guide.widthAnchor : guide.heightAnchor
  }

  /// The nearest view that contains both items, or the first item's view.
  private static func owningView(_ first: LayoutItem, _ second: LayoutItem) -> View? {
    guard let a = first.borrowedHost else { return second.hostView }
    guard let b = second.borrowedHost else { return a.object }
    return (LayoutEngine.nearestCommonAncestor(a, b) ?? a).object
  }
}
