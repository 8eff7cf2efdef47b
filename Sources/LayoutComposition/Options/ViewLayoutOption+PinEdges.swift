import Foundation
import LayoutCore

// MARK: - Edges

nonisolated extension ViewLayoutOption {
  /// Pins all four edges of the view to the superview's edges.
  public static var pin: ViewLayoutOption { pin(inset: 0) }

  /// Pins all four edges of the view to the superview's edges, inset by `insets`.
  public static func pin(insets: DirectionalEdgeInsets) -> ViewLayoutOption {
    PinTarget.edges.option(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }

  /// Pins all four edges of the view to the superview's edges, each inset by `inset`.
  public static func pin(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.edges.option(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// Pins the leading and trailing edges of the view to the superview's edges.
  public static var pinHorizontally: ViewLayoutOption { pinHorizontally(insets: .zero) }

  /// Pins the leading and trailing edges of the view to the superview's edges, inset by `insets`.
  public static func pinHorizontally(insets: HorizontalInsets) -> ViewLayoutOption {
    PinTarget.edges.option(leading: insets.leading, trailing: insets.trailing)
  }

  /// Pins the top and bottom edges of the view to the superview's edges.
  public static var pinVertically: ViewLayoutOption { pinVertically(insets: .zero) }

  /// Pins the top and bottom edges of the view to the superview's edges, inset by `insets`.
  public static func pinVertically(insets: VerticalInsets) -> ViewLayoutOption {
    PinTarget.edges.option(top: insets.top, bottom: insets.bottom)
  }

  /// Pins the top edge of the view to the superview's edges.
  public static var pinTop: ViewLayoutOption { pinTop(inset: 0) }

  /// Pins the top edge of the view to the superview's edges, `inset` inward.
  public static func pinTop(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.edges.option(top: inset)
  }

  /// Pins the bottom edge of the view to the superview's edges.
  public static var pinBottom: ViewLayoutOption { pinBottom(inset: 0) }

  /// Pins the bottom edge of the view to the superview's edges, `inset` inward.
  public static func pinBottom(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.edges.option(bottom: inset)
  }

  /// Pins the leading edge of the view to the superview's edges.
  public static var pinLeading: ViewLayoutOption { pinLeading(inset: 0) }

  /// Pins the leading edge of the view to the superview's edges, `inset` inward.
  public static func pinLeading(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.edges.option(leading: inset)
  }

  /// Pins the trailing edge of the view to the superview's edges.
  public static var pinTrailing: ViewLayoutOption { pinTrailing(inset: 0) }

  /// Pins the trailing edge of the view to the superview's edges, `inset` inward.
  public static func pinTrailing(inset: CGFloat) -> ViewLayoutOption {
    PinTarget.edges.option(trailing: inset)
  }
}
