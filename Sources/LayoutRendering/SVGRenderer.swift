import Foundation

/// Draws a snapshot as an SVG picture: a box per view with its name, label text,
/// and optionally its layout margins.
nonisolated public enum SVGRenderer {
  /// What to draw besides the boxes.
  public struct Options: Sendable {
    /// Dashed rectangles for each view's layout margins.
    public var showMargins = false
    /// A title drawn above the picture.
    public var title: String?
    /// What the picture shows: boxes and names, or the screen as it looks.
    public var style = Style.outlines
    /// Creates options.
    public init(showMargins: Bool = false, title: String? = nil, style: Style = .outlines) {
      self.showMargins = showMargins
      self.title = title
      self.style = style
    }
  }

  /// What a picture shows.
  public enum Style: String, Sendable, CaseIterable {
    /// A box per view in a palette colour, with its name: the layout's structure.
    case outlines
    /// The screen as it looks: backgrounds, borders, corners, text in its
    /// colour and font, controls in a flat style, images as placeholders.
    case screen
    /// The screen with every view's outline and name drawn over it.
    case screenWithOutlines
  }

  /// Fill colours, by depth: light, distinct, readable under black text.
  static let palette = ["#f4f1ea", "#cfe3f7", "#fde2b8", "#d5ecd0", "#ead6f2", "#f8d3d3", "#d3f0f0", "#f1f1c6"]

  /// The SVG document.
  public static func render(_ snapshot: LayoutSnapshot, options: Options = Options()) -> String {
    if options.style != .outlines { return ScreenSVG.render(snapshot, options: options) }
    let top: CGFloat = options.title == nil ? 0 : 28
    let w = JSONRenderer.number(snapshot.size.width)
    let h = JSONRenderer.number(snapshot.size.height + top)
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
      font-family="Helvetica, Arial, sans-serif">

      """
    if let title = options.title {
      out += "  <text x=\"4\" y=\"19\" font-size=\"15\" font-weight=\"bold\">\(escape(title))</text>\n"
    }
    out += "  <g transform=\"translate(0 \(JSONRenderer.number(top)))\">\n"
    // A container whose child covers its top-left corner keeps its name in the
    // tooltip only; drawn, it would run under the child's content.
    var covered = Set<Int>()
    for (index, entry) in snapshot.entries.enumerated() {
      let corner = CGRect(x: entry.absoluteFrame.minX, y: entry.absoluteFrame.minY, width: 40, height: 12)
      var next = index + 1
      while next < snapshot.entries.count && snapshot.entries[next].depth > entry.depth {
        let child = snapshot.entries[next]
        if child.depth == entry.depth + 1 && !child.isHidden && child.absoluteFrame.intersects(corner) {
          covered.insert(index)
          break
        }
        next += 1
      }
    }
    for (index, entry) in snapshot.entries.enumerated() where !entry.isHidden {
      let f = entry.absoluteFrame
      let fill = entry.fillColor.map(escape) ?? palette[(entry.depth + index) % palette.count]
      out +=
        "    <rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" "
        + "fill=\"\(fill)\" stroke=\"#333\" stroke-width=\"1\"><title>\(escape(entry.name)) "
        + "\(n(entry.frame.minX)),\(n(entry.frame.minY)) \(n(f.width))×\(n(f.height))</title></rect>\n"
      let m = entry.marginFrame
      // Margins of labels and of tiny views would only cross out their content.
      if options.showMargins && entry.depth > 0 && entry.text == nil && m.width >= 8 && m.height >= 8 {
        out +=
          "    <rect x=\"\(n(m.minX))\" y=\"\(n(m.minY))\" width=\"\(n(m.width))\" height=\"\(n(m.height))\" "
          + "fill=\"none\" stroke=\"#999\" stroke-dasharray=\"3 2\"/>\n"
      }
      if let text = entry.text {
        // A label shows its text (its name stays in the tooltip), at its font size
        // and stretched to the width the engine measured, so the picture matches
        // the layout whatever font the viewer substitutes.
        let size = entry.fontSize ?? 13
        let baseline = f.minY + min(f.height, size * 0.95)
        out += "    <text x=\"\(n(f.minX))\" y=\"\(n(baseline))\" font-size=\"\(n(size))\" "
        if case .text(let drawn, _)? = entry.drawing?.content, let face = drawn.face, drawn.lines.count <= 1 {
          // One line measured in a real face: name it, and the viewer draws it at the measured width.
          out += "font-family=\"\(ScreenSVG.familyList(face.family))\" font-weight=\"\(face.weight)\">"
        } else {
          out += "textLength=\"\(n(max(1, f.width)))\" lengthAdjust=\"spacingAndGlyphs\">"
        }
        out += "\(escape(text))</text>\n"
      } else if f.height >= 12 && f.width >= 20 && !covered.contains(index) {
        out +=
          "    <text x=\"\(n(f.minX + 3))\" y=\"\(n(f.minY + 11))\" font-size=\"10\" fill=\"#555\">\(escape(entry.name))</text>\n"
      }
    }
    out += "  </g>\n</svg>\n"
    return out
  }

  static func n(_ value: CGFloat) -> String { JSONRenderer.number((value * 100).rounded() / 100) }

  /// The text with `&`, `<`, `>` and `"` escaped, for SVG and HTML alike.
  package static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
