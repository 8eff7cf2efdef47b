import CFreeType
import Foundation
import LayoutCore

/// One font file opened with FreeType, with its advances and kerning cached
/// in em units (font units over units-per-em), so any point size is a multiplication.
final class FontFace {
  private let face: FT_Face
  /// Kept so that the library outlives the face.
  private let library: FreeTypeLibrary
  /// Units per em.
  let unitsPerEm: Double
  /// The ascender, in ems: the first baseline's distance below a line's top.
  let ascender: Double
  /// The line height (ascender − descender + line gap), in ems.
  let lineHeight: Double
  private let hasKerning: Bool
  /// The file, for HarfBuzz to open when a run needs shaping.
  let path: String
  /// The face as drawings name it.
  let description: TextFace
  /// The file opened with HarfBuzz, at the first run that needs shaping;
  /// nil when HarfBuzz is not installed.
  private(set) lazy var shaped: ShapedFont? = ShapedFont(path: path)
  private var advances: [UInt32: Double] = [:]
  private var glyphs: [UInt32: FT_UInt] = [:]
  private var kerning: [UInt64: Double] = [:]

  /// Opens `path` with `library`; nil if FreeType cannot read it.
  init?(path: String, library: FreeTypeLibrary) {
    var face: FT_Face?
    guard FT_New_Face(library.handle, path, 0, &face) == 0, let face else { return nil }
    self.library = library
    let units = Double(face.pointee.units_per_EM)
    guard units > 0 else {
      FT_Done_Face(face)
      return nil
    }
    self.face = face
    self.path = path
    description = Self.describe(face)
    unitsPerEm = units
    ascender = Double(face.pointee.ascender) / units
    let height = Double(face.pointee.height)
    lineHeight = (height > 0 ? height : Double(face.pointee.ascender - face.pointee.descender)) / units
    hasKerning = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
  }

  deinit { FT_Done_Face(face) }

  /// The family, weight, slant and width the face declares: its name and
  /// OS/2 tables, else its style flags.
  private static func describe(_ face: FT_Face) -> TextFace {
    let family = face.pointee.family_name.map { String(cString: $0) } ?? "sans-serif"
    let flags = face.pointee.style_flags
    var weight = flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
    var widthClass = 5
    if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
      let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
      if (1...1000).contains(os2.usWeightClass) { weight = Int(os2.usWeightClass) }
      if (1...9).contains(os2.usWidthClass) { widthClass = Int(os2.usWidthClass) }
    }
    return TextFace(
      family: family, weight: weight, isItalic: flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0, widthClass: widthClass)
  }

  /// The glyph for a scalar; 0 when the font has none.
  func glyph(_ scalar: UInt32) -> FT_UInt {
    if let glyph = glyphs[scalar] { return glyph }
    let glyph = FT_Get_Char_Index(face, FT_ULong(scalar))
    glyphs[scalar] = glyph
    return glyph
  }

  /// The advance of a scalar in ems, or nil when the font has no glyph for it.
  func advance(_ scalar: UInt32) -> Double? {
    if let advance = advances[scalar] { return advance }
    let index = glyph(scalar)
    guard index != 0 else { return nil }
    var advance: FT_Fixed = 0
    // Unscaled and unhinted: the design advance, the same at every size.
    guard FT_Get_Advance(face, index, FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0 else { return nil }
    let ems = Double(advance) / unitsPerEm
    advances[scalar] = ems
    return ems
  }

  /// The kerning between two glyphs in ems (negative pulls them together).
  func kerning(_ left: FT_UInt, _ right: FT_UInt) -> Double {
    guard hasKerning, left != 0, right != 0 else { return 0 }
    let key = UInt64(left) << 32 | UInt64(right)
    if let value = kerning[key] { return value }
    var vector = FT_Vector()
    let value =
      FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0
      ? Double(vector.x) / unitsPerEm : 0
    kerning[key] = value
    return value
  }
}
