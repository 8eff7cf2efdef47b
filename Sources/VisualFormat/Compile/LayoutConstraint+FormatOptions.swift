import LayoutCore

extension LayoutConstraint {
  /// Options for Visual Format strings: alignment of neighbouring views, the
  /// direction of a horizontal line, and baseline spacing. Raw values are UIKit's.
  nonisolated public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// Creates options from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the left edges of neighbouring views (vertical lines only).
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the right edges (vertical lines only).
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the top edges (horizontal lines only).
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the bottom edges (horizontal lines only).
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the leading edges (vertical lines only).
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the trailing edges (vertical lines only).
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the horizontal centres (vertical lines only).
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the vertical centres (horizontal lines only).
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align the last baselines (horizontal lines only).
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// The older name of ``alignAllLastBaseline``.
    public static let alignAllBaseline = alignAllLastBaseline
    /// Align the first baselines (horizontal lines only).
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// All alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Lay a horizontal line out from leading to trailing (the default; flips in right-to-left).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Lay a horizontal line out from left to right, whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Lay a horizontal line out from right to left, whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// All direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    /// Measure spacing edge to edge (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Measure vertical spacing from the upper view's last baseline to the lower view's first.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
  }
}
