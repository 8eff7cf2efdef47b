import Foundation
import LayoutCore

// MARK: - Margins, as Subviews' README also spells them

/// The margin options under the singular spelling Subviews' README uses
/// (`@Subview([.pinTop, .pinBottom, .marginPinLeading])`), so that code
/// copied from it compiles; each is the `marginsPin…` option of the same name.
extension ViewLayoutOption {
  /// ``marginsPin``.
  public static var marginPin: ViewLayoutOption { marginsPin }
  /// ``marginsPin(insets:)``.
  public static func marginPin(insets: DirectionalEdgeInsets) -> ViewLayoutOption { marginsPin(insets: insets) }
  /// ``marginsPin(inset:)``.
  public static func marginPin(inset: CGFloat) -> ViewLayoutOption { marginsPin(inset: inset) }
  /// ``marginsPinHorizontally``.
  public static var marginPinHorizontally: ViewLayoutOption { marginsPinHorizontally }
  /// ``marginsPinHorizontally(insets:)``.
  public static func marginPinHorizontally(insets: HorizontalInsets) -> ViewLayoutOption {
    marginsPinHorizontally(insets: insets)
  }
  /// ``marginsPinVertically``.
  public static var marginPinVertically: ViewLayoutOption { marginsPinVertically }
  /// ``marginsPinVertically(insets:)``.
  public static func marginPinVertically(insets: VerticalInsets) -> ViewLayoutOption {
    marginsPinVertically(insets: insets)
  }
  /// ``marginsPinTop``.
  public static var marginPinTop: ViewLayoutOption { marginsPinTop }
  /// ``marginsPinTop(inset:)``.
  public static func marginPinTop(inset: CGFloat) -> ViewLayoutOption { marginsPinTop(inset: inset) }
  /// ``marginsPinBottom``.
  public static var marginPinBottom: ViewLayoutOption { marginsPinBottom }
  /// ``marginsPinBottom(inset:)``.
  public static func marginPinBottom(inset: CGFloat) -> ViewLayoutOption { marginsPinBottom(inset: inset) }
  /// ``marginsPinLeading``.
  public static var marginPinLeading: ViewLayoutOption { marginsPinLeading }
  /// ``marginsPinLeading(inset:)``.
  public static func marginPinLeading(inset: CGFloat) -> ViewLayoutOption { marginsPinLeading(inset: inset) }
  /// ``marginsPinTrailing``.
  public static var marginPinTrailing: ViewLayoutOption { marginsPinTrailing }
  /// ``marginsPinTrailing(inset:)``.
  public static func marginPinTrailing(inset: CGFloat) -> ViewLayoutOption { marginsPinTrailing(inset: inset) }
}
