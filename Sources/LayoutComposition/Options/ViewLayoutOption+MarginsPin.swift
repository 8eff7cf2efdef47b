import Foundation
import LayoutCore

// MARK: - Margins

nonisolated extension ViewLayoutOption {
  /// Pins all four edges of the view to the superview's layout margins guide.
  public static var marginsPin: ViewLayoutOption { marginsPin(inset: 0) }

  /// Pins all four edges of the view to the superview's layout margins guide, inset by `insets`.
  public static func marginsPin(insets: DirectionalEdgeInsets) -> ViewLayoutOption {
    PinTarget.margins.option(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }

  /// Pins all four edges of the view to the superview's layout margins guide, each inset by `inset`.
  public static func marginsPin(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.margins.option(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// Pins the leading and trailing edges of the view to the superview's layout margins guide.
  public static var marginsPinHorizontally: ViewLayoutOption {
    marginsPinHorizontally(insets: .zero)
  }

  /// Pins the leading and trailing edges of the view to the superview's layout margins guide, inset by `insets`.
  public static func marginsPinHorizontally(insets: HorizontalInsets) -> ViewLayoutOption {
    PinTarget.margins.option(leading: insets.leading, trailing: insets.trailing)
  }

  /// Pins the top and bottom edges of the view to the superview's layout margins guide.
  public static var marginsPinVertically: ViewLayoutOption { marginsPinVertically(insets: .zero) }

  /// Pins the top and bottom edges of the view to the superview's layout margins guide, inset by `insets`.
  public static func marginsPinVertically(insets: VerticalInsets) -> ViewLayoutOption {
    PinTarget.margins.option(top: insets.top, bottom: insets.bottom)
  }

  /// Pins the top edge of the view to the superview's layout margins guide.
  public static var marginsPinTop: ViewLayoutOption { marginsPinTop(inset: 0) }

  /// Pins the top edge of the view to the superview's layout margins guide, `inset` inward.
  public static func marginsPinTop(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.margins.option(top: inset)
  }

  /// Pins the bottom edge of the view to the superview's layout margins guide.
  public static var marginsPinBottom: ViewLayoutOption { marginsPinBottom(inset: 0) }

  /// Pins the bottom edge of the view to the superview's layout margins guide, `inset` inward.
  public static func marginsPinBottom(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.margins.option(bottom: inset)
  }

  /// Pins the leading edge of the view to the superview's layout margins guide.
  public static var marginsPinLeading: ViewLayoutOption { marginsPinLeading(inset: 0) }

  /// Pins the leading edge of the view to the superview's layout margins guide, `inset` inward.
  public static func marginsPinLeading(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.margins.option(leading: inset)
  }

  /// Pins the trailing edge of the view to the superview's layout margins guide.
  public static var marginsPinTrailing: ViewLayoutOption { marginsPinTrailing(inset: 0) }

  /// Pins the trailing edge of the view to the superview's layout margins guide, `inset` inward.
  public static func marginsPinTrailing(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.margins.option(trailing: inset)
  }
}
