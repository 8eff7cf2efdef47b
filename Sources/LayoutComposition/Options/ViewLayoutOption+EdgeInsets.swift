import Foundation
import LayoutCore

// MARK: - Subviews' UIEdgeInsets spellings

// Subviews takes `UIEdgeInsets` for its pin options; `EdgeInsets` is its
// port. Its left inset goes to the leading edge and its right inset to the
// trailing edge, as Subviews pins leading and trailing anchors with them.
nonisolated extension ViewLayoutOption {
  /// Pins all four edges to the superview's, inset by `insets` (left: leading, right: trailing).
  public static func pin(insets: EdgeInsets) -> ViewLayoutOption {
    pin(insets: directional(insets))
  }

  /// Pins all four edges to the superview's layout margins, inset by `insets`.
  public static func marginsPin(insets: EdgeInsets) -> ViewLayoutOption {
    marginsPin(insets: directional(insets))
  }

  /// Pins all four edges to the superview's safe area, inset by `insets`.
  public static func safeAreaPin(insets: EdgeInsets) -> ViewLayoutOption {
    safeAreaPin(insets: directional(insets))
  }

  /// Pins all four edges to the superview's readable content guide, inset by `insets`.
  public static func readableContentPin(insets: EdgeInsets) -> ViewLayoutOption {
    readableContentPin(insets: directional(insets))
  }

  /// Makes the view's width and height fractions of its superview's:
  /// `.relativeSize(CGSize(width: 0.8, height: 0.5))`.
  public static func relativeSize(_ relativeSize: CGSize) -> ViewLayoutOption {
    [relativeWidth(relativeSize.width), relativeHeight(relativeSize.height)]
  }

  /// A custom option, as Subviews spells it: `ViewLayoutOption(layout: { view in … })`.
  ///
  /// Disfavoured, so that a trailing closure (`ViewLayoutOption { view in … }`)
  /// still picks ``init(_:)``; both do the same.
  @_disfavoredOverload
  public init(layout: @escaping ViewLayoutOption.Rule) {
    self.init(layout)
  }

  /// Left as leading, right as trailing.
  private static func directional(_ insets: EdgeInsets) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }
}
