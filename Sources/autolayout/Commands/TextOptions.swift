import ArgumentParser
import Foundation
import FreeTypeText
import LayoutCore

/// `--font PATH` and `--fixed-metrics`: what measures text in pictures and frames.
struct TextOptions: ParsableArguments {
  @Option(help: "Measure text with this TrueType or OpenType file (default: DejaVu, Debian's fonts-dejavu-core).")
  var font: String?

  @Flag(help: "Measure text with fixed metrics (a character is half the font size wide) instead of a real font.")
  var fixedMetrics = false

  /// The measurer the options name. Without DejaVu installed and no --font,
  /// the fixed metrics, with a warning that says how to get the real font.
  func measurer() throws -> any TextMeasurer & Sendable {
    if fixedMetrics { return DefaultTextMeasurer() }
    do {
      if let font { return try FreeTypeTextMeasurer(fontFile: font) }
      return try FreeTypeTextMeasurer()
    } catch {
      if font != nil { throw CommandError("--font: \(error.description)") }
      FileHandle.standardError.write(Data("warning: \(error.description); measuring with fixed metrics\n".utf8))
      return DefaultTextMeasurer()
    }
  }
}
