import Foundation

/// Draws a snapshot in a terminal with box-drawing characters, one box per view.
///
/// ```
/// ┌title──────────────────┐
/// │                       │
/// └───────────────────────┘
/// ```
/// The root's width maps to `columns` characters; a character cell is twice as
/// tall as it is wide, as in most terminal fonts.
nonisolated public enum TextRenderer {
  /// The drawing, followed by a legend of frames.
  /// - Parameters:
  ///   - snapshot: What to draw.
  ///   - columns: The width of the drawing in characters.
  ///   - legend: Whether to list each view's frame under the drawing.
  public static func render(_ snapshot: LayoutSnapshot, columns: Int = 80, legend: Bool = true) -> String {
    let width = max(10, columns)
    let scale = snapshot.size.width > 0 ? CGFloat(width - 1) / snapshot.size.width : 1
    let rows = max(3, Int((snapshot.size.height * scale / 2).rounded()) + 1)
    var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: rows)

    func put(_ x: Int, _ y: Int, _ c: Character) {
      guard y >= 0, y < rows, x >= 0, x < width else { return }
      grid[y][x] = c
    }
    for entry in snapshot.entries where !entry.isHidden {
      let f = entry.absoluteFrame
      let x0 = Int((f.minX * scale).rounded())
      let x1 = Int((f.maxX * scale).rounded())
      let y0 = Int((f.minY * scale / 2).rounded())
      let y1 = Int((f.maxY * scale / 2).rounded())
      guard x1 > x0, y1 >= y0 else { continue }
      for x in x0...x1 {
        put(x, y0, "─")
        put(x, y1, "─")
      }
      for y in y0...y1 {
        put(x0, y, "│")
        put(x1, y, "│")
      }
      put(x0, y0, "┌")
      put(x1, y0, "┐")
      put(x0, y1, "└")
      put(x1, y1, "┘")
      // The name on the top edge, the label's text inside; cut with "…" so a
      // cut name never reads as another, shorter name.
      for (i, c) in fitted(entry.name, into: x1 - x0 - 1).enumerated() { put(x0 + 1 + i, y0, c) }
      if let text = entry.text, y1 - y0 >= 2 {
        for (i, c) in fitted(text, into: x1 - x0 - 1).enumerated() { put(x0 + 1 + i, y0 + 1, c) }
      }
    }
    var out =
      grid.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n") + "\n"
    if legend {
      for entry in snapshot.entries {
        let f = entry.frame
        let indent = String(repeating: "  ", count: entry.depth)
        out +=
          "\(indent)\(entry.name): x \(short(f.minX)), y \(short(f.minY)), "
          + "\(short(f.width)) × \(short(f.height))\(entry.isHidden ? " (hidden)" : "")\n"
      }
    }
    return out
  }

  /// `text` in at most `columns` characters: whole when it fits, else its
  /// start and "…".
  static func fitted(_ text: String, into columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard text.count > columns else { return text }
    return String(text.prefix(columns - 1)) + "…"
  }

  /// A number for people: at most two decimals, none when whole (JSON keeps every digit).
  static func short(_ value: CGFloat) -> String {
    JSONRenderer.number((value * 100).rounded() / 100)
  }
}
