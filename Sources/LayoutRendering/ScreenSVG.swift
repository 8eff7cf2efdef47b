import Foundation
import LayoutCore

/// Draws a snapshot as the screen looks (``SVGRenderer/Style/screen``).
nonisolated enum ScreenSVG {
  static func render(_ snapshot: LayoutSnapshot, options: SVGRenderer.Options) -> String {
    let top: CGFloat = options.title == nil ? 0 : 28
    let w = n(snapshot.size.width)
    let h = n(snapshot.size.height + top)
    // Text the views did not measure (titles, segments) in the face the labels were measured with.
    let family =
      snapshot.entries.lazy.compactMap { entry -> TextFace? in
        guard case .text(let text, _)? = entry.drawing?.content else { return nil }
        return text.face
      }.first.map { familyList($0.family) } ?? fontFamily
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
      font-family="\(family)">
        <rect width="\(w)" height="\(h)" fill="#FFFFFF"/>

      """
    if let title = options.title {
      out += "  <text x=\"4\" y=\"19\" font-size=\"15\" font-weight=\"bold\">\(SVGRenderer.escape(title))</text>\n"
    }
    out += "  <g transform=\"translate(0 \(n(top)))\">\n"
    var drawer = Drawer(entries: snapshot.entries)
    var index = 0
    while index < snapshot.entries.count {
      drawer.draw(index, indent: "    ")
      index += snapshot.entries[index].descendantCount + 1
    }
    out += drawer.out
    if options.style == .screenWithOutlines {
      for entry in snapshot.entries where !entry.isHidden {
        let f = entry.absoluteFrame
        out +=
          "    <rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" "
          + "fill=\"none\" stroke=\"#E0245E\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\"><title>"
          + "\(SVGRenderer.escape(entry.name)) \(n(entry.frame.minX)),\(n(entry.frame.minY)) "
          + "\(n(f.width))×\(n(f.height))</title></rect>\n"
        if f.width >= 24 && f.height >= 10 {
          out +=
            "    <text x=\"\(n(f.minX + 2))\" y=\"\(n(f.minY + 8))\" font-size=\"7\" fill=\"#E0245E\">"
            + "\(SVGRenderer.escape(entry.name))</text>\n"
        }
      }
    }
    out += "  </g>\n</svg>\n"
    return out
  }

  /// The fonts asked for when no text was measured in a real face (the fixed
  /// metrics): the system's look where installed, DejaVu (Debian's default) otherwise.
  static let fontFamily = "-apple-system, Helvetica Neue, Helvetica, DejaVu Sans, Arial, sans-serif"

  /// A font-family value naming `family` first, quoted, with a generic fallback.
  static func familyList(_ family: String) -> String {
    let quoted = family.replacingOccurrences(of: "'", with: "")
    return "'\(SVGRenderer.escape(quoted))', sans-serif"
  }

  /// CSS's font-stretch keyword for an OpenType width class.
  static func stretch(_ widthClass: Int) -> String {
    let keywords = [
      "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "normal", "semi-expanded", "expanded",
      "extra-expanded", "ultra-expanded",
    ]
    return keywords[min(max(widthClass, 1), 9) - 1]
  }

  static func n(_ value: CGFloat) -> String { SVGRenderer.n(value) }

  static func color(_ color: Color) -> String { color.hexString }

  /// Walks the entries depth first, nesting groups for opacity and clipping.
  struct Drawer {
    let entries: [LayoutSnapshot.Entry]
    var out = ""
    /// Numbers the clip paths and shadow filters, so their ids are unique in the document.
    var idCount = 0

    init(entries: [LayoutSnapshot.Entry]) { self.entries = entries }

    mutating func draw(_ index: Int, indent: String) {
      let entry = entries[index]
      guard !entry.isHidden else { return }
      let f = entry.absoluteFrame
      let drawing = entry.drawing
      var closers = 0
      if let alpha = drawing?.alpha, alpha < 1 {
        out += "\(indent)<g opacity=\"\(n(alpha))\">\n"
        closers += 1
      }
      if let drawing { drawBox(drawing, f, indent: indent) }
      if drawing?.clipsToBounds == true && entry.descendantCount > 0 {
        idCount += 1
        let radius = drawing?.cornerRadius ?? 0
        out +=
          "\(indent)<clipPath id=\"clip\(idCount)\"><rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" "
          + "width=\"\(n(f.width))\" height=\"\(n(f.height))\" rx=\"\(n(radius))\"/></clipPath>\n"
        out += "\(indent)<g clip-path=\"url(#clip\(idCount))\">\n"
        closers += 1
      }
      var child = index + 1
      let end = index + entry.descendantCount
      while child <= end {
        draw(child, indent: indent + "  ")
        child += entries[child].descendantCount + 1
      }
      for _ in 0..<closers { out += "\(indent)</g>\n" }
    }

    private mutating func drawBox(_ drawing: ViewDrawing, _ f: CGRect, indent: String) {
      let r = min(drawing.cornerRadius, min(f.width, f.height) / 2)
      if let shadow = drawing.shadow {
        // The shadow has the background's shape (Core Animation's, without a shadow path).
        idCount += 1
        let id = "shadow\(idCount)"
        let deviation = shadow.radius / 2
        out +=
          "\(indent)<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
          + "<feGaussianBlur stdDeviation=\"\(n(deviation))\"/></filter>\n"
        out +=
          "\(indent)<rect \(box(f.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))) rx=\"\(n(r))\" "
          + "fill=\"\(color(shadow.color))\" filter=\"url(#\(id))\"/>\n"
      }
      if let fill = drawing.backgroundColor, fill.alpha > 0 {
        out += "\(indent)<rect \(box(f)) rx=\"\(n(r))\" fill=\"\(color(fill))\"/>\n"
      }
      if let content = drawing.content { drawContent(content, f, indent: indent) }
      if drawing.borderWidth > 0, let border = drawing.borderColor {
        let half = drawing.borderWidth / 2
        out +=
          "\(indent)<rect \(box(f.insetBy(dx: half, dy: half))) rx=\"\(n(max(r - half, 0)))\" fill=\"none\" "
          + "stroke=\"\(color(border))\" stroke-width=\"\(n(drawing.borderWidth))\"/>\n"
      }
    }

    private mutating func drawContent(_ content: ViewDrawing.Content, _ f: CGRect, indent: String) {
      switch content {
      case .text(let text, let field):
        var inset: CGFloat = 0
        if let field {
          switch field {
          case .roundedRect:
            inset = 7
            out +=
              "\(indent)<rect \(box(f.insetBy(dx: 0.25, dy: 0.25))) rx=\"5\" fill=\"#FFFFFF\" "
              + "stroke=\"\(color(.systemGray4))\" stroke-width=\"0.5\"/>\n"
          case .line, .bezel:
            out +=
              "\(indent)<rect \(box(f.insetBy(dx: 0.5, dy: 0.5))) fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/>\n"
          case .none:
            break
          }
        }
        drawText(text, in: f.insetBy(dx: inset, dy: 0), indent: indent)
      case .image(let name, let rect, let tint):
        let r = rect.offsetBy(dx: f.minX, dy: f.minY)
        if let tint {
          // A symbol: a tinted rounded square.
          out +=
            "\(indent)<rect \(box(r)) rx=\"\(n(min(r.width, r.height) / 4))\" fill=\"\(color(tint))\" "
            + "fill-opacity=\"0.85\"><title>\(SVGRenderer.escape(name ?? "symbol"))</title></rect>\n"
        } else {
          out += "\(indent)<rect \(box(r)) fill=\"\(color(.systemGray5))\" stroke=\"\(color(.systemGray3))\"/>\n"
          out +=
            "\(indent)<path d=\"M\(n(r.minX)) \(n(r.minY))L\(n(r.maxX)) \(n(r.maxY))M\(n(r.maxX)) \(n(r.minY))"
            + "L\(n(r.minX)) \(n(r.maxY))\" stroke=\"\(color(.systemGray3))\" stroke-width=\"0.5\"/>\n"
          if let name, r.width >= 30, r.height >= 14 {
            out +=
              "\(indent)<text x=\"\(n(r.midX))\" y=\"\(n(r.midY + 4))\" font-size=\"10\" text-anchor=\"middle\" "
              + "fill=\"\(color(.systemGray))\">\(SVGRenderer.escape(name))</text>\n"
          }
        }
      case .button(let fill, let radius):
        if let fill {
          out += "\(indent)<rect \(box(f)) rx=\"\(n(min(radius, f.height / 2)))\" fill=\"\(color(fill))\"/>\n"
        }
      case .toggle(let isOn, let onTint, let thumb):
        let h = f.height
        out += "\(indent)<rect \(box(f)) rx=\"\(n(h / 2))\" fill=\"\(color(isOn ? onTint : .systemGray5))\"/>\n"
        let cx = isOn ? f.maxX - h / 2 : f.minX + h / 2
        out += "\(indent)<circle cx=\"\(n(cx))\" cy=\"\(n(f.midY))\" r=\"\(n(h / 2 - 2))\" fill=\"\(color(thumb))\"/>\n"
      case .slider(let fraction, let tint, let track, let mirrored):
        let y = f.midY - 2
        let knob = min(14, f.height / 2)
        let offset = knob + (f.width - 2 * knob) * fraction
        let x = mirrored ? f.maxX - offset : f.minX + offset
        let filled =
          mirrored
          ? CGRect(x: x, y: y, width: f.maxX - x, height: 4) : CGRect(x: f.minX, y: y, width: x - f.minX, height: 4)
        out +=
          "\(indent)<rect x=\"\(n(f.minX))\" y=\"\(n(y))\" width=\"\(n(f.width))\" height=\"4\" rx=\"2\" fill=\"\(color(track))\"/>\n"
        out += "\(indent)<rect \(box(filled)) rx=\"2\" fill=\"\(color(tint))\"/>\n"
        out +=
          "\(indent)<circle cx=\"\(n(x))\" cy=\"\(n(f.midY))\" r=\"\(n(knob))\" fill=\"#FFFFFF\" "
          + "stroke=\"\(color(.systemGray4))\" stroke-width=\"0.5\"/>\n"
      case .progress(let fraction, let tint, let track, let mirrored):
        out += "\(indent)<rect \(box(f)) rx=\"\(n(f.height / 2))\" fill=\"\(color(track))\"/>\n"
        var filled = f
        filled.size.width = f.width * fraction
        if mirrored { filled.origin.x = f.maxX - filled.width }
        out += "\(indent)<rect \(box(filled)) rx=\"\(n(f.height / 2))\" fill=\"\(color(tint))\"/>\n"
      case .segments(let titles, let selected, let selectedTint):
        out += "\(indent)<rect \(box(f)) rx=\"8\" fill=\"\(color(Color(hex: 0x767680, alpha: 0.12)))\"/>\n"
        guard !titles.isEmpty else { return }
        let width = f.width / CGFloat(titles.count)
        for (index, title) in titles.enumerated() {
          let cell = CGRect(x: f.minX + CGFloat(index) * width, y: f.minY, width: width, height: f.height)
          if index == selected {
            out += "\(indent)<rect \(box(cell.insetBy(dx: 2, dy: 2))) rx=\"7\" fill=\"\(color(selectedTint))\"/>\n"
          }
          out +=
            "\(indent)<text x=\"\(n(cell.midX))\" y=\"\(n(cell.midY + 4.5))\" font-size=\"13\" "
            + "font-weight=\"\(index == selected ? 600 : 400)\" text-anchor=\"middle\">\(SVGRenderer.escape(title))</text>\n"
        }
      case .spinner(let spinnerColor):
        let radius = min(f.width, f.height) / 2 - 2
        out +=
          "\(indent)<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(max(radius, 1)))\" fill=\"none\" "
          + "stroke=\"\(color(spinnerColor))\" stroke-width=\"\(n(max(radius / 3, 1)))\" stroke-dasharray=\"2 2\"/>\n"
      }
    }

    /// Lines of text, centred vertically in `f` as a label centres them.
    private mutating func drawText(_ text: ViewDrawing.Text, in f: CGRect, indent: String) {
      guard !text.lines.isEmpty else { return }
      let blockTop = f.minY + (f.height - CGFloat(text.lines.count) * text.lineHeight) / 2
      let font = text.font
      var style = "font-size=\"\(n(font.pointSize))\""
      if let face = text.face {
        // The face the text was measured in, exactly: a viewer that has it
        // draws the text at the measured width, unstretched.
        style += " font-family=\"\(familyList(face.family))\" font-weight=\"\(face.weight)\""
        if face.isItalic { style += " font-style=\"italic\"" }
        if face.widthClass != 5 { style += " font-stretch=\"\(stretch(face.widthClass))\"" }
      } else {
        if font.weight != .regular { style += " font-weight=\"\(font.weight.cssWeight)\"" }
        if font.isItalic { style += " font-style=\"italic\"" }
        if font.design == .monospaced { style += " font-family=\"DejaVu Sans Mono, Menlo, monospace\"" }
        if font.design == .serif { style += " font-family=\"DejaVu Serif, Georgia, serif\"" }
      }
      for (index, line) in text.lines.enumerated() where !line.isEmpty {
        let width = text.widths[index]
        let x: CGFloat =
          switch text.alignment {
          case .center: f.minX + (f.width - width) / 2
          case .right: f.maxX - width
          default: f.minX
          }
        let y = blockTop + text.firstBaseline + CGFloat(index) * text.lineHeight
        out += "\(indent)<text x=\"\(n(x))\" y=\"\(n(y))\" \(style) fill=\"\(color(text.color))\""
        // Fixed metrics measure no real face: fit the text to the measured
        // width, so the drawing still matches the layout.
        if text.face == nil { out += " textLength=\"\(n(max(width, 1)))\" lengthAdjust=\"spacingAndGlyphs\"" }
        out += ">\(SVGRenderer.escape(line))</text>\n"
      }
    }

    private func box(_ r: CGRect) -> String {
      "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(max(r.width, 0)))\" height=\"\(n(max(r.height, 0)))\""
    }
  }
}
