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
/// One measurer may be shared by views in several tasks: each call borrows
/// a set of open faces with their caches that no other call is using (made
/// when every set is busy), so tasks measure in parallel instead of taking
/// turns at one lock.
public final class FreeTypeTextMeasurer: TextMeasurer, @unchecked Sendable {
  private let directory: String?
  private let file: String?
  /// Face sets no call is using; a call takes one and gives it back.
  private var idle: [MeasuringFaces]
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
    // The first set is opened now, so that a missing or unreadable font
    // is reported here rather than at the first measurement.
    idle = [try MeasuringFaces(directory: directory, file: file)]
    self.directory = directory
    self.file = file
  }

  /// Measures at the regular face of the size.
  public func measure(_ text: String, fontSize: CGFloat, maxWidth: CGFloat, numberOfLines: Int)
    -> TextMeasurement
  {
    measure(text, font: .systemFont(ofSize: fontSize), maxWidth: maxWidth, numberOfLines: numberOfLines)
  }

  /// Measures in the face the font names.
  public func measure(_ text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> TextMeasurement {
    withFaces { faces in
      let face = faces.fontFace(for: font)
      let size = Double(font.pointSize)
      let lines = faces.breakLines(
        text, face: face, size: size, maxWidth: Double(maxWidth), numberOfLines: numberOfLines)
      let lineHeight = face.lineHeight * size
      let count = max(lines.count, 1)
      let widest = lines.map(\.width).max() ?? 0
      return TextMeasurement(
        size: CGSize(width: widest, height: Double(count) * lineHeight),
        firstBaseline: face.ascender * size,
        lastBaseline: Double(count - 1) * lineHeight + face.ascender * size,
        lineCount: count)
    }
  }

  /// The lines for drawing, broken exactly as ``measure(_:font:maxWidth:numberOfLines:)`` breaks them.
  public func lines(of text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int) -> [String] {
    withFaces { faces in
      let face = faces.fontFace(for: font)
      let all = faces.breakLines(
        text, face: face, size: Double(font.pointSize), maxWidth: Double(maxWidth), numberOfLines: 0)
      return all.map { String($0.text) }.keepingRest(within: numberOfLines)
    }
  }

  /// The width of one line of text in points.
  public func width(of text: some StringProtocol, font: Font) -> CGFloat {
    withFaces { faces in faces.width(Substring(text), face: faces.fontFace(for: font), size: Double(font.pointSize)) }
  }

  /// The face `font` is measured with: its family, weight, slant and width
  /// as the font file declares them, so that a drawing asks for that face.
  public func face(for font: Font) -> TextFace? {
    withFaces { $0.fontFace(for: font).description }
  }

  /// Whether complex scripts (Arabic, Hebrew with points, the Indic scripts,
  /// Thai…) are shaped with HarfBuzz, as browsers draw them: true when the
  /// HarfBuzz library (Debian's `libharfbuzz0b`) is installed. Without it
  /// such text is measured glyph by glyph, wider than it is drawn.
  public static var shapesComplexScripts: Bool { HarfBuzz.shared != nil }

  /// Calls `body` with a face set no other call is using.
  ///
  /// Why a set per call rather than one lock around every measurement:
  /// FreeType's faces and the advance caches may be used by one thread at
  /// a time, and with one lock, laying out cells in two tasks was slower
  /// than in one (their measurements took turns). The lock is held only to
  /// take and give back a set.
  private func withFaces<Result>(_ body: (MeasuringFaces) -> Result) -> Result {
    lock.lock()
    var taken = idle.popLast()
    lock.unlock()
    // Every set busy: open another. (The font was read once already, so
    // this fails only if its file went away; then wait for a set.)
    if taken == nil { taken = try? MeasuringFaces(directory: directory, file: file) }
    while taken == nil {
      Thread.sleep(forTimeInterval: 0.000_1)
      lock.lock()
      taken = idle.popLast()
      lock.unlock()
    }
    let faces = taken!
    let result = body(faces)
    lock.lock()
    idle.append(faces)
    lock.unlock()
    return result
  }
}
