import Foundation

/// An item's place measured along the layout's axes, before it becomes a
/// frame.
///
/// Offsets are from the start of the padded content rectangle and always
/// read left to right; mirroring for right-to-left happens once, in
/// ``rect(in:direction:layoutDirection:)``, so no placement rule needs a
/// right-to-left variant.
struct Slot: Sendable, Hashable {
  /// The distance from the content's main-axis start to the item.
  var mainOffset: CGFloat

  /// The item's length along the main axis.
  var mainLength: CGFloat

  /// The distance from the content's cross-axis start to the item.
  var crossOffset: CGFloat

  /// The item's length across the main axis.
  var crossLength: CGFloat

  /// The frame this slot describes inside `content`.
  func rect(
    in content: CGRect, direction: Layout.Direction,
    layoutDirection: Layout.LayoutDirection
  ) -> CGRect {
    var x: CGFloat
    let y: CGFloat
    let size: CGSize
    if direction.isHorizontal {
      (x, y) = (mainOffset, crossOffset)
      size = CGSize(width: mainLength, height: crossLength)
    } else {
      (x, y) = (crossOffset, mainOffset)
      size = CGSize(width: crossLength, height: mainLength)
    }
    if layoutDirection == .rightToLeft {
      x = content.size.width - x - size.width
    }
    return CGRect(
      origin: CGPoint(x: content.origin.x + x, y: content.origin.y + y),
      size: size)
  }
}
