import Foundation

// MARK: - Fitting size

extension View {
  /// The size the view's constraints give it when pulled towards
  /// `targetSize` at ``LayoutPriority/fittingSizeLevel`` (50) on both axes.
  ///
  /// Pass ``View/layoutFittingCompressedSize`` for the smallest size the
  /// constraints allow, ``View/layoutFittingExpandedSize`` for the largest.
  ///
  /// ```swift
  /// let height = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height
  /// ```
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when pulled towards
  /// `targetSize` at the given priorities.
  ///
  /// Only constraints inside the view (installed on it or its descendants)
  /// count: not the ones that place it in its superview, nor its
  /// autoresizing mask. The result is rounded to the display scale. As in
  /// UIKit, each call solves from scratch, so it costs more than a layout
  /// pass; cache the result.
  ///
  /// ```swift
  /// // The height of a card 343 points wide.
  /// let size = card.systemLayoutSizeFitting(
  ///   CGSize(width: 343, height: 0),
  ///   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  /// ```
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    rootView.layoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
  }
}
