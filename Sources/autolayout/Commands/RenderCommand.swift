import ArgumentParser
import Foundation
import LayoutCore
import LayoutDocument
import LayoutRendering

/// `autolayout render FILE [--format svg|png|text|json] [--output PATH] [--width W --height H] [--scale S] [--rtl] [--strict]`.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Lay out a layout document (YAML or JSON) and draw it as SVG, PNG, text or JSON frames.",
    discussion: """
      A layout document describes a canvas, a tree of named views and their
      constraints (VFL lines or equations such as title.top == safeArea.top + 16);
      Docs/LayoutDocuments.md has the format. Errors name the file, line and column.
      Layout problems (constraints that cannot all hold, views left undecided)
      are printed on standard error as warnings; --strict makes them fail the
      command, as check does.

      The format follows --output's extension (.svg, .png, .txt, .json) unless
      --format says otherwise; SVG by default. PNG is not written to a terminal.
      --width, --height, --scale and --rtl replace the document's canvas settings.
      Text is measured with DejaVu through FreeType unless --font names another
      file or --fixed-metrics asks for the fixed test metrics. Pictures show the
      views as they look (--style screen); --style debug draws every view's
      outline and name over them, --style outlines only boxes. PNG output needs
      rsvg-convert (Debian package librsvg2-bin).

      Examples:
        autolayout render Examples/login.yaml --format text
        autolayout render Examples/login.yaml --format json --rtl
        autolayout render Examples/settings.yaml --scale 2 --output settings.png
        cat screen.yaml | autolayout render - --output screen.svg

      \(ExitStatus.help)
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case svg, png, text, json
  }

  @Argument(help: "The layout document (.yaml, .yml or .json); '-' reads standard input.")
  var file: String

  @Option(help: "Output: svg, png, text or json (default: from --output's extension, else svg).")
  var format: Format?

  @Option(help: "Write to this file instead of standard output.")
  var output: String?

  // Taken as given, so that a negative number is reported as one (not as an unknown option).
  @Option(parsing: .unconditional, help: "The canvas width in points, instead of the document's.")
  var width: Double?

  @Option(parsing: .unconditional, help: "The canvas height in points, instead of the document's.")
  var height: Double?

  @Option(parsing: .unconditional, help: "The display scale (frames are rounded to 1/scale; PNG pixels per point).")
  var scale: Double?

  @Flag(help: "Lay out right to left.")
  var rtl = false

  @Flag(help: "Fail (exit status 1) when the layout has problems, as check does.")
  var strict = false

  @Option(help: "The most views and guides the document may hold (default 1000).")
  var maxViews: Int?

  @Option(help: "Text pictures: the width in characters (default: the terminal's, or 80).")
  var columns: Int?

  @Option(help: "Pictures: screen (the look), debug (the look with outlines and names) or outlines (boxes).")
  var style: PictureStyle = .screen

  @OptionGroup var text: TextOptions

  func validate() throws {
    for (name, value) in [("--width", width), ("--height", height)] {
      if let value, !(value.isFinite && value >= 0 && value <= 1_000_000) {
        throw ValidationError("\(name) must be a number from 0 to 1000000, not \(Self.points(value))")
      }
    }
    if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
      throw ValidationError("--scale must be a number above 0 and at most 16")
    }
    if let maxViews, !(1...1_000_000).contains(maxViews) {
      throw ValidationError("--max-views must be a whole number from 1 to 1000000")
    }
    if let columns, !(10...10_000).contains(columns) {
      throw ValidationError("--columns must be a whole number from 10 to 10000")
    }
    if let output, format == nil, Self.format(forExtensionOf: output) == nil {
      throw ValidationError(
        "--output \(output): give --format, or end the name in .svg, .png, .txt or .json")
    }
  }

  /// A number as people write it: no decimals when whole.
  static func points(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The format a file name's extension asks for.
  static func format(forExtensionOf path: String) -> Format? {
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "svg": .svg
    case "png": .png
    case "txt", "text": .text
    case "json": .json
    default: nil
    }
  }

  func run() throws {
    // Called on the main thread (AutoLayoutCommand.main); views live on the main actor.
    try MainActor.assumeIsolated {
      let chosen = format ?? output.flatMap(Self.format(forExtensionOf:)) ?? .svg
      if let output, let implied = Self.format(forExtensionOf: output), implied != chosen {
        throw CommandError(
          "--output \(output) names a .\(URL(fileURLWithPath: output).pathExtension) file, but --format is \(chosen.rawValue)"
        )
      }
      if chosen == .png && output == nil && TerminalWidth.standardOutputIsTerminal {
        throw CommandError("PNG is binary and standard output is a terminal: give --output FILE.png, or redirect it")
      }
      let measurer = try text.measurer()
      let document = try Label.$defaultTextMeasurer.withValue(measurer) {
        try DocumentInput.read(
          file, options: DocumentInput.options(width: width, height: height, scale: scale, rtl: rtl, maxViews: maxViews)
        )
      }
      document.layoutIfNeeded()
      let problems = document.problems()
      for problem in problems {
        let line =
          strict ? problem.description : problem.description.replacingOccurrences(of: ": error: ", with: ": warning: ")
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
      let snapshot = LayoutSnapshot(document.window)
      let data: Data
      switch chosen {
      case .json: data = Data(JSONRenderer.render(snapshot).utf8)
      case .text:
        data = Data(TextRenderer.render(snapshot, columns: columns ?? TerminalWidth.ofStandardOutput ?? 80).utf8)
      case .svg: data = Data(svg(snapshot, file: document.file).utf8)
      case .png:
        let scale = document.window.displayScale
        let size = snapshot.size
        guard size.width >= 1, size.height >= 1 else {
          throw CommandError(
            "the canvas is \(Self.points(size.width)) × \(Self.points(size.height)) points; "
              + "a PNG needs at least 1 × 1 (give --width and --height)")
        }
        for (length, name) in [(size.width, "wide"), (size.height, "tall")] where length * scale > 16_384 {
          throw CommandError(
            "the PNG would be \(Int((length * scale).rounded())) pixels \(name); the limit is 16384 "
              + "(lower --scale or the canvas size)")
        }
        data = try png(svg(snapshot, file: document.file), scale: scale)
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
      if strict && !problems.isEmpty { throw ExitCode(ExitStatus.problems) }
    }
  }

  func svg(_ snapshot: LayoutSnapshot, file: String) -> String {
    SVGRenderer.render(
      snapshot,
      options: .init(
        showMargins: style == .outlines, title: URL(fileURLWithPath: file).lastPathComponent, style: style.rendererStyle
      ))
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
