import Foundation
import Yams

/// A YAML node with its position, and typed readers that throw positioned errors.
nonisolated struct Value {
  var node: Node
  var position: Position

  init(_ node: Node, fallback: Position) {
    self.node = node
    if let mark = node.mark {
      position = Position(line: mark.line, column: mark.column)
    } else {
      position = fallback
    }
  }

  /// The text of a scalar, or nil.
  var scalarText: String? { node.scalar?.string }

  /// Whether the scalar was written in quotes (so `offset` inside it starts one column later).
  var isQuoted: Bool {
    guard let style = node.scalar?.style else { return false }
    return style == .singleQuoted || style == .doubleQuoted
  }

  /// A short name for the kind of node, for messages.
  var kindName: String {
    switch node {
    case .scalar: "a scalar"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    }
  }
}

/// Reads values out of YAML nodes for one file.
nonisolated struct NodeReader {
  var file: String
  var limits: LayoutDocument.Limits

  func error(_ message: String, at position: Position) -> LayoutDocumentError {
    LayoutDocumentError(file: file, line: position.line, column: position.column, message: MessageText.capped(message))
  }

  /// The pairs of a mapping, keys checked against `allowed` (in the order written).
  func mapping(_ value: Value, what: String, allowed: [String]) throws(LayoutDocumentError) -> [(
    key: String, keyPosition: Position, value: Value
  )] {
    guard let mapping = value.node.mapping else {
      throw error("\(what) must be a mapping, found \(value.kindName)", at: value.position)
    }
    var result: [(key: String, keyPosition: Position, value: Value)] = []
    for (keyNode, valueNode) in mapping {
      let key = Value(keyNode, fallback: value.position)
      guard let name = key.scalarText else {
        throw error("\(what): keys must be plain names, found \(key.kindName)", at: key.position)
      }
      guard allowed.contains(name) else {
        throw error(
          "unknown key '\(MessageText.quoted(name))' in \(what) (known keys: \(allowed.joined(separator: ", ")))"
            + MessageText.suggestion(for: name, among: allowed),
          at: key.position)
      }
      result.append((name, key.position, Value(valueNode, fallback: key.position)))
    }
    return result
  }

  /// Whether the node is an empty plain scalar or `null` (`views:` with nothing after it).
  func isNull(_ value: Value) -> Bool {
    guard let scalar = value.node.scalar, scalar.style == .plain || scalar.style == .any else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// The items of a list; an empty value counts as an empty list.
  func list(_ value: Value, what: String) throws(LayoutDocumentError) -> [Value] {
    if isNull(value) { return [] }
    guard let sequence = value.node.sequence else {
      throw error("\(what) must be a list, found \(value.kindName)", at: value.position)
    }
    var result: [Value] = []
    for item in sequence { result.append(Value(item, fallback: value.position)) }
    return result
  }

  func string(_ value: Value, what: String) throws(LayoutDocumentError) -> String {
    guard let text = value.scalarText else {
      throw error("\(what) must be text, found \(value.kindName)", at: value.position)
    }
    return text
  }

  /// A finite number no larger in size than the limit.
  func number(_ value: Value, what: String, metrics: [String: CGFloat] = [:]) throws(LayoutDocumentError) -> CGFloat {
    guard let text = value.scalarText else {
      throw error("\(what) must be a number, found \(value.kindName)", at: value.position)
    }
    return try number(text, at: value.position, what: what, metrics: metrics)
  }

  func number(_ text: String, at position: Position, what: String, metrics: [String: CGFloat] = [:])
    throws(LayoutDocumentError) -> CGFloat
  {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let metric = metrics[trimmed] { return metric }
    let lowered = trimmed.lowercased()
    // The sign apart, so that -Infinity and -0x10 read like their positive forms.
    let unsigned = lowered.hasPrefix("-") || lowered.hasPrefix("+") ? String(lowered.dropFirst()) : lowered
    // Swift's Double(_:) also reads "nan", "infinity" and hexadecimal floats, which YAML does not mean as numbers here.
    guard let number = Double(trimmed), !unsigned.contains("inf"), !unsigned.contains("nan"), !unsigned.hasPrefix("0x")
    else {
      if [".inf", ".nan", "inf", "nan", "infinity"].contains(unsigned) {
        throw error("\(what) must be a finite number, found '\(text)'", at: position)
      }
      if unsigned.hasPrefix("0x") || unsigned.hasPrefix("0o") || unsigned.hasPrefix("0b") {
        throw error("\(what) must be a decimal number, found '\(MessageText.quoted(text))'", at: position)
      }
      throw error("\(what) must be a number, found '\(MessageText.quoted(text))'", at: position)
    }
    guard number.isFinite, abs(number) <= limits.maximumNumber else {
      throw error(
        "\(what) must be a finite number between -\(Self.format(limits.maximumNumber)) and \(Self.format(limits.maximumNumber)), found '\(MessageText.quoted(text))'",
        at: position)
    }
    return CGFloat(number)
  }

  func nonNegative(_ value: Value, what: String, metrics: [String: CGFloat] = [:]) throws(LayoutDocumentError)
    -> CGFloat
  {
    let n = try number(value, what: what, metrics: metrics)
    guard n >= 0 else {
      throw error("\(what) must not be negative, found \(Self.format(Double(n)))", at: value.position)
    }
    return n
  }

  func bool(_ value: Value, what: String) throws(LayoutDocumentError) -> Bool {
    switch value.scalarText?.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default: throw error("\(what) must be true or false", at: value.position)
    }
  }

  func integer(_ value: Value, what: String, range: ClosedRange<Int>) throws(LayoutDocumentError) -> Int {
    guard let text = value.scalarText, let n = Int(text), range.contains(n) else {
      throw error("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: value.position)
    }
    return n
  }

  /// One of a set of names.
  func choice<T>(_ value: Value, what: String, _ table: [(String, T)]) throws(LayoutDocumentError) -> T {
    let text = try string(value, what: what)
    for (name, result) in table where name == text { return result }
    throw error(
      "\(what) must be one of \(table.map(\.0).joined(separator: ", ")), found '\(MessageText.quoted(text))'"
        + MessageText.suggestion(for: text, among: table.map(\.0)),
      at: value.position)
  }

  /// `WxH`, `[w, h]` or `{width: w, height: h}`, both not negative.
  func size(_ value: Value, what: String, metrics: [String: CGFloat]) throws(LayoutDocumentError) -> CGSize {
    switch value.node {
    case .scalar(let scalar):
      let parts = scalar.string.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw error(
          "\(what) must be WIDTHxHEIGHT (such as 390x844), found '\(MessageText.quoted(scalar.string))'",
          at: value.position)
      }
      let w = try number(String(parts[0]), at: value.position, what: "\(what) width", metrics: metrics)
      let h = try number(String(parts[1]), at: value.position, what: "\(what) height", metrics: metrics)
      guard w >= 0, h >= 0 else { throw error("\(what) must not be negative", at: value.position) }
      return CGSize(width: w, height: h)
    case .sequence:
      let items = try list(value, what: what)
      guard items.count == 2 else {
        throw error("\(what) must be a list of two numbers, [width, height]", at: value.position)
      }
      return CGSize(
        width: try nonNegative(items[0], what: "\(what) width", metrics: metrics),
        height: try nonNegative(items[1], what: "\(what) height", metrics: metrics))
    default:
      var size = CGSize.zero
      var seen: Set<String> = []
      for entry in try mapping(value, what: what, allowed: ["width", "height"]) {
        seen.insert(entry.key)
        let n = try nonNegative(entry.value, what: "\(what) \(entry.key)", metrics: metrics)
        if entry.key == "width" { size.width = n } else { size.height = n }
      }
      guard seen.count == 2 else { throw error("\(what) needs both width and height", at: value.position) }
      return size
    }
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
