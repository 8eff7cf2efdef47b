import Foundation

/// Turns an SVG picture into PNG with `rsvg-convert` (Debian's librsvg2-bin).
///
/// PNG needs a rasteriser; rather than carry one, this runs the common
/// command-line tool when it is installed and says plainly when it is not.
///
/// ```swift
/// let svg = SVGRenderer.render(LayoutSnapshot(window))
/// let png = try PNGRenderer.render(svg: svg, scale: 2)
/// ```
nonisolated public enum PNGRenderer {
  /// Why a PNG could not be made.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong and what to do about it.
    public var description: String
  }

  /// The path of `rsvg-convert`, or nil when it is not on the `PATH`.
  public static var converterPath: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/rsvg-convert" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The PNG of an SVG document, `scale` pixels per point.
  /// - Throws: ``Failure`` when `rsvg-convert` is missing, cannot run, or fails.
  public static func render(svg: String, scale: CGFloat) throws(Failure) -> Data {
    guard let tool = converterPath else {
      throw Failure(
        description: "PNG output needs rsvg-convert, which is not on the PATH. Install librsvg "
          + "(apt-get install librsvg2-bin, brew install librsvg), or use --format svg.")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["--format", "png", "--zoom", "\(Double(scale))"]
    let input = Pipe()
    let out = Pipe()
    let err = Pipe()
    process.standardInput = input
    process.standardOutput = out
    process.standardError = err
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run \(tool): \(error.localizedDescription)")
    }
    // Write from another thread so a large image cannot fill both pipes.
    let svgData = Data(svg.utf8)
    let writer = input.fileHandleForWriting
    let thread = Thread {
      writer.write(svgData)
      try? writer.close()
    }
    thread.start()
    let png = out.fileHandleForReading.readDataToEndOfFile()
    let message = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "rsvg-convert failed: \(String(decoding: message, as: UTF8.self))")
    }
    return png
  }
}
