import CFreeType
import Foundation

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
    unitsPerEm = units
    ascender = Double(face.pointee.ascender) / units
    let height = Double(face.pointee.height)
    lineHeight = (height > 0 ? height : Double(face.pointee.ascender - face.pointee.descender)) / units
    hasKerning = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
  }

  deinit { FT_Done_Face(face) }

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
