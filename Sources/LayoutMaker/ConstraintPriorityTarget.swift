/// A value `priority(_:)` accepts: a ``ConstraintPriority``, a
/// `LayoutPriority` or a number from 1 to 1000.
nonisolated public protocol ConstraintPriorityTarget {
  /// The priority as a number; not API.
  var _constraintPriority: Float { get }
}
