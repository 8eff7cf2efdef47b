import CFreeType
import Foundation
import LayoutCore

/// One set of open font faces with their caches, used by one measurement
/// at a time (see `FreeTypeTextMeasurer.withFaces(_:)`).
final class MeasuringFaces {
  private let library: FreeTypeLibrary
  private let directory: String?
  private let file: String?
  private var faces: [FaceKey: FontFace] = [:]
  private let fallbackFace: FontFace

  /// Opens the regular face of `directory` (DejaVu) or the font `file`.
  /// - Throws: ``FreeTypeError`` when FreeType cannot start or read the font.
  init(directory: String?, file: String?) throws(FreeTypeError) {
    guard let library = FreeTypeLibrary() else {
      throw FreeTypeError(description: "FreeType could not start")
    }
    let path = file ?? (directory! + "/DejaVuSans.ttf")
    guard FileManager.default.fileExists(atPath: path) else {
      throw FreeTypeError(description: "\(path): no such font file")
    }
    guard let face = FontFace(path: path, library: library) else {
      throw FreeTypeError(description: "\(path): FreeType cannot read this file as a font")
    }
    self.library = library
    self.directory = directory
    self.file = file
    fallbackFace = face
  }

  /// The face for `font`: its DejaVu file, opened on first use, or the one file.
  func fontFace(for font: Font) -> FontFace {
    if file != nil { return fallbackFace }
    let key = FaceKey(font)
    if let face = faces[key] { return face }
    let face = directory.flatMap { FontFace(path: $0 + "/" + key.dejaVuFileName, library: library) } ?? fallbackFace
    faces[key] = face
    return face
  }

  /// `text` broken into lines no wider than `maxWidth`, at most `numberOfLines` (0: any).
  func breakLines(_ text: String, face: FontFace, size: Double, maxWidth: Double, numberOfLines: Int)
    -> [(text: Substring, width: Double)]
  {
    let breaker = LineBreaker { self.width($0, face: face, size: size) }
    var lines: [(text: Substring, width: Double)] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += breaker.lines(of: paragraph, maxWidth: maxWidth.isFinite ? maxWidth : .infinity)
      if numberOfLines > 0 && lines.count >= numberOfLines { break }
    }
    if numberOfLines > 0 && lines.count > numberOfLines { lines.removeLast(lines.count - numberOfLines) }
    return lines
  }

  /// Advances plus kerning, in points; a character the font lacks is one em.
  /// Runs of complex scripts are shaped with HarfBuzz when it is installed.
  func width(_ text: Substring, face: FontFace, size: Double) -> Double {
    if ShapedFont.needsShaping(text), let shaped = face.shaped {
      let (ems, missing) = shaped.advance(of: text)
      guard missing > 0 else { return ems * size }
      // As unshaped: one em for each character whose first scalar the font lacks.
      let lacking = text.reduce(0) { count, character in
        count + (character.unicodeScalars.first.map { face.glyph($0.value) == 0 } == true ? 1 : 0)
      }
      return (ems + Double(lacking)) * size
    }
    var ems = 0.0
    var previous: FT_UInt = 0
    for character in text {
      guard let first = character.unicodeScalars.first, let advance = face.advance(first.value) else {
        ems += 1
        previous = 0
        continue
      }
      let glyph = face.glyph(first.value)
      ems += advance + face.kerning(previous, glyph)
      // Combining marks and the like after the first scalar.
      for scalar in character.unicodeScalars.dropFirst() { ems += face.advance(scalar.value) ?? 0 }
      previous = glyph
    }
    return ems * size
  }
}
