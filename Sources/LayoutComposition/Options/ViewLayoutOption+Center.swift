import Foundation
import LayoutCore

// MARK: - Center

nonisolated extension ViewLayoutOption {
  /// Centers the view in its superview.
  public static var alignCenter: ViewLayoutOption { alignCenter(offset: .zero) }

  /// Centers the view in its superview, moved by `offset` (right and down are positive).
  public static func alignCenter(offset: CGSize) -> ViewLayoutOption {
    [alignCenterX(offset: offset.width), alignCenterY(offset: offset.height)]
  }

  /// Centers the view horizontally in its superview.
  public static var alignCenterX: ViewLayoutOption { alignCenterX(offset: 0) }

  /// Centers the view horizontally in its superview, moved right by `offset`.
  public static func alignCenterX(offset: CGFloat) -> ViewLayoutOption {
    constraints { view, superview in
      [view.centerXAnchor.constraint(equalTo: superview.centerXAnchor, constant: offset)]
    }
  }

  /// Centers the view vertically in its superview.
  public static var alignCenterY: ViewLayoutOption { alignCenterY(offset: 0) }

  /// Centers the view vertically in its superview, moved down by `offset`.
  public static func alignCenterY(offset: CGFloat) -> ViewLayoutOption {
    constraints { view, superview in
      [view.centerYAnchor.constraint(equalTo: superview.centerYAnchor, constant: offset)]
    }
  }
}
