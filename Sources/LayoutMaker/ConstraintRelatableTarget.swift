/// Something a maker attribute can be related to with `equalTo`,
/// `lessThanOrEqualTo` or `greaterThanOrEqualTo`.
///
/// Views, layout guides, `other.snp` attributes, numbers of every standard
/// numeric type, `CGSize`, `CGPoint`, `EdgeInsets` and
/// `DirectionalEdgeInsets` conform. Values other than items relate
/// positions to the superview and fix widths and heights:
///
/// ```swift
/// make.edges.equalTo(EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))  // to the superview
/// make.size.equalTo(CGSize(width: 40, height: 40))                       // constants
/// ```
nonisolated public protocol ConstraintRelatableTarget {
  /// The target as the maker reads it; not API.
  var _constraintTarget: _ConstraintTarget { get }
}
