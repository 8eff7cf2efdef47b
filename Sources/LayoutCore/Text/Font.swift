import Foundation

/// A font by size, weight, width and design, as UIKit's `UIFont`, for measuring and drawing text.
///
/// ```swift
/// title.font = .systemFont(ofSize: 24, weight: .bold)
/// caption.font = .preferredFont(forTextStyle: .footnote)
/// code.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
/// ```
///
/// A font here is a description; a ``TextMeasurer`` decides what it
/// measures as. The ``DefaultTextMeasurer`` uses only ``pointSize``; a
/// measurer that reads a real font file also picks its face by weight and design.
nonisolated public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The size in points (the em).
  public var pointSize: CGFloat
  /// The stroke weight.
  public var weight: Weight
  /// The width: condensed, standard, expanded…
  public var width: Width
  /// The design: the system's default, monospaced, serif or rounded.
  public var design: Design
  /// Whether the face is italic.
  public var isItalic: Bool
  /// The family asked for with ``init(name:size:)``; nil for the system font.
  public var familyName: String?
  /// The text style a ``preferredFont(forTextStyle:)`` font was made for.
  public var textStyle: TextStyle?

  /// Creates a font; `Font.systemFont(ofSize:)` and its siblings read better.
  public init(
    pointSize: CGFloat, weight: Weight = .regular, width: Width = .standard, design: Design = .default,
    isItalic: Bool = false
  ) {
    self.pointSize = max(pointSize, 0)
    self.weight = weight
    self.width = width
    self.design = design
    self.isItalic = isItalic
  }

  /// A font of a named family, as `UIFont(name:size:)`.
  ///
  /// Failable as UIKit's is, so that `Font(name: "Avenir", size: 17)!` ports;
  /// it returns nil only for an empty name. The family is kept for drawing;
  /// measurement falls back to the system font when the family is not installed.
  public init?(name: String, size: CGFloat) {
    guard !name.isEmpty else { return nil }
    self.init(pointSize: size)
    familyName = name
  }

  /// The system font at a size, regular weight.
  public static func systemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size) }

  /// The system font at a size and weight.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(pointSize: size, weight: weight)
  }

  /// The system font at a size, weight and width (`.condensed`, `.expanded`…).
  public static func systemFont(ofSize size: CGFloat, weight: Weight, width: Width) -> Font {
    Font(pointSize: size, weight: weight, width: width)
  }

  /// The bold system font at a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, weight: .bold) }

  /// The italic system font at a size.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, isItalic: true) }

  /// The monospaced system font at a size and weight.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(pointSize: size, weight: weight, design: .monospaced)
  }

  /// The system font with digits of equal width (drawn with the monospaced face here).
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(pointSize: size, weight: weight, design: .monospaced)
  }

  /// The font of a text style at the current content size category, as
  /// `UIFont.preferredFont(forTextStyle:)`: at the default (``ContentSizeCategory/large``)
  /// body is 17 points, headline 17 semibold, footnote 13, large title 34;
  /// at ``ContentSizeCategory/current`` otherwise (body is 23 points at
  /// extra extra extra large).
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    preferredFont(forTextStyle: style, category: ContentSizeCategory.current)
  }

  /// The font of a text style for a trait collection's content size
  /// category, as `UIFont.preferredFont(forTextStyle:compatibleWith:)`
  /// (the current category when the traits leave it unspecified).
  public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
    preferredFont(forTextStyle: style, category: ContentSizeCategory.of(traits))
  }

  private static func preferredFont(forTextStyle style: TextStyle, category: ContentSizeCategory) -> Font {
    var font = Font(pointSize: style.pointSize(for: category), weight: style.weight)
    font.textStyle = style
    return font
  }

  /// The same font at another size, as `UIFont.withSize(_:)`.
  public func withSize(_ size: CGFloat) -> Font {
    var font = self
    font.pointSize = max(size, 0)
    return font
  }

  /// A short description: size, then weight, width and design when they are not the defaults.
  public var description: String {
    var parts = [familyName ?? "system", "\(Double(pointSize))pt"]
    if weight != .regular { parts.append(weight.name) }
    if width != .standard { parts.append("width \(Double(width.rawValue))") }
    if design != .default { parts.append(design.rawValue) }
    if isItalic { parts.append("italic") }
    return parts.joined(separator: " ")
  }
}
