import ArgumentParser
import Foundation
import Gallery

/// `autolayout demo [--output DIR] [--png]`.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Render the gallery of every seed's examples as SVG pictures and an index page.",
    discussion: """
      Each screen is laid out by the engine, left to right and right to left, and
      drawn as SVG; index.html shows them all. With --png, each picture is also
      converted with rsvg-convert (Debian package librsvg2-bin) when it is installed.

      Example:
        swift run autolayout demo --output gallery && open gallery/index.html
      """
  )

  @Option(help: "The folder to write to.")
  var output = "gallery"

  @Flag(help: "Also write PNG files (needs rsvg-convert).")
  var png = false

  func run() throws {
    let folder = URL(fileURLWithPath: output)
    let result = try Gallery.write(to: folder, png: png) { line in
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
