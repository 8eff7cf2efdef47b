import Foundation
import LayoutCore

/// Which file of a family a font is drawn with.
struct FaceKey: Hashable {
  var design: Font.Design
  var bold: Bool
  var italic: Bool
  var condensed: Bool

  init(_ font: Font) {
    design = font.design
    bold = font.weight.isBold
    italic = font.isItalic
    condensed = font.width.rawValue < 0
  }

  /// The DejaVu file name for this face (the family Debian installs by default).
  var dejaVuFileName: String {
    var family: String
    switch design {
    case .monospaced: family = "DejaVuSansMono"
    case .serif: family = condensed ? "DejaVuSerifCondensed" : "DejaVuSerif"
    case .default, .rounded: family = condensed ? "DejaVuSansCondensed" : "DejaVuSans"
    }
    let slant = design == .serif ? "Italic" : "Oblique"
    switch (bold, italic) {
    case (false, false): break
    case (true, false): family += "-Bold"
    case (false, true): family += "-\(slant)"
    case (true, true): family += "-Bold\(slant)"
    }
    return family + ".ttf"
  }
}

/// Where DejaVu's files are looked for, in order.
enum FontDirectories {
  static let dejaVu = [
    "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
    "/usr/local/share/fonts/dejavu", "/opt/homebrew/share/fonts", "/Library/Fonts",
  ]

  /// The directory holding DejaVuSans.ttf, if any.
  static func findDejaVu() -> String? {
    dejaVu.first { FileManager.default.fileExists(atPath: $0 + "/DejaVuSans.ttf") }
  }
}
