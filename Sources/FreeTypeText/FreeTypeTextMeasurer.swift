import CFreeType
import Foundation
import LayoutCore

/// Measures text with a real font read by FreeType: glyph advances and
/// kerning, complex scripts shaped by HarfBuzz, lines broken at spaces and
/// after hyphens (between any two characters in Chinese, Japanese and
/// Korean), baselines from the font's ascender.
///
/// ```swift
/// let measurer = try FreeTypeTextMeasurer()          // DejaVu, Debian's default fonts
/// try Label.$defaultTextMeasurer.withValue(measurer) {
///   let title = Label(text: "Welcome back")          // measured in DejaVu Sans
///   title.font = .boldSystemFont(ofSize: 20)         // DejaVu Sans Bold
/// }
/// ```
///
/// With no file given it uses the DejaVu family (`fonts-dejavu-core` on
/// Debian), picking the face by the `Font`'s weight (semibold and heavier
/// are bold), italics, width (condensed) and design (monospaced, serif).
/// With a file, every font is measured with that file. Characters the font
/// lacks (emoji, say) count one em wide. Measuring is unhinted, so widths
/// scale exactly with the point size; results are cached per face.
///
/// Runs of Arabic, Hebrew, the Indic scripts, Thai and other scripts whose
/// letters change with their neighbours are shaped with HarfBuzz, loaded at
/// run time (``shapesComplexScripts`` says whether it was found), so they
/// measure as browsers and Pango draw them; Latin, Greek, Cyrillic and CJK
/// take the glyph-by-glyph path, which gives them the same widths faster.
///
/// One measurer may be shared by views in several tasks: a lock guards its caches.
public final class FreeTypeTextMeasurer: TextMeasurer, @unchecked Sendable {
  private let library: FreeTypeLibrary
  private let directory: String?
  private let file: String?
  private var faces: [FaceKey: FontFace] = [:]
  private let fallbackFace: FontFace
  private let lock = NSLock()

  /// A measurer for the DejaVu family, found in the usual font directories.
  /// - Throws: ``FreeTypeError`` naming the directories searched when DejaVu is not installed.
  public convenience init() throws(FreeTypeError) {
    guard let directory = FontDirectories.findDejaVu() else {
      throw FreeTypeError(
        description: "no DejaVu fonts in \(FontDirectories.dejaVu.joined(separator: ", ")). "
          + "Install them (apt-get install fonts-dejavu-core) or pass a font file (--font PATH).")
    }
    try self.init(directory: directory, file: nil)
  }

  /// A measurer that measures every font with one TrueType or OpenType file.
  /// - Throws: ``FreeTypeError`` when the file is missing or FreeType cannot read it.
  public convenience init(fontFile path: String) throws(FreeTypeError) {
    try self.init(directory: nil, file: path)
  }

  private init(directory: String?, file: String?) throws(FreeTypeError) {
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

  /// Measures at the regular face of the size.
  public func measure(_ text: String, fontSize: CGFloat, maxWidth: CGFloat, numberOfLines: Int)
    -> TextMeasurement
  {
    measure(text, font: .systemFont(ofSize: fontSize), maxWidth: maxWidth, numberOfLines: numberOfLines)
  }

  /// Measures in the face the font names.
  public func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
    lock.lock()
    defer { lock.unlock() }
    let face = fontFace(for: font)
    let size = Double(font.pointSize)
    let lines = breakLines(text, face: face, size: size, maxWidth: Double(maxWidth), numberOfLines: numberOfLines)
    let lineHeight = face.lineHeight * size
    let count = max(lines.count, 1)
    let widest = lines.map(\.width).max() ?? 0
    return TextMeasurement(
      size: CGSize(width: widest, height: Double(count) * lineHeight),
      firstBaseline: face.ascender * size,
      lastBaseline: Double(count - 1) * lineHeight + face.ascender * size,
      lineCount: count)
  }

  /// The lines for drawing, broken exactly as ``measure(_:font:maxWidth:numberOfLines:)`` breaks them.
  public func lines(of text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    let face = fontFace(for: font)
    let all = breakLines(text, face: face, size: Double(font.pointSize), maxWidth: Double(maxWidth), numberOfLines: 0)
    return all.map { String($0.text) }.keepingRest(within: numberOfLines)
  }

  /// The width of one line of text in points.
  public func width(of text: some StringProtocol, font: Font) -> CGFloat {
    lock.lock()
    defer { lock.unlock() }
    return width(Substring(text), face: fontFace(for: font), size: Double(font.pointSize))
  }

  /// The face `font` is measured with: its family, weight, slant and width
  /// as the font file declares them, so that a drawing asks for that face.
  public func face(for font: Font) -> TextFace? {
    lock.lock()
    defer { lock.unlock() }
    return fontFace(for: font).description
  }

  /// Whether complex scripts (Arabic, Hebrew with points, the Indic scripts,
  /// Thai…) are shaped with HarfBuzz, as browsers draw them: true when the
  /// HarfBuzz library (Debian's `libharfbuzz0b`) is installed. Without it
  /// such text is measured glyph by glyph, wider than it is drawn.
  public static var shapesComplexScripts: Bool { HarfBuzz.shared != nil }

  // MARK: Internals (called with the lock held)

  private func fontFace(for font: Font) -> FontFace {
    if file != nil { return fallbackFace }
    let key = FaceKey(font)
    if let face = faces[key] { return face }
    let face = directory.flatMap { FontFace(path: $0 + "/" + key.dejaVuFileName, library: library) } ?? fallbackFace
    faces[key] = face
    return face
  }

  private func breakLines(_ text: String, face: FontFace, size: Double, maxWidth: Double, numberOfLines: Int)
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
  private func width(_ text: Substring, face: FontFace, size: Double) -> Double {
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
