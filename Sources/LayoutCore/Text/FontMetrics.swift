import Foundation

/// Scales fonts and lengths of your own with Dynamic Type, as UIKit's `UIFontMetrics`.
///
/// A custom font, or a spacing that should grow with the text, scales by
/// the same factor as a text style's font between the default category
/// (``ContentSizeCategory/large``) and the current one:
///
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .headline)
/// title.font = metrics.scaledFont(for: .systemFont(ofSize: 20, weight: .bold))
/// spacing.constant = metrics.scaledValue(for: 12)
/// ```
nonisolated public struct FontMetrics: Sendable, Hashable {
  /// The text style whose scaling this follows.
  public let textStyle: Font.TextStyle

  /// The metrics of a text style.
  public init(forTextStyle textStyle: Font.TextStyle) {
    self.textStyle = textStyle
  }

  /// The metrics of the body style, as `UIFontMetrics.default`.
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// `font` at the size the current category gives it.
  public func scaledFont(for font: Font) -> Font {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// `font` scaled for the current category, but no larger than `maximumPointSize`.
  public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
    let scaled = scaledFont(for: font)
    return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
  }

  /// `font` scaled for a trait collection's category (the current one when it leaves it unspecified).
  public func scaledFont(for font: Font, compatibleWith traits: TraitCollection?) -> Font {
    font.withSize((font.pointSize * factor(for: traits) * 2).rounded() / 2)
  }

  /// A length scaled as the style's font: a spacing or an image size that grows with the text.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// A length scaled for a trait collection's category.
  public func scaledValue(for value: CGFloat, compatibleWith traits: TraitCollection?) -> CGFloat {
    value * factor(for: traits)
  }

  /// The style's size at the category over its size at the default.
  private func factor(for traits: TraitCollection?) -> CGFloat {
    textStyle.pointSize(for: ContentSizeCategory.of(traits)) / textStyle.pointSize(for: .large)
  }
}
