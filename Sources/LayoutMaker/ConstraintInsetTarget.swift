/// A value `inset(_:)` accepts: a number (the same inset on every side),
/// `EdgeInsets` or `DirectionalEdgeInsets`.
///
/// Insets move each edge inwards: top and left (or leading) get the value,
/// bottom and right (or trailing) its negation, and widths and heights
/// shrink by both sides.
nonisolated public protocol ConstraintInsetTarget: ConstraintRelatableTarget {}
