/// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits`.
///
/// Kept for code written for UIKit and for tests that read them; nothing
/// reads them aloud headless. Views report UIKit's defaults: a button
/// ``button``, a label ``staticText``, an image view ``image``, a slider
/// ``adjustable``, and ``notEnabled`` while a control is disabled.
nonisolated public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt64

  /// Makes traits from their raw bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none: AccessibilityTraits = []
  /// Acts as a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Opens a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// Shows an image.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// Is selected.
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// Plays a sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// Acts as a keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// Shows text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// Summarises the app's state when it starts.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// Is disabled.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// Changes its label or value often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// Is a search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Takes a continuous value (a slider).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// Heads a section of content.
  public static let header = AccessibilityTraits(rawValue: 1 << 16)
  /// Is a tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 28)
}
