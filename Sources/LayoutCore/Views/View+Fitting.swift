import Foundation

// MARK: - Fitting size

extension View {
  /// The size the view's own constraints give it when pulled towards
  /// `targetSize` at the given priorities: what
  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// returns unless a subclass overrides it.
  ///
  /// Only constraints inside the view (installed on it or its descendants)
  /// count: not the ones that place it in its superview, nor its
  /// autoresizing mask. The result is rounded to the display scale.
  func constraintFittingSize(
    _ targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize {
    rootView.layoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
  }
}
