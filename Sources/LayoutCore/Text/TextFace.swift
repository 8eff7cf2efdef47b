import Foundation

/// The font face a ``TextMeasurer`` measures with, named so that a drawing can
/// ask a viewer for the same face and get text of the measured width.
///
/// ```swift
/// let face = FreeTypeTextMeasurer().face(for: .boldSystemFont(ofSize: 17))
/// // TextFace(family: "DejaVu Sans", weight: 700, isItalic: false, widthClass: 5)
/// ```
nonisolated public struct TextFace: Hashable, Sendable {
  /// The family name, as font-matching (fontconfig, CSS) knows it: "DejaVu Sans".
  public var family: String
  /// The face's weight, 100 to 900, as CSS and OpenType write it: 400 regular, 700 bold.
  public var weight: Int
  /// Whether the face is italic or oblique.
  public var isItalic: Bool
  /// The face's width, OpenType's width class: 1 ultra-condensed to 9
  /// ultra-expanded, 5 normal (DejaVu's condensed faces are 4).
  public var widthClass: Int

  /// Creates a face description.
  public init(family: String, weight: Int = 400, isItalic: Bool = false, widthClass: Int = 5) {
    self.family = family
    self.weight = weight
    self.isItalic = isItalic
    self.widthClass = widthClass
  }
}
