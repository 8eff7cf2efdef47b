import Foundation
import LayoutCore

// MARK: - Readable content

nonisolated extension ViewLayoutOption {
  /// Pins all four edges of the view to the superview's readable content guide.
  public static var readableContentPin: ViewLayoutOption { readableContentPin(inset: 0) }

  /// Pins all four edges of the view to the superview's readable content guide, inset by `insets`.
  public static func readableContentPin(insets: DirectionalEdgeInsets) -> ViewLayoutOption {
    PinTarget.readableContent.option(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }

  /// Pins all four edges of the view to the superview's readable content guide, each inset by `inset`.
  public static func readableContentPin(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.readableContent.option(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// Pins the leading and trailing edges of the view to the superview's readable content guide.
  public static var readableContentPinHorizontally: ViewLayoutOption {
    readableContentPinHorizontally(insets: .zero)
  }

  /// Pins the leading and trailing edges of the view to the superview's readable content guide, inset by `insets`.
  public static func readableContentPinHorizontally(insets: HorizontalInsets) -> ViewLayoutOption {
    PinTarget.readableContent.option(leading: insets.leading, trailing: insets.trailing)
  }

  /// Pins the top and bottom edges of the view to the superview's readable content guide.
  public static var readableContentPinVertically: ViewLayoutOption {
    readableContentPinVertically(insets: .zero)
  }

  /// Pins the top and bottom edges of the view to the superview's readable content guide, inset by `insets`.
  public static func readableContentPinVertically(insets: VerticalInsets) -> ViewLayoutOption {
    PinTarget.readableContent.option(top: insets.top, bottom: insets.bottom)
  }

  /// Pins the top edge of the view to the superview's readable content guide.
  public static var readableContentPinTop: ViewLayoutOption { readableContentPinTop(inset: 0) }

  /// Pins the top edge of the view to the superview's readable content guide, `inset` inward.
  public static func readableContentPinTop(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.readableContent.option(top: inset)
  }

  /// Pins the bottom edge of the view to the superview's readable content guide.
  public static var readableContentPinBottom: ViewLayoutOption {
    readableContentPinBottom(inset: 0)
  }

  /// Pins the bottom edge of the view to the superview's readable content guide, `inset` inward.
  public static func readableContentPinBottom(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.readableContent.option(bottom: inset)
  }

  /// Pins the leading edge of the view to the superview's readable content guide.
  public static var readableContentPinLeading: ViewLayoutOption {
    readableContentPinLeading(inset: 0)
  }

  /// Pins the leading edge of the view to the superview's readable content guide, `inset` inward.
  public static func readableContentPinLeading(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.readableContent.option(leading: inset)
  }

  /// Pins the trailing edge of the view to the superview's readable content guide.
  public static var readableContentPinTrailing: ViewLayoutOption {
    readableContentPinTrailing(inset: 0)
  }

  /// Pins the trailing edge of the view to the superview's readable content guide, `inset` inward.
  public static func readableContentPinTrailing(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.readableContent.option(trailing: inset)
  }
}
