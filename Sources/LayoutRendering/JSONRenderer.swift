import Foundation

/// Renders a snapshot as versioned JSON: `{"version": 1, "frames": {"name": {"x":…}}}`.
///
/// Frames are in each view's superview coordinates, as UIKit reports `frame`.
/// Names that repeat get a `#2`, `#3`… suffix so no frame is lost.
nonisolated public enum JSONRenderer {
  /// The schema version written in every document.
  public static let version = 1

  /// The JSON text, keys sorted, numbers without needless decimals.
  public static func render(_ snapshot: LayoutSnapshot) -> String {
    var seen: [String: Int] = [:]
    var lines: [String] = []
    for entry in snapshot.entries where entry.depth > 0 {
      seen[entry.name, default: 0] += 1
      let key = seen[entry.name]! > 1 ? "\(entry.name)#\(seen[entry.name]!)" : entry.name
      let f = entry.frame
      lines.append(
        "    \(quote(key)): {\"x\": \(number(f.minX)), \"y\": \(number(f.minY)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}"
      )
    }
    lines.sort()
    return "{\n  \"version\": \(version),\n  \"frames\": {\n" + lines.joined(separator: ",\n") + "\n  }\n}\n"
  }

  static func number(_ value: CGFloat) -> String {
    let v = Double(value)
    if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
    return String(v)
  }

  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
