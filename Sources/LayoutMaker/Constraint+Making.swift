import Foundation
import LayoutCore

// MARK: - Making the layout constraints of a chain

extension Constraint {
  /// One layout constraint per attribute of the description, each checked
  /// by LayoutCore; an attribute that cannot be made is left out with a
  /// diagnostic instead of SnapKit's `fatalError`.
  func makeLayoutConstraints(_ description: ConstraintDescription) -> [LayoutConstraint] {
    guard let relation = description.relation, let target = description.target else { return [] }
    let item = description.item
    let direction = item.makerLayoutDirection
    var result: [LayoutConstraint] = []
    for attribute in description.attributes.layoutAttributes {
      var toItem: LayoutItem?
      var toAttribute = LayoutConstraint.Attribute.notAnAttribute
      var constant = description.offset
      switch target.kind {
      case .item(let other, let otherAttributes):
        toItem = other
        guard
          let partner = Self.partner(
            of: attribute, in: description.attributes, among: otherAttributes)
        else {
          diagnose(
            .unrelatedAttributes,
            "\(item.layoutDebugName).\(attribute) has no partner among the attributes "
              + "\(otherAttributes?.layoutAttributes.map(\.description) ?? []) of "
              + "\(other.layoutDebugName); no constraint was made for it",
            description)
          continue
        }
        toAttribute = partner
      default:
        constant += target.constant(for: attribute, direction: direction)
        if !attribute.isDimension {
          // A bare value for a position means "from the superview", as in SnapKit.
          guard let parent = item.makerParent else {
            diagnose(
              .missingSuperview,
              "\(item.layoutDebugName).\(attribute) is related to a value, which needs a "
                + "superview, but the item has none; no constraint was made for it",
              description)
            continue
          }
          toItem = parent
          toAttribute = attribute
        }
      }
      if let inset = description.inset {
        constant += inset.constant(for: attribute, direction: direction)
      }
      // A layout guide has no margins: its margin attributes are its edges.
      let ownAttribute = item is LayoutGuide ? attribute.makerBase : attribute
      if toItem is LayoutGuide { toAttribute = toAttribute.makerBase }
      do {
        let made = try LayoutConstraint.make(
          item: item, attribute: ownAttribute, relatedBy: relation, toItem: toItem,
          attribute: toAttribute, multiplier: description.multiplier, constant: constant,
          priority: description.priority, identifier: description.label,
          file: description.file, line: description.line)
        result.append(made)
      } catch {
        diagnose(.invalidConstraint, error.description, description)
      }
    }
    return result
  }

  /// The target attribute `attribute` pairs with (see ``ConstraintItem``).
  static func partner(
    of attribute: LayoutConstraint.Attribute, in own: ConstraintAttributes,
    among others: ConstraintAttributes?
  ) -> LayoutConstraint.Attribute? {
    guard let others, others != own else { return attribute }
    let candidates = others.layoutAttributes
    if candidates.count == 1 { return candidates[0] }
    return candidates.first { $0.makerBase == attribute.makerBase }
  }

  /// Records a diagnostic on the description's item and tells the handler.
  func diagnose(
    _ kind: ConstraintDiagnostic.Kind, _ message: String, _ description: ConstraintDescription
  ) {
    ConstraintDiagnostics.report(
      ConstraintDiagnostic(
        kind: kind, message: message, file: "\(description.file)", line: description.line),
      for: description.item)
  }
}

extension LayoutItem {
  /// The view a value target is measured from: a view's superview, a guide's owner.
  var makerParent: View? {
    if let view = self as? View { return view.superview }
    return (self as? LayoutGuide)?.owningView
  }

  /// The direction that decides which side leading insets apply to.
  var makerLayoutDirection: UserInterfaceLayoutDirection {
    if let view = self as? View { return view.effectiveUserInterfaceLayoutDirection }
    return (self as? LayoutGuide)?.owningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
  }
}
