import Foundation

// MARK: - Converting between views' coordinates

extension View {
  /// A point in this view's bounds, expressed in `view`'s bounds (the
  /// window's when `view` is nil), as UIKit's `convert(_:to:)`.
  ///
  /// The views must be in one tree; frames are those of the last layout
  /// pass, and a ``ScrollView``'s content offset counts, as in UIKit.
  ///
  /// ```swift
  /// let inWindow = button.convert(CGPoint(x: 0, y: 0), to: nil)
  /// ```
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    let origin = view.pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// A point in `view`'s bounds (the window's when nil), expressed in this
  /// view's bounds, as UIKit's `convert(_:from:)`.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    let origin = pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// A rectangle in this view's bounds, expressed in `view`'s bounds (the
  /// window's when nil), as UIKit's `convert(_:to:)`.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// A rectangle in `view`'s bounds (the window's when nil), expressed in
  /// this view's bounds, as UIKit's `convert(_:from:)`.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// A point in this view's bounds, in the root's coordinates.
  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = CGPoint(x: point.x - boundsOrigin.x, y: point.y - boundsOrigin.y)
    var view: View = self
    while let parent = view.storedSuperview {
      result.x += view.storedFrame.minX - parent.boundsOrigin.x
      result.y += view.storedFrame.minY - parent.boundsOrigin.y
      view = parent
    }
    return result
  }
}
