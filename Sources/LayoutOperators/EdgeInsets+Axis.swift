import Foundation
import LayoutCore

// MARK: - Insets for one axis

nonisolated extension EdgeInsets {
  /// Insets on the left and right only, for horizontal edges:
  /// `a.horizontalEdges == b.horizontalEdges + EdgeInsets(left: 10, right: 10)`.
  public init(left: CGFloat, right: CGFloat) {
    self.init(top: 0, left: left, bottom: 0, right: right)
  }

  /// Insets on the top and bottom only, for vertical edges.
  public init(top: CGFloat, bottom: CGFloat) {
    self.init(top: top, left: 0, bottom: bottom, right: 0)
  }
}
