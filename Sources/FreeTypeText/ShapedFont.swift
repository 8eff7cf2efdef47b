import Foundation

/// One font file opened with HarfBuzz, to shape runs of complex scripts:
/// Arabic letters take their joined forms, marks sit on their bases,
/// Indic clusters reorder, as a browser or Pango draws them.
///
/// Not thread-safe: the measurer calls it with its lock held, and reuses one buffer.
final class ShapedFont {
  private let harfBuzz: HarfBuzz
  private let blob: HarfBuzz.Pointer?
  private let face: HarfBuzz.Pointer?
  private let font: HarfBuzz.Pointer?
  private let buffer: HarfBuzz.Pointer?
  private let unitsPerEm: Double
  private var scalars: [UInt32] = []

  /// Opens `path`; nil when HarfBuzz is not installed or cannot read the file.
  init?(path: String, harfBuzz: HarfBuzz? = HarfBuzz.shared) {
    guard let harfBuzz else { return nil }
    self.harfBuzz = harfBuzz
    blob = path.withCString { harfBuzz.blobCreateFromFile($0) }
    face = harfBuzz.faceCreate(blob, 0)
    font = harfBuzz.fontCreate(face)
    buffer = harfBuzz.bufferCreate()
    let upem = harfBuzz.faceUpem(face)
    unitsPerEm = Double(upem)
    // An unreadable file gives HarfBuzz's empty face: no glyphs.
    guard font != nil, buffer != nil, upem > 0, harfBuzz.faceGlyphCount(face) > 0 else { return nil }
    // Advances in font units, unhinted, as FreeType's unscaled advances.
    harfBuzz.fontSetScale(font, Int32(upem), Int32(upem))
  }

  deinit {
    harfBuzz.bufferDestroy(buffer)
    harfBuzz.fontDestroy(font)
    harfBuzz.faceDestroy(face)
    harfBuzz.blobDestroy(blob)
  }

  /// The shaped run's advance in ems, counting only glyphs the font has,
  /// and how many glyphs it lacks (`.notdef`), which the caller counts its way.
  func advance(of text: Substring) -> (ems: Double, missing: Int) {
    scalars.removeAll(keepingCapacity: true)
    for scalar in text.unicodeScalars { scalars.append(scalar.value) }
    guard !scalars.isEmpty else { return (0, 0) }
    harfBuzz.bufferReset(buffer)
    scalars.withUnsafeBufferPointer {
      harfBuzz.bufferAddUTF32(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
    }
    // Script, direction and language from the text itself.
    harfBuzz.bufferGuessSegmentProperties(buffer)
    harfBuzz.shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = harfBuzz.bufferGlyphInfos(buffer, &count),
      let positions = harfBuzz.bufferGlyphPositions(buffer, nil)
    else { return (0, 0) }
    var units = 0.0
    var missing = 0
    for index in 0..<Int(count) {
      let offset = index * HarfBuzz.recordStride
      let glyph = infos.load(fromByteOffset: offset, as: UInt32.self)
      if glyph == 0 {
        missing += 1
        continue
      }
      units += Double(positions.load(fromByteOffset: offset, as: Int32.self))
    }
    return (units / unitsPerEm, missing)
  }

  /// Whether a run must be shaped to be measured right: it holds a script
  /// whose letters change form or position with their neighbours (Hebrew
  /// with points, Arabic, Syriac, Thaana, N'Ko, the Indic scripts, Thai, Lao,
  /// Tibetan, Myanmar, Khmer, Mongolian, Hangul jamo) or combining marks.
  /// Latin, Greek, Cyrillic and CJK measure the same glyph by glyph with
  /// kerning, and stay on that faster path.
  static func needsShaping(_ text: Substring) -> Bool {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      guard value >= 0x0300 else { continue }
      if value <= 0x036F || (0x0590...0x1CFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
        || (0x20D0...0x20FF).contains(value) || (0xA800...0xABFF).contains(value)
        || (0xFB1D...0xFDFF).contains(value) || (0xFE20...0xFE2F).contains(value)
        || (0xFE70...0xFEFF).contains(value)
      {
        return true
      }
    }
    return false
  }
}
