import Foundation
import LayoutCore

// MARK: - Colours, corners and fonts in documents

extension DocumentBuilder {
  /// The keys every view kind takes for how it looks (drawing only; layout ignores them).
  static let appearanceKeys = ["background", "alpha", "cornerRadius", "borderWidth", "borderColor", "clips"]
  /// The keys labels take for their text's look.
  static let textKeys = ["color", "weight", "align"]

  /// The colours a document may name, besides `#RRGGBB` and `#RRGGBBAA`.
  static let namedColors: [(String, Color)] = [
    ("black", .black), ("white", .white), ("clear", .clear), ("gray", .gray), ("lightGray", .lightGray),
    ("darkGray", .darkGray), ("red", .red), ("green", .green), ("blue", .blue), ("yellow", .yellow),
    ("orange", .orange), ("purple", .purple), ("cyan", .cyan), ("magenta", .magenta), ("brown", .brown),
    ("systemRed", .systemRed), ("systemOrange", .systemOrange),
    ("systemYellow", .systemYellow), ("systemGreen", .systemGreen), ("systemMint", .systemMint),
    ("systemTeal", .systemTeal), ("systemCyan", .systemCyan), ("systemBlue", .systemBlue),
    ("systemIndigo", .systemIndigo), ("systemPurple", .systemPurple), ("systemPink", .systemPink),
    ("systemBrown", .systemBrown), ("systemGray", .systemGray), ("systemGray2", .systemGray2),
    ("systemGray3", .systemGray3), ("systemGray4", .systemGray4), ("systemGray5", .systemGray5),
    ("systemGray6", .systemGray6), ("label", .label), ("secondaryLabel", .secondaryLabel),
    ("tertiaryLabel", .tertiaryLabel), ("link", .link), ("separator", .separator),
    ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
    ("systemGroupedBackground", .systemGroupedBackground),
    ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
  ]

  /// Applies one appearance or text key; false if `key` is not one.
  func applyAppearance(_ key: String, _ value: Value, to view: View) throws(LayoutDocumentError) -> Bool {
    switch key {
    case "background": view.backgroundColor = try color(value, what: "background")
    case "borderColor": view.layer.borderColor = try color(value, what: "borderColor")
    case "alpha":
      let alpha = try reader.number(value, what: "alpha")
      guard (0...1).contains(alpha) else { throw error("alpha must be from 0 to 1", at: value.position) }
      view.alpha = alpha
    case "cornerRadius": view.layer.cornerRadius = try reader.nonNegative(value, what: "cornerRadius", metrics: metrics)
    case "borderWidth": view.layer.borderWidth = try reader.nonNegative(value, what: "borderWidth", metrics: metrics)
    case "clips": view.clipsToBounds = try reader.bool(value, what: "clips")
    case "color": (view as? Label)?.textColor = try color(value, what: "color")
    case "weight":
      let weight = try reader.choice(
        value, what: "weight",
        [
          ("ultraLight", Font.Weight.ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
          ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ])
      if let label = view as? Label { label.font = label.font.withWeight(weight) }
    case "align":
      (view as? Label)?.textAlignment = try reader.choice(
        value, what: "align",
        [("natural", .natural), ("left", .left), ("center", .center), ("right", .right), ("justified", .justified)])
    default:
      return false
    }
    return true
  }

  /// A colour: a name from ``namedColors`` or a hex string.
  private func color(_ value: Value, what: String) throws(LayoutDocumentError) -> Color {
    let text = try reader.string(value, what: what)
    if text.hasPrefix("#") {
      guard let color = Color(hex: text) else {
        throw error(
          "\(what) '\(MessageText.quoted(text))' is not a colour: use #RGB, #RRGGBB or #RRGGBBAA", at: value.position)
      }
      return color
    }
    return try reader.choice(value, what: what, Self.namedColors)
  }
}

nonisolated extension Font {
  /// The same font at another weight.
  fileprivate func withWeight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }
}
