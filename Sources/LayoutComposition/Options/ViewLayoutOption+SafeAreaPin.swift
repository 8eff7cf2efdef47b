import Foundation
import LayoutCore

// MARK: - Safe area

nonisolated extension ViewLayoutOption {
  /// Pins all four edges of the view to the superview's safe-area layout guide.
  public static var safeAreaPin: ViewLayoutOption { safeAreaPin(inset: 0) }

  /// Pins all four edges of the view to the superview's safe-area layout guide, inset by `insets`.
  public static func safeAreaPin(insets: DirectionalEdgeInsets) -> ViewLayoutOption {
    PinTarget.safeArea.option(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }

  /// Pins all four edges of the view to the superview's safe-area layout guide, each inset by `inset`.
  public static func safeAreaPin(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.safeArea.option(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// Pins the leading and trailing edges of the view to the superview's safe-area layout guide.
  public static var safeAreaPinHorizontally: ViewLayoutOption {
    safeAreaPinHorizontally(insets: .zero)
  }

  /// Pins the leading and trailing edges of the view to the superview's safe-area layout guide, inset by `insets`.
  public static func safeAreaPinHorizontally(insets: HorizontalInsets) -> ViewLayoutOption {
    PinTarget.safeArea.option(leading: insets.leading, trailing: insets.trailing)
  }

  /// Pins the top and bottom edges of the view to the superview's safe-area layout guide.
  public static var safeAreaPinVertically: ViewLayoutOption { safeAreaPinVertically(insets: .zero) }

  /// Pins the top and bottom edges of the view to the superview's safe-area layout guide, inset by `insets`.
  public static func safeAreaPinVertically(insets: VerticalInsets) -> ViewLayoutOption {
    PinTarget.safeArea.option(top: insets.top, bottom: insets.bottom)
  }

  /// Pins the top edge of the view to the superview's safe-area layout guide.
  public static var safeAreaPinTop: ViewLayoutOption { safeAreaPinTop(inset: 0) }

  /// Pins the top edge of the view to the superview's safe-area layout guide, `inset` inward.
  public static func safeAreaPinTop(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.safeArea.option(top: inset)
  }

  /// Pins the bottom edge of the view to the superview's safe-area layout guide.
  public static var safeAreaPinBottom: ViewLayoutOption { safeAreaPinBottom(inset: 0) }

  /// Pins the bottom edge of the view to the superview's safe-area layout guide, `inset` inward.
  public static func safeAreaPinBottom(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.safeArea.option(bottom: inset)
  }

  /// Pins the leading edge of the view to the superview's safe-area layout guide.
  public static var safeAreaPinLeading: ViewLayoutOption { safeAreaPinLeading(inset: 0) }

  /// Pins the leading edge of the view to the superview's safe-area layout guide, `inset` inward.
  public static func safeAreaPinLeading(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.safeArea.option(leading: inset)
  }

  /// Pins the trailing edge of the view to the superview's safe-area layout guide.
  public static var safeAreaPinTrailing: ViewLayoutOption { safeAreaPinTrailing(inset: 0) }

  /// Pins the trailing edge of the view to the superview's safe-area layout guide, `inset` inward.
  public static func safeAreaPinTrailing(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.safeArea.option(trailing: inset)
  }
}
