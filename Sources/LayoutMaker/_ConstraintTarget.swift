import Foundation
import LayoutCore

/// What a target of `equalTo`, `offset`, `inset` or `priority` stands for.
///
/// Not API: targets convert to it through their `_constraintTarget`
/// requirement. A closed value instead of SnapKit's `as?` ladders means a
/// new kind of target is one new case, checked by the compiler everywhere.
nonisolated public struct _ConstraintTarget {
  enum Kind {
    /// An item, with the attributes to relate to (nil: the same as the maker's).
    case item(LayoutItem, ConstraintAttributes?)
    case number(CGFloat)
    case size(CGSize)
    case point(CGPoint)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The number this target stands for, for offsets and multipliers.
  var number: CGFloat {
    if case .number(let value) = kind { return value }
    return 0
  }

  /// The constant this value target gives `attribute`, as SnapKit computes
  /// it: sizes and points give their matching component, insets move every
  /// edge inwards (far edges negated, a dimension shrinks by both sides).
  func constant(
    for attribute: LayoutConstraint.Attribute, direction: UserInterfaceLayoutDirection
  ) -> CGFloat {
    switch kind {
    case .item: return 0
    case .number(let value): return value
    case .size(let size):
      switch attribute {
      case .width: return size.width
      case .height: return size.height
      default: return 0
      }
    case .point(let point):
      if attribute.isDimension { return 0 }
      return attribute.isHorizontalPosition ? point.x : point.y
    case .insets(let insets):
      return Self.inset(insets, for: attribute, direction: direction)
    case .directionalInsets(let insets):
      let physical =
        direction == .leftToRight
        ? EdgeInsets(
          top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        : EdgeInsets(
          top: insets.top, left: insets.trailing, bottom: insets.bottom, right: insets.leading)
      return Self.inset(physical, for: attribute, direction: direction)
    }
  }

  /// The constant that moves `attribute` inwards by `insets`.
  ///
  /// A leading constant grows towards the trailing side, so in a
  /// right-to-left layout the leading edge (the right one) takes the right inset.
  static func inset(
    _ insets: EdgeInsets, for attribute: LayoutConstraint.Attribute,
    direction: UserInterfaceLayoutDirection
  ) -> CGFloat {
    let leftToRight = direction == .leftToRight
    switch attribute.makerBase {
    case .top, .firstBaseline: return insets.top
    case .bottom, .lastBaseline: return -insets.bottom
    case .left: return insets.left
    case .right: return -insets.right
    case .leading: return leftToRight ? insets.left : insets.right
    case .trailing: return leftToRight ? -insets.right : -insets.left
    case .width: return -(insets.left + insets.right)
    case .height: return -(insets.top + insets.bottom)
    case .centerX: return (insets.left - insets.right) / 2
    case .centerY: return (insets.top - insets.bottom) / 2
    default: return 0
    }
  }

  /// The same value as uniform insets, for `inset(_:)` with a number.
  var asInsets: _ConstraintTarget {
    if case .number(let value) = kind {
      return _ConstraintTarget(
        .insets(EdgeInsets(top: value, left: value, bottom: value, right: value)))
    }
    return self
  }
}
