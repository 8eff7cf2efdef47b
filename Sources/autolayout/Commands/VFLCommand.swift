import ArgumentParser
import Foundation
import LayoutCore
import LayoutRendering
import VisualFormat

/// `autolayout vfl FORMAT… [--size 400x300] [--metric name=value]… [--intrinsic name=WxH]… [--format json|text|svg]`.
struct VFLCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vfl",
    abstract: "Lay out Visual Format Language lines and print the frames (JSON, text or SVG).",
    discussion: """
      Every view named in the formats becomes a subview of a plain container of the
      given size, with the default layout margins (8). Standard spacing is 8 between
      views, and |- or -| pins to the container's margins. Views have no intrinsic
      size unless --intrinsic gives one.

      Layout problems (constraints that cannot all hold, views the formats
      leave undecided) are printed on standard error as warnings; --strict
      makes them fail the command.

      Examples:
        autolayout vfl "H:|-[title]-[button(80)]-|" "V:|-[title(30)]" "V:|-[button(30)]" --size 320x100
        autolayout vfl "H:|-[a]-[b(==a)]-|" "V:|-[a]-|" "V:|-[b]-|" --format text
        autolayout vfl "H:|-[label]-|" "V:|-[label]" --intrinsic label=120x21 --format svg > label.svg

      \(ExitStatus.help)
      """
  )

  @Argument(help: "One or more VFL lines, such as \"H:|-[a]-[b]-|\".")
  var formats: [String]

  @Option(help: "The container's size, WIDTHxHEIGHT.")
  var size = "400x300"

  @Option(name: .customLong("metric"), help: "A metric the formats can name, NAME=VALUE (repeatable).")
  var metrics: [String] = []

  @Option(name: .customLong("intrinsic"), help: "An intrinsic content size, NAME=WIDTHxHEIGHT (repeatable).")
  var intrinsics: [String] = []

  @Option(help: "Options for every line, comma-separated (alignAllTop, alignAllCenterY, directionLeftToRight, …).")
  var options: String?

  @Flag(help: "Lay out right to left.")
  var rtl = false

  @Option(help: "Output: json, text or svg.")
  var format: OutputFormat = .json

  @Flag(help: "Fail (exit status 1) when the layout has problems.")
  var strict = false

  func run() throws {
    // Called on the main thread (AutoLayoutCommand.main); views live on the main actor.
    try MainActor.assumeIsolated {
      let canvasSize = try parseSize(size, what: "--size")
      var metricValues: [String: CGFloat] = [:]
      for metric in metrics {
        let (name, value) = try split(metric, what: "--metric")
        guard let number = Double(value), number.isFinite else {
          throw ValidationError("--metric \(metric): \(value) is not a number")
        }
        metricValues[name] = CGFloat(number)
      }
      var sizes: [String: CGSize] = [:]
      for intrinsic in intrinsics {
        let (name, value) = try split(intrinsic, what: "--intrinsic")
        sizes[name] = try parseSize(value, what: "--intrinsic \(name)")
      }
      let canvas: VisualFormatCanvas
      do {
        canvas = try VisualFormatCanvas(
          formats: formats, size: canvasSize, metrics: metricValues, intrinsicSizes: sizes,
          options: try parseOptions(options), layoutDirection: rtl ? .rightToLeft : .leftToRight)
      } catch let error as VisualFormatError {
        // Placed as a compiler places it: the format's position among the
        // arguments stands for the file, its column for the column.
        let index = (formats.firstIndex(of: error.format) ?? 0) + 1
        throw CommandError(
          error.message, file: "<format \(index)>", line: 1, column: error.offset + 1,
          details: "\(error.format)\n\(String(repeating: " ", count: max(0, error.offset)))^")
      }
      let problems = VFLProblems(canvas: canvas).lines(severity: strict ? "error" : "warning")
      for line in problems { FileHandle.standardError.write(Data((line + "\n").utf8)) }
      let snapshot = LayoutSnapshot(canvas.container)
      switch format {
      case .json: print(JSONRenderer.render(snapshot), terminator: "")
      case .text: print(TextRenderer.render(snapshot, columns: TerminalWidth.ofStandardOutput ?? 80), terminator: "")
      case .svg: print(SVGRenderer.render(snapshot, options: .init(showMargins: true)), terminator: "")
      }
      if strict && !problems.isEmpty { throw ExitCode(ExitStatus.problems) }
    }
  }
}

/// The output formats of commands that print a layout.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case json, text, svg
}

/// `NAME=VALUE`.
func split(_ text: String, what: String) throws -> (String, String) {
  let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
  guard parts.count == 2, !parts[0].isEmpty else { throw ValidationError("\(what) \(text): expected NAME=VALUE") }
  return (parts[0], parts[1])
}

/// `WIDTHxHEIGHT`, both finite and not negative.
func parseSize(_ text: String, what: String) throws -> CGSize {
  let parts = text.lowercased().split(separator: "x").map { Double($0) }
  guard parts.count == 2, let w = parts[0], let h = parts[1], w.isFinite, h.isFinite, w >= 0, h >= 0, w <= 1e6, h <= 1e6
  else {
    throw ValidationError("\(what) \(text): expected WIDTHxHEIGHT with numbers from 0 to 1000000, such as 400x300")
  }
  return CGSize(width: w, height: h)
}

/// Comma-separated option names.
func parseOptions(_ text: String?) throws -> LayoutConstraint.FormatOptions {
  guard let text, !text.isEmpty else { return [] }
  let table: [String: LayoutConstraint.FormatOptions] = [
    "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
    "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
    "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
    "alignAllLastBaseline": .alignAllLastBaseline, "alignAllBaseline": .alignAllBaseline,
    "alignAllFirstBaseline": .alignAllFirstBaseline, "directionLeadingToTrailing": .directionLeadingToTrailing,
    "directionLeftToRight": .directionLeftToRight, "directionRightToLeft": .directionRightToLeft,
    "spacingBaselineToBaseline": .spacingBaselineToBaseline,
  ]
  var options: LayoutConstraint.FormatOptions = []
  for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
    guard let option = table[name] else {
      throw ValidationError("--options: unknown option \(name) (known: \(table.keys.sorted().joined(separator: ", ")))")
    }
    options.formUnion(option)
  }
  return options
}
