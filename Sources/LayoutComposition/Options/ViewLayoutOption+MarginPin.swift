import Foundation
import LayoutCore

// MARK: - Margins, as Subviews' README also spells them

/// The margin options under the singular spelling Subviews' README uses
/// (`@Subview([.pinTop, .pinBottom, .marginPinLeading])`), so that code
/// copied from it compiles; each is the `marginsPin…` option of the same name.
nonisolated extension ViewLayoutOption {
  /// Subviews' spelling of ``marginsPin``.
  public static var marginPin: ViewLayoutOption { marginsPin }
  /// Subviews' spelling of ``marginsPin(insets:)-(DirectionalEdgeInsets)``.
  public static func marginPin(insets: DirectionalEdgeInsets) -> ViewLayoutOption { marginsPin(insets: insets) }
  /// Subviews' spelling of ``marginsPin(insets:)-(EdgeInsets)``.
  public static func marginPin(insets: EdgeInsets) -> ViewLayoutOption { marginsPin(insets: insets) }
  /// Subviews' spelling of ``marginsPin(inset:)``.
  public static func marginPin(inset: CGFloat) -> ViewLayoutOption { marginsPin(inset: inset) }
  /// Subviews' spelling of ``marginsPinHorizontally``.
  public static var marginPinHorizontally: ViewLayoutOption { marginsPinHorizontally }
  /// Subviews' spelling of ``marginsPinHorizontally(insets:)``.
  public static func marginPinHorizontally(insets: HorizontalInsets) -> ViewLayoutOption {
    marginsPinHorizontally(insets: insets)
  }
  /// Subviews' spelling of ``marginsPinVertically``.
  public static var marginPinVertically: ViewLayoutOption { marginsPinVertically }
  /// Subviews' spelling of ``marginsPinVertically(insets:)``.
  public static func marginPinVertically(insets: VerticalInsets) -> ViewLayoutOption {
    marginsPinVertically(insets: insets)
  }
  /// Subviews' spelling of ``marginsPinTop``.
  public static var marginPinTop: ViewLayoutOption { marginsPinTop }
  /// Subviews' spelling of ``marginsPinTop(inset:)``.
  public static func marginPinTop(inset: CGFloat) -> ViewLayoutOption { marginsPinTop(inset: inset) }
  /// Subviews' spelling of ``marginsPinBottom``.
  public static var marginPinBottom: ViewLayoutOption { marginsPinBottom }
  /// Subviews' spelling of ``marginsPinBottom(inset:)``.
  public static func marginPinBottom(inset: CGFloat) -> ViewLayoutOption { marginsPinBottom(inset: inset) }
  /// Subviews' spelling of ``marginsPinLeading``.
  public static var marginPinLeading: ViewLayoutOption { marginsPinLeading }
  /// Subviews' spelling of ``marginsPinLeading(inset:)``.
  public static func marginPinLeading(inset: CGFloat) -> ViewLayoutOption { marginsPinLeading(inset: inset) }
  /// Subviews' spelling of ``marginsPinTrailing``.
  public static var marginPinTrailing: ViewLayoutOption { marginsPinTrailing }
  /// Subviews' spelling of ``marginsPinTrailing(inset:)``.
  public static func marginPinTrailing(inset: CGFloat) -> ViewLayoutOption { marginsPinTrailing(inset: inset) }
}
