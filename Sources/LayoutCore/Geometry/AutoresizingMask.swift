/// Which parts of a view's frame stretch when its superview's size changes,
/// as UIKit's `UIView.AutoresizingMask`.
///
/// Along each axis a frame has three parts: the margin before the view, its
/// size, and the margin after it. A size change of the superview is shared
/// among the flexible parts in proportion to their current lengths (evenly
/// when those are all zero); fixed parts keep their lengths.
///
/// ```swift
/// banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
/// ```
nonisolated public struct AutoresizingMask: OptionSet, Sendable, Hashable {
  /// The mask's bits, with UIKit's values.
  public let rawValue: UInt

  /// Creates a mask from UIKit's bit values.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The margin on the left stretches.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width stretches.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The margin on the right stretches.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The margin above stretches.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height stretches.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The margin below stretches.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
