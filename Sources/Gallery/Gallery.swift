import Foundation
import LayoutCore
import LayoutRendering

/// The demo gallery: every seed's examples, drawn left to right and right to left.
public enum Gallery {
  /// Every screen, grouped by seed.
  public static var screens: [GalleryScreen] {
    DSLScreens.all + CompositionScreens.all + FrameLayoutScreens.all + VisualFormatScreens.all + AnchorScreens.all
      + ViewKitScreens.all
  }

  /// What ``write(to:png:)`` made.
  public struct Output {
    /// The index page.
    public var index: URL
    /// Every picture written.
    public var pictures: [URL]
    /// Screens that failed to build, with the reason (the others are still written).
    public var failures: [(id: String, reason: String)]
  }

  /// Renders every screen in both directions as SVG (and PNG when asked and
  /// `rsvg-convert` is installed) and writes an `index.html` that shows them.
  /// - Parameters:
  ///   - directory: Where to write; created if missing.
  ///   - png: Also convert each SVG to PNG with `rsvg-convert`.
  ///   - style: What the pictures show: the screens as they look (the
  ///     default), with outlines and names over them, or outlines alone.
  ///   - textMeasurer: What measures the screens' text (a real font, for pictures whose text fits).
  ///   - progress: Called with a line per screen, for long runs.
  public static func write(
    to directory: URL, png: Bool = false, style: SVGRenderer.Style = .screen,
    textMeasurer: any TextMeasurer & Sendable = DefaultTextMeasurer(), progress: (String) -> Void = { _ in }
  ) throws -> Output {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var pictures: [URL] = []
    var failures: [(id: String, reason: String)] = []
    var cards: [String] = []
    let convert = png && PNGRenderer.converterPath != nil
    for (number, screen) in screens.enumerated() {
      progress("[\(number + 1)/\(screens.count)] \(screen.id)")
      var images: [String] = []
      for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
        let suffix = direction == .leftToRight ? "ltr" : "rtl"
        do {
          let window = try Label.$defaultTextMeasurer.withValue(textMeasurer) { try screen.build(direction) }
          let svg = SVGRenderer.render(LayoutSnapshot(window), options: .init(showMargins: false, style: style))
          let file = directory.appendingPathComponent("\(screen.id)-\(suffix).svg")
          try svg.write(to: file, atomically: true, encoding: .utf8)
          pictures.append(file)
          var shown = file
          if convert, let data = try? PNGRenderer.render(svg: svg, scale: 2) {
            let pngFile = file.deletingPathExtension().appendingPathExtension("png")
            try data.write(to: pngFile)
            pictures.append(pngFile)
            shown = pngFile
          }
          images.append(
            "<figure><img src=\"\(shown.lastPathComponent)\" width=\"\(Int(screen.size.width))\" alt=\"\(SVGRenderer.escape(screen.title)) (\(suffix))\">"
              + "<figcaption>\(suffix == "ltr" ? "left to right" : "right to left")</figcaption></figure>")
        } catch {
          failures.append((screen.id, "\(error)"))
          images.append("<p class=\"error\">\(SVGRenderer.escape("\(error)"))</p>")
        }
      }
      cards.append(
        "<section><h2>\(SVGRenderer.escape(screen.title))</h2><p class=\"source\">\(SVGRenderer.escape(screen.source))</p>"
          + "<div class=\"pair\">\(images.joined())</div></section>")
    }
    let index = directory.appendingPathComponent("index.html")
    let html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>swift-autolayout gallery</title>
      <style>
      body { font-family: Helvetica, Arial, sans-serif; margin: 2em; background: #fafafa; color: #222; }
      section { background: white; border: 1px solid #ddd; border-radius: 8px; padding: 1em; margin-bottom: 1.5em; }
      h2 { font-size: 1.1em; margin: 0 0 .2em; } .source { color: #666; margin: 0 0 .8em; }
      .pair { display: flex; gap: 2em; flex-wrap: wrap; align-items: flex-start; }
      figure { margin: 0; } figcaption { color: #666; font-size: .85em; text-align: center; }
      img { border: 1px solid #ccc; max-width: 420px; } .error { color: #b00; }
      </style></head><body>
      <h1>swift-autolayout: every seed's examples</h1>
      <p>Each screen is laid out by the engine and drawn left to right and right to left.</p>
      \(cards.joined(separator: "\n"))
      </body></html>

      """
    try html.write(to: index, atomically: true, encoding: .utf8)
    return Output(index: index, pictures: pictures, failures: failures)
  }
}
