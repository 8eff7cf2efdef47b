import Foundation

/// The text size the user chose in Settings, as UIKit's
/// `UIContentSizeCategory`: Dynamic Type's fonts and ``FontMetrics`` scale by it.
///
/// The default is ``large``, as on a new iPhone. A test chooses another for
/// the code it runs, as a simulator's Accessibility settings do:
///
/// ```swift
/// ContentSizeCategory.$current.withValue(.accessibilityExtraLarge) {
///   label.font = .preferredFont(forTextStyle: .body)   // 40 points
/// }
/// ```
nonisolated public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// UIKit's name for the category (`UICTContentSizeCategoryL`).
  public let rawValue: String

  /// Makes a category from UIKit's name for it.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Not specified: treated as ``large``.
  public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest.
  public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large: the default.
  public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest outside the accessibility sizes.
  public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The first accessibility size.
  public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size.
  public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size.
  public static let accessibilityExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size.
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest.
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Every category from the smallest to the largest, ``unspecified`` left out.
  public static let allOrdered: [ContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The category the code running now lays out at: ``large`` unless chosen.
  @TaskLocal public static var current: ContentSizeCategory = .large

  /// The category `traits` ask for, or ``current`` when they leave it
  /// unspecified (or there are none), as UIKit's `compatibleWith:` methods read it.
  static func of(_ traits: TraitCollection?) -> ContentSizeCategory {
    guard let asked = traits?.preferredContentSizeCategory, asked != .unspecified else { return current }
    return asked
  }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { (index ?? 0) >= 7 }

  /// The place in ``allOrdered`` (``unspecified`` counts as ``large``).
  var index: Int? { Self.allOrdered.firstIndex(of: self) ?? Self.allOrdered.firstIndex(of: .large) }

  /// Smaller categories come first.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    (lhs.index ?? 3) < (rhs.index ?? 3)
  }

  /// UIKit's name for the category.
  public var description: String { rawValue }
}
