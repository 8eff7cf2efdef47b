import Foundation
import LayoutCore

/// `multiplier × item.attribute + constant`, without the anchor family, so
/// that single and composite expressions share one normalisation.
struct AnchorTerm {
  let item: LayoutItem
  let attribute: LayoutConstraint.Attribute
  var multiplier: CGFloat = 1
  var constant: CGFloat = 0

  func scaled(by factor: CGFloat) -> AnchorTerm {
    var copy = self
    copy.multiplier *= factor
    copy.constant *= factor
    return copy
  }

  func shifted(by offset: CGFloat) -> AnchorTerm {
    var copy = self
    copy.constant += offset
    return copy
  }
}
