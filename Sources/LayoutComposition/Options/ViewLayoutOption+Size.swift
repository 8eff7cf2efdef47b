import Foundation
import LayoutCore

// MARK: - Size

nonisolated extension ViewLayoutOption {
  /// Fixes the view's width and height.
  public static func size(_ size: CGSize) -> ViewLayoutOption {
    [width(size.width), height(size.height)]
  }

  /// Fixes the view's height.
  public static func height(_ height: CGFloat) -> ViewLayoutOption {
    constraints { view, _ in [view.heightAnchor.constraint(equalToConstant: height)] }
  }

  /// Fixes the view's width.
  public static func width(_ width: CGFloat) -> ViewLayoutOption {
    constraints { view, _ in [view.widthAnchor.constraint(equalToConstant: width)] }
  }

  /// Keeps the view's width `widthToHeight` times its height: `.aspectRatio(3.0 / 2.0)`.
  public static func aspectRatio(_ widthToHeight: CGFloat) -> ViewLayoutOption {
    constraints { view, _ in
      [view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: widthToHeight)]
    }
  }

  /// Keeps the view square.
  public static var aspectRatioSquare: ViewLayoutOption { aspectRatio(1) }

  /// Makes the view's width and height a fraction of its superview's.
  public static func relativeSize(_ relativeSize: CGFloat) -> ViewLayoutOption {
    [relativeWidth(relativeSize), relativeHeight(relativeSize)]
  }

  /// Makes the view's height a fraction of its superview's: `.relativeHeight(0.8)`.
  public static func relativeHeight(_ relativeHeight: CGFloat) -> ViewLayoutOption {
    constraints { view, superview in
      [view.heightAnchor.constraint(equalTo: superview.heightAnchor, multiplier: relativeHeight)]
    }
  }

  /// Makes the view's width a fraction of its superview's.
  public static func relativeWidth(_ relativeWidth: CGFloat) -> ViewLayoutOption {
    constraints { view, superview in
      [view.widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: relativeWidth)]
    }
  }
}
