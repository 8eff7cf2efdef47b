import Foundation
import LayoutCore

extension Layout {
  /// Sets each view's frame to the frame of the item at the same position.
  ///
  /// ```swift
  /// let layout = Layout(parentFrame: screen.bounds, direction: .column)
  /// try layout.add(items: [.height(64), .flexible, .height(49)])
  /// try layout.apply(to: [header, content, tabBar])
  /// ```
  ///
  /// The views keep `translatesAutoresizingMaskIntoConstraints` as it is, so a
  /// view laid out this way can still hold constraints of its own subviews.
  /// - Parameter views: One view per item, in the order the items were added.
  /// - Throws: ``Layout/LayoutError/itemOutOfBounds(index:count:)`` when there
  ///   are more views than items; no frame is set then.
  #if MainActorViews
    @MainActor
  #endif
  public func apply(to views: [View]) throws {
    guard views.count <= count else {
      throw LayoutError.itemOutOfBounds(index: views.count - 1, count: count)
    }
    for (view, frame) in zip(views, frames) {
      view.frame = frame
    }
  }
}
