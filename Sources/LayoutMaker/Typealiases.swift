import LayoutCore

// SnapKit's names for the platform types, so that code which spells them
// out ports unchanged. They are the only seam between the two vocabularies.

/// SnapKit's name for a view: LayoutCore's `View`.
public typealias ConstraintView = View
/// SnapKit's name for a layout guide: LayoutCore's `LayoutGuide`.
public typealias ConstraintLayoutGuide = LayoutGuide
/// SnapKit's name for edge insets: LayoutCore's `EdgeInsets`.
public typealias ConstraintInsets = EdgeInsets
/// SnapKit's name for directional edge insets: LayoutCore's `DirectionalEdgeInsets`.
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
/// SnapKit's name for a view's `snp` namespace.
public typealias ConstraintViewDSL = ConstraintDSL<View>
/// SnapKit's name for a layout guide's `snp` namespace.
public typealias ConstraintLayoutGuideDSL = ConstraintDSL<LayoutGuide>
