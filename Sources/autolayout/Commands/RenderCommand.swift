import ArgumentParser
import Foundation
import LayoutCore
import LayoutDocument
import LayoutRendering

/// `autolayout render FILE [--format svg|png|text|json] [--output PATH] [--width W --height H] [--scale S] [--rtl] [--max-views N]`.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Lay out a layout document (YAML or JSON) and draw it as SVG, PNG, text or JSON frames.",
    discussion: """
      A layout document describes a canvas, a tree of named views and their
      constraints (VFL lines or equations such as title.top == safeArea.top + 16);
      Docs/LayoutDocuments.md has the format. Errors name the file, line and column.

      --width, --height, --scale and --rtl replace the document's canvas settings.
      Text is measured with DejaVu through FreeType unless --font names another
      file or --fixed-metrics asks for the fixed test metrics. Pictures show the
      views as they look with their outlines and names over them (--style debug);
      --style screen leaves the outlines out, --style outlines draws only boxes.
      PNG output needs rsvg-convert on the PATH (librsvg).

      Examples:
        autolayout render Examples/login.yaml --format text
        autolayout render Examples/login.yaml --format json --rtl
        autolayout render Examples/settings.yaml --format png --scale 2 --output settings.png
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case svg, png, text, json
  }

  @Argument(help: "The layout document (.yaml, .yml or .json).")
  var file: String

  @Option(help: "Output: svg, png, text or json.")
  var format: Format = .svg

  @Option(help: "Write to this file instead of standard output.")
  var output: String?

  @Option(help: "The canvas width in points, instead of the document's.")
  var width: Double?

  @Option(help: "The canvas height in points, instead of the document's.")
  var height: Double?

  @Option(help: "The display scale (frames are rounded to 1/scale; PNG pixels per point).")
  var scale: Double?

  @Flag(help: "Lay out right to left.")
  var rtl = false

  @Option(help: "The most views and guides the document may hold (default 1000).")
  var maxViews: Int?

  @Option(help: "Pictures: debug (the look with outlines and names), screen (the look) or outlines (boxes).")
  var style: PictureStyle = .debug

  @OptionGroup var text: TextOptions

  func validate() throws {
    for (name, value) in [("--width", width), ("--height", height)] {
      if let value, !(value.isFinite && value >= 0 && value <= 1_000_000) {
        throw ValidationError("\(name) must be a number from 0 to 1000000")
      }
    }
    if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
      throw ValidationError("--scale must be a number above 0 and at most 16")
    }
    if let maxViews, !(1...1_000_000).contains(maxViews) {
      throw ValidationError("--max-views must be a whole number from 1 to 1000000")
    }
  }

  func run() throws {
    let options = LayoutDocument.Options(
      width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }, displayScale: scale.map { CGFloat($0) },
      layoutDirection: rtl ? .rightToLeft : nil,
      limits: LayoutDocument.Limits(maximumViews: maxViews ?? LayoutDocument.Limits().maximumViews))
    let document: LayoutDocument
    let measurer = try text.measurer()
    do {
      document = try Label.$defaultTextMeasurer.withValue(measurer) {
        try LayoutDocument(contentsOfFile: file, options: options)
      }
    } catch let error as LayoutDocumentError {
      throw CommandError("\(error.file):\(error.line):\(error.column): \(error.message)")
    }
    document.layoutIfNeeded()
    for record in document.window.layoutDiagnostics.records {
      FileHandle.standardError.write(Data("warning: \(record)\n".utf8))
    }
    let snapshot = LayoutSnapshot(document.window)
    let data: Data
    switch format {
    case .json: data = Data(JSONRenderer.render(snapshot).utf8)
    case .text: data = Data(TextRenderer.render(snapshot).utf8)
    case .svg: data = Data(svg(snapshot).utf8)
    case .png:
      let scale = document.window.displayScale
      let pixels = max(snapshot.size.width, snapshot.size.height) * scale
      guard pixels <= 16_384 else {
        throw CommandError("the PNG would be \(Int(pixels.rounded())) pixels across; the limit is 16384 (lower --scale or the canvas size)")
      }
      data = try png(svg(snapshot), scale: scale)
    }
    if let output {
      do {
        try data.write(to: URL(fileURLWithPath: output))
      } catch {
        throw CommandError("cannot write \(output): \(error.localizedDescription)")
      }
    } else {
      FileHandle.standardOutput.write(data)
    }
  }

  func svg(_ snapshot: LayoutSnapshot) -> String {
    SVGRenderer.render(
      snapshot,
      options: .init(
        showMargins: style == .outlines, title: URL(fileURLWithPath: file).lastPathComponent, style: style.rendererStyle))
  }

  /// Converts SVG to PNG with `rsvg-convert`, `scale` pixels per point.
  func png(_ svg: String, scale: CGFloat) throws -> Data {
    do {
      return try PNGRenderer.render(svg: svg, scale: scale)
    } catch {
      throw CommandError(error.description)
    }
  }
}
