import Foundation
import LayoutCore
import LayoutRendering
import Testing

@testable import FreeTypeText

/// Complex scripts measured as they are drawn: Arabic letters join (and
/// narrow), Hebrew points take no width, and pictures name the face so a
/// viewer draws each line at its measured width.
@Suite struct ShapingTests {
  let measurer: FreeTypeTextMeasurer

  init() throws {
    measurer = try FreeTypeTextMeasurer()
  }

  static let arabic = "مرحبا بالعالم"
  static let hebrew = "שלום עולם"
  static let pointedHebrew = "שָׁלוֹם עוֹלָם"

  /// HarfBuzz ships in this machine's base image (libharfbuzz0b) and
  /// Scripts/install-deps.sh installs it elsewhere; without it complex
  /// scripts are measured glyph by glyph, which these tests exist to rule out.
  @Test func harfBuzzIsFound() {
    #expect(
      FreeTypeTextMeasurer.shapesComplexScripts, "libharfbuzz.so.0 was not found: Scripts/install-deps.sh installs it")
  }

  @Test func arabicJoinsAndMeasuresNarrowerThanItsIsolatedLetters() throws {
    try #require(FreeTypeTextMeasurer.shapesComplexScripts)
    let font = Font.systemFont(ofSize: 17)
    let shaped = measurer.width(of: Self.arabic, font: font)
    // The same letters one by one take their isolated forms, as unshaped text would.
    let isolated = Self.arabic.reduce(0) { $0 + measurer.width(of: String($1), font: font) }
    #expect(shaped < 0.85 * isolated, "shaped \(shaped), isolated \(isolated)")
    #expect(shaped > 60)
  }

  @Test func hebrewPointsTakeNoWidth() throws {
    try #require(FreeTypeTextMeasurer.shapesComplexScripts)
    let font = Font.systemFont(ofSize: 17)
    #expect(abs(measurer.width(of: Self.pointedHebrew, font: font) - measurer.width(of: Self.hebrew, font: font)) < 0.5)
  }

  /// Latin stays on the glyph-by-glyph path, whose widths are the font's tables'.
  @Test func latinIsNotShaped() {
    #expect(!ShapedFont.needsShaping("Hello, world"))
    #expect(!ShapedFont.needsShaping("Grüße, Ελλάδα, Привет, 你好"))
    #expect(ShapedFont.needsShaping(Substring(Self.arabic)))
    #expect(ShapedFont.needsShaping(Substring(Self.pointedHebrew)))
    #expect(ShapedFont.needsShaping("नमस्ते"))
  }

  @Test func theFaceIsTheFilesOwn() throws {
    let regular = try #require(measurer.face(for: .systemFont(ofSize: 17)))
    #expect(regular == TextFace(family: "DejaVu Sans", weight: 400, isItalic: false, widthClass: 5))
    #expect(measurer.face(for: .boldSystemFont(ofSize: 17))?.weight == 700)
    // Medium is measured with the regular face, so a drawing must ask for 400, not 500.
    #expect(measurer.face(for: .systemFont(ofSize: 17, weight: .medium))?.weight == 400)
    let condensed = try #require(measurer.face(for: .systemFont(ofSize: 17, weight: .regular, width: .condensed)))
    #expect(condensed.widthClass < 5)
    #expect(measurer.face(for: .italicSystemFont(ofSize: 17))?.isItalic == true)
    #expect(measurer.face(for: .monospacedSystemFont(ofSize: 17, weight: .regular))?.family == "DejaVu Sans Mono")
    #expect(DefaultTextMeasurer().face(for: .systemFont(ofSize: 17)) == nil)
  }

  /// A screen of labels in four scripts, left to right and right to left.
  func screen(direction: UserInterfaceLayoutDirection) -> (Window, [Label]) {
    Label.$defaultTextMeasurer.withValue(measurer) {
      let window = Window(size: CGSize(width: 320, height: 260), layoutDirection: direction)
      var labels: [Label] = []
      let texts = [
        Self.arabic, Self.hebrew, Self.pointedHebrew, "Hello, world",
        "مرحبا بالعالم، كيف حالك اليوم؟ أتمنى أن تكون بخير",
      ]
      var previous: Label?
      for (index, text) in texts.enumerated() {
        let label = Label(text: text)
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        var constraints = [
          label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 12),
          label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor, constant: 20),
        ]
        if index == texts.count - 1 {
          // Wraps onto lines of its own.
          label.numberOfLines = 0
          constraints.append(label.widthAnchor.constraint(lessThanOrEqualToConstant: 200))
        }
        LayoutConstraint.activate(constraints)
        labels.append(label)
        previous = label
      }
      window.layoutIfNeeded()
      return (window, labels)
    }
  }

  nonisolated static let rsvgConvert = PNGRenderer.converterPath

  /// Every line of every label, drawn by librsvg (Pango and HarfBuzz, fontconfig's
  /// DejaVu) from the SVG, has its ink inside the label's frame and spans it
  /// but for the glyphs' side bearings. Unshaped, the Arabic frame was 127
  /// points wide for about 90 points of ink.
  @Test(
    .enabled(if: rsvgConvert != nil, "needs rsvg-convert (librsvg2-bin)"),
    arguments: [
      UserInterfaceLayoutDirection.leftToRight, .rightToLeft,
    ])
  func eachLineIsDrawnAtItsMeasuredWidth(direction: UserInterfaceLayoutDirection) throws {
    try #require(FreeTypeTextMeasurer.shapesComplexScripts)
    let (window, labels) = screen(direction: direction)
    let svg = SVGRenderer.render(LayoutSnapshot(window), options: .init(style: .screen))
    #expect(!svg.contains("textLength"))
    #expect(svg.contains("font-family=\"'DejaVu Sans', sans-serif\""))
    let ink = try Self.inkBoxes(of: svg)
    for label in labels {
      let frame = label.frame
      let lines = measurer.lines(of: label.text ?? "", font: label.font, maxWidth: frame.width + 1, numberOfLines: 0)
        .count
      let lineHeight = frame.height / CGFloat(lines)
      var widest: CGFloat = 0
      for line in 0..<lines {
        let band = CGRect(x: 0, y: frame.minY + CGFloat(line) * lineHeight, width: 320, height: lineHeight)
        let boxes = ink.filter { band.contains(CGPoint(x: $0.midX, y: $0.midY)) }
        let drawn = try #require(
          boxes.dropFirst().reduce(boxes.first) { $0?.union($1) }, "no ink for \(label.text ?? "")")
        let what =
          "\(label.text ?? "") line \(line + 1), \(direction): ink \(drawn.minX)–\(drawn.maxX), frame \(frame.minX)–\(frame.maxX)"
        #expect(drawn.minX >= frame.minX - 1 && drawn.maxX <= frame.maxX + 1, "\(what)")
        widest = max(widest, drawn.width)
      }
      // The widest line's ink is the frame's width less the side bearings.
      #expect(widest >= frame.width - 4, "\(label.text ?? ""): widest ink \(widest), frame width \(frame.width)")
    }
  }

  /// The bounding boxes of the black glyph outlines in librsvg's own SVG
  /// output, where every glyph is a path in absolute coordinates.
  static func inkBoxes(of svg: String) throws -> [CGRect] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shaping-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in.svg")
    let output = directory.appendingPathComponent("out.svg")
    try svg.write(to: input, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(rsvgConvert))
    process.arguments = ["-f", "svg", "-o", output.path, input.path]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
    let drawn = try String(contentsOf: output, encoding: .utf8)
    var boxes: [CGRect] = []
    for element in drawn.components(separatedBy: "<path").dropFirst() where element.contains("fill:rgb(0%,0%,0%)") {
      guard let start = element.range(of: " d=\""), let end = element[start.upperBound...].firstIndex(of: "\"") else {
        continue
      }
      let numbers = element[start.upperBound..<end].split(whereSeparator: { !"0123456789.-".contains($0) })
        .compactMap { Double($0) }
      var box = CGRect.null
      for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
        box = box.union(CGRect(x: numbers[pair], y: numbers[pair + 1], width: 0, height: 0))
      }
      if !box.isNull { boxes.append(box) }
    }
    return boxes
  }
}
