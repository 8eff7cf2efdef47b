import ArgumentParser
import Foundation
import Gallery

/// `autolayout demo [--output DIR] [--no-png] [--style screen|debug|outlines] [--font PATH | --fixed-metrics]`.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Render the gallery of every seed's examples as SVG and PNG pictures and an index page.",
    discussion: """
      Each screen is laid out by the engine, left to right and right to left, with
      its text measured in DejaVu through FreeType, and drawn as it looks, as SVG and
      (when rsvg-convert, Debian package librsvg2-bin, is installed) as PNG;
      index.html shows them all. --style debug draws every view's outline and name
      over the picture; --style outlines draws the boxes alone.

      Example:
        swift run autolayout demo --output gallery && open gallery/index.html
      """
  )

  @Option(help: "The folder to write to.")
  var output = "gallery"

  @Flag(inversion: .prefixedNo, help: "Also write PNG files (needs rsvg-convert).")
  var png = true

  @Option(help: "Pictures: screen (the look), debug (with outlines and names) or outlines (boxes).")
  var style: PictureStyle = .screen

  @OptionGroup var text: TextOptions

  func run() throws {
    // Called on the main thread (AutoLayoutCommand.main); views live on the main actor.
    try MainActor.assumeIsolated {
      let folder = URL(fileURLWithPath: output)
      let measurer = try text.measurer()
      let result = try Gallery.write(to: folder, png: png, style: style.rendererStyle, textMeasurer: measurer) { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
      if png && !result.pictures.contains(where: { $0.pathExtension == "png" }) {
        FileHandle.standardError.write(
          Data("note: no PNG written: install rsvg-convert (apt-get install librsvg2-bin) for PNG output\n".utf8))
      }
      print("Wrote \(result.pictures.count) pictures of \(Gallery.screens.count) screens to \(folder.path)")
      print("Open \(result.index.path)")
      for failure in result.failures {
        FileHandle.standardError.write(Data("error: \(failure.id): \(failure.reason)\n".utf8))
      }
      if !result.failures.isEmpty { throw ExitCode(1) }
    }
  }
}
