/// Parses a Visual Format string into ``VisualFormatSyntax``.
///
/// Follows the grammar Apple's runtime accepts (a superset of the documented one):
/// ASCII only, no whitespace, a full predicate allowed without parentheses in a
/// connection, negative numbers only inside parentheses or view predicates, names
/// looked up in the metrics first and then in the views. Errors use Apple's
/// messages where Apple has one, and always carry the column.
nonisolated struct VisualFormatParser {
  private let text: [UInt8]
  private let format: String
  private let viewNames: Set<String>
  private let metrics: [String: Double]
  private var position = 0

  init(_ format: String, viewNames: Set<String>, metrics: [String: Double]) {
    self.format = format
    self.text = Array(format.utf8)
    self.viewNames = viewNames
    self.metrics = metrics
  }

  // MARK: - Entry point

  mutating func parse() throws(VisualFormatError) -> VisualFormatSyntax {
    if text.isEmpty { throw error("It's an empty string.") }
    if let index = text.firstIndex(where: { $0 >= 0x80 }) {
      // Report the column in characters, not bytes.
      let column = String(decoding: text[..<index], as: UTF8.self).count
      throw VisualFormatError("It contains non-ASCII characters.", format: format, offset: column)
    }
    var axis = VisualFormatSyntax.Axis.horizontal
    if peek == UInt8(ascii: "H") || peek == UInt8(ascii: "V") {
      let letter = peek!
      if peek(at: 1) == UInt8(ascii: ":") {
        axis = letter == UInt8(ascii: "V") ? .vertical : .horizontal
        position = 2
      } else {
        position = 1
        let name = letter == UInt8(ascii: "V") ? "vertical" : "horizontal"
        throw error("Expected ':' after '\(Character(UnicodeScalar(letter)))' to specify \(name) arrangement")
      }
    }

    var leading: VisualFormatSyntax.Connection?
    if peek == UInt8(ascii: "|") {
      position += 1
      if atEnd { throw error("Expected a connection after the '|' character") }
      leading = try connection()
      guard peek == UInt8(ascii: "[") else { throw error("Expected a view") }
    }
    var views = [try view()]
    var connections: [VisualFormatSyntax.Connection] = []
    var trailing: VisualFormatSyntax.Connection?
    while !atEnd {
      let next = try connection()
      if peek == UInt8(ascii: "[") {
        connections.append(next)
        views.append(try view())
      } else if peek == UInt8(ascii: "|") {
        position += 1
        trailing = next
        if !atEnd { throw error("Expected the end of the format string") }
      } else {
        throw error("Expected a view or '|'")
      }
    }
    return VisualFormatSyntax(
      axis: axis, leadingSuperview: leading, views: views, connections: connections, trailingSuperview: trailing)
  }

  // MARK: - Views and connections

  /// `[name]` or `[name(predicate, …)]`.
  private mutating func view() throws(VisualFormatError) -> VisualFormatSyntax.View {
    guard peek == UInt8(ascii: "[") else { throw error("Expected a view") }
    position += 1
    if atEnd { throw error("Expected a view") }
    guard isIdentifierStart(peek!) else {
      throw error(
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
      )
    }
    let start = position
    let name = identifier()
    guard viewNames.contains(name) else {
      throw VisualFormatError("\(name) is not a key in the views dictionary.", format: format, offset: start)
    }
    var predicates: [VisualFormatSyntax.Predicate] = []
    if peek == UInt8(ascii: "(") {
      position += 1
      if atEnd { throw error("Unexpectedly ran out of character fodder in the middle of parsing a view") }
      while true {
        predicates.append(try predicate(inConnection: false))
        if peek == UInt8(ascii: ",") {
          position += 1
          continue
        }
        if peek == UInt8(ascii: ")") {
          position += 1
          break
        }
        if atEnd { throw error("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        throw error("A predicate on a view's thickness must end with ')' and the view must end with ']'")
      }
      guard peek == UInt8(ascii: "]") else { throw error("Expected ']' after specifying thickness.") }
    } else if peek != UInt8(ascii: "]") {
      throw error("Expected a ']' here. That is how you give the end of a view.")
    }
    position += 1  // "]"
    return VisualFormatSyntax.View(name: name, predicates: predicates)
  }

  /// Nothing, `-`, `-predicate-` or `-(predicate, …)-`.
  private mutating func connection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
    guard peek == UInt8(ascii: "-") else { return .flush }
    position += 1
    guard let next = peek else { throw error("Expected a view or '|'") }
    if next == UInt8(ascii: "[") || next == UInt8(ascii: "|") { return .standard }
    if next == UInt8(ascii: "-") {
      throw error(
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
      )
    }
    var predicates: [VisualFormatSyntax.Predicate] = []
    if next == UInt8(ascii: "(") {
      position += 1
      while true {
        predicates.append(try predicate(inConnection: true))
        if peek == UInt8(ascii: ",") {
          position += 1
          continue
        }
        if peek == UInt8(ascii: ")") {
          position += 1
          break
        }
        throw error(
          "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
      }
    } else {
      predicates.append(try predicate(inConnection: true))
      if peek == UInt8(ascii: ",") {
        throw error(
          "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
        )
      }
    }
    guard peek == UInt8(ascii: "-") else { throw error("Expected a '-' here") }
    position += 1
    return .predicates(predicates)
  }

  // MARK: - Predicates

  /// `[== | <= | >=] value [@ priority]`.
  private mutating func predicate(inConnection: Bool) throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
    var relation = VisualFormatSyntax.Predicate.Relation.equal
    if let c = peek, c == UInt8(ascii: "=") || c == UInt8(ascii: "<") || c == UInt8(ascii: ">") {
      guard peek(at: 1) == UInt8(ascii: "=") else { throw error("Unknown relation. Must be ==, >=, or <=") }
      relation = c == UInt8(ascii: "=") ? .equal : c == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual
      position += 2
    }
    if atEnd { throw error("Expected more input") }
    let objectStart = position
    let object = try value()
    if inConnection, case .view = object {
      throw VisualFormatError(
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
        format: format, offset: objectStart)
    }
    var priority = 1000.0
    if peek == UInt8(ascii: "@") {
      position += 1
      if atEnd { throw error("Expected more input") }
      let priorityStart = position
      guard case .constant(let p) = try value() else {
        throw VisualFormatError(
          "Expected a number or key from the metrics dictionary, but encountered something else", format: format,
          offset: priorityStart)
      }
      if p <= 0 {
        throw VisualFormatError(
          "Invalid priority specified: \(formatNumber(p)). Priority must be greater than 0.", format: format,
          offset: priorityStart)
      }
      if p > 1000 {
        throw VisualFormatError(
          "Invalid priority specified: \(formatNumber(p)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
          format: format, offset: priorityStart)
      }
      priority = p
    }
    return VisualFormatSyntax.Predicate(relation: relation, object: object, priority: priority)
  }

  /// A number, or a name: a metric first, then a view.
  private mutating func value() throws(VisualFormatError) -> VisualFormatSyntax.Object {
    guard let c = peek else { throw error("Expected more input") }
    if c == UInt8(ascii: "-") || isDigit(c) {
      return .constant(try number())
    }
    if isIdentifierStart(c) {
      let start = position
      let name = identifier()
      if let metric = metrics[name] { return .constant(metric) }
      if viewNames.contains(name) { return .view(name) }
      throw VisualFormatError(
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries",
        format: format, offset: start)
    }
    throw error("Expected a number or key from the metrics dictionary, but encountered something else")
  }

  /// `-? digit+ (. digit*)? ([eE] [+-]? digit+)?`, as strtod reads it in the C locale.
  private mutating func number() throws(VisualFormatError) -> Double {
    let start = position
    if peek == UInt8(ascii: "-") { position += 1 }
    guard let first = peek, isDigit(first) else {
      throw error("Expected a number or key from the metrics dictionary, but encountered something else")
    }
    while let c = peek, isDigit(c) { position += 1 }
    if peek == UInt8(ascii: ".") {
      position += 1
      while let c = peek, isDigit(c) { position += 1 }
    }
    if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      var look = position + 1
      if let sign = peek(at: 1), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { look += 1 }
      if look < text.count, isDigit(text[look]) {
        position = look
        while let c = peek, isDigit(c) { position += 1 }
      }
    }
    let literal = String(decoding: text[start..<position], as: UTF8.self)
    guard let value = Double(literal), value.isFinite else {
      throw VisualFormatError("The number \(literal) is out of range.", format: format, offset: start)
    }
    return value
  }

  // MARK: - Characters

  private var atEnd: Bool { position >= text.count }
  private var peek: UInt8? { position < text.count ? text[position] : nil }
  private func peek(at offset: Int) -> UInt8? {
    position + offset < text.count ? text[position + offset] : nil
  }

  private mutating func identifier() -> String {
    let start = position
    while let c = peek, isIdentifierStart(c) || isDigit(c) { position += 1 }
    return String(decoding: text[start..<position], as: UTF8.self)
  }

  private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
  private func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
  }

  private func error(_ message: String) -> VisualFormatError {
    VisualFormatError(message, format: format, offset: position)
  }
}

/// A number as a person writes it: `750`, not `750.0`.
nonisolated func formatNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
