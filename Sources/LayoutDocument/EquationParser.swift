import Foundation
import LayoutCore

/// One side of an equation: `name.attribute`, `name.guide.attribute`, `superview.attribute`, `safeArea.top`.
nonisolated package struct EquationOperand: Equatable {
  /// The item's name as written (`title`, `superview`, `safeArea`, `canvas`…).
  package var item: String
  /// A guide of the item: `safeArea`, `margins` or `readableContent`.
  package var guide: String?
  /// The attribute after the last dot.
  package var attribute: LayoutConstraint.Attribute
  /// The 0-based offset of the item's name in the equation.
  package var offset: Int
}

/// A parsed equation: `first relation second * multiplier + constant @priority`.
nonisolated package struct EquationSyntax: Equatable {
  /// The item on the left.
  package var first: EquationOperand
  /// `==`, `<=` or `>=`.
  package var relation: LayoutConstraint.Relation
  /// The item on the right, or nil for a constant.
  package var second: EquationOperand?
  /// The factor on the second item.
  package var multiplier: CGFloat = 1
  /// The sum of the constants and metrics.
  package var constant: CGFloat = 0
  /// The priority after `@`.
  package var priority: LayoutPriority = .required
  /// The offset of the relation, where errors about the whole constraint point.
  package var relationOffset: Int
}

/// A syntax error at a 0-based offset of the equation (in Unicode scalars).
nonisolated package struct EquationError: Error, Equatable {
  /// What is wrong.
  package var message: String
  /// Where, as a 0-based offset in Unicode scalars.
  package var offset: Int
}

/// A hand-written recursive-descent parser for constraint equations:
///
/// ```
/// equation  := operand relation rhs [ '@' priority ]
/// operand   := name [ '.' guide ] '.' attribute
/// relation  := '==' | '<=' | '>='
/// rhs       := operand [ ('*' | '/') k ] { ('+' | '-') k }
///            | [ '-' ] k { ('+' | '-') k }
/// k         := number | metric name
/// priority  := k | required | defaultHigh | high | defaultLow | low | fittingSizeLevel
/// ```
nonisolated package struct EquationParser {
  static let attributes: [String: LayoutConstraint.Attribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
    "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
    "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
    "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
    "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
  ]
  static let guides = ["safeArea", "margins", "readableContent"]
  static let priorities: [String: Float] = [
    "required": 1000, "defaultHigh": 750, "high": 750, "defaultLow": 250, "low": 250, "fittingSizeLevel": 50,
  ]

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private let metrics: [String: CGFloat]
  private let maximumNumber: Double

  init(_ text: String, metrics: [String: CGFloat], maximumNumber: Double = 1e6) {
    scalars = Array(text.unicodeScalars)
    self.metrics = metrics
    self.maximumNumber = maximumNumber
  }

  /// Parses the whole text.
  package static func parse(_ text: String, metrics: [String: CGFloat] = [:], maximumNumber: Double = 1e6)
    throws(EquationError) -> EquationSyntax
  {
    var parser = EquationParser(text, metrics: metrics, maximumNumber: maximumNumber)
    return try parser.parseEquation()
  }

  // MARK: Grammar

  mutating func parseEquation() throws(EquationError) -> EquationSyntax {
    skipSpaces()
    guard index < scalars.count else { throw EquationError(message: "empty constraint", offset: 0) }
    guard let first = try parseOperand() else {
      throw EquationError(message: "expected item.attribute, such as title.leading", offset: index)
    }
    skipSpaces()
    let relationOffset = index
    let relation = try parseRelation()
    var syntax = EquationSyntax(first: first, relation: relation, second: nil, relationOffset: relationOffset)
    skipSpaces()
    if let second = try parseOperand() {
      syntax.second = second
      skipSpaces()
      if peek == "*" || peek == "/" {
        let divide = peek == "/"
        index += 1
        skipSpaces()
        let at = index
        let k = try parseConstant()
        if divide {
          guard k != 0 else { throw EquationError(message: "division by zero", offset: at) }
          syntax.multiplier = 1 / k
        } else {
          syntax.multiplier = k
        }
        // Dividing by a tiny number gives a factor far past the number limit, even infinity.
        guard syntax.multiplier.isFinite, abs(Double(syntax.multiplier)) <= maximumNumber else {
          throw EquationError(message: "the multiplier is too large", offset: at)
        }
      }
    } else {
      skipSpaces()
      var sign: CGFloat = 1
      if peek == "-" {
        sign = -1
        index += 1
        skipSpaces()
      } else if peek == "+" {
        index += 1
        skipSpaces()
      }
      guard index < scalars.count, peek != "@" else {
        throw EquationError(message: "expected item.attribute or a number after '\(relation)'", offset: index)
      }
      syntax.constant = sign * (try parseConstant())
    }
    skipSpaces()
    while peek == "+" || peek == "-" {
      let sign: CGFloat = peek == "-" ? -1 : 1
      index += 1
      skipSpaces()
      guard index < scalars.count else {
        throw EquationError(message: "expected a number or metric name", offset: index)
      }
      syntax.constant += sign * (try parseConstant())
      skipSpaces()
    }
    guard abs(Double(syntax.constant)) <= maximumNumber else {
      throw EquationError(message: "the constant is too large", offset: relationOffset)
    }
    if peek == "@" {
      index += 1
      skipSpaces()
      syntax.priority = try parsePriority()
      skipSpaces()
    }
    if index < scalars.count {
      let c = scalars[index]
      if c == "*" || c == "/" {
        throw EquationError(message: "a multiplier must follow the second item (b.width * 0.5)", offset: index)
      }
      throw EquationError(message: "unexpected '\(c)'", offset: index)
    }
    return syntax
  }

  /// `name[.guide].attribute`, or nil (nothing consumed) when the next token is not a name followed by a dot.
  mutating func parseOperand() throws(EquationError) -> EquationOperand? {
    let start = index
    guard let name = peekIdentifier() else { return nil }
    var after = index + name.count
    guard after < scalars.count, scalars[after] == "." else { return nil }
    index = after + 1
    var parts = [name]
    while true {
      guard let part = peekIdentifier() else {
        throw EquationError(message: "expected an attribute name after '.'", offset: index)
      }
      parts.append(part)
      index += part.count
      after = index
      if after < scalars.count, scalars[after] == "." { index += 1 } else { break }
    }
    guard parts.count <= 3 else {
      throw EquationError(
        message: "too many parts in '\(MessageText.quoted(parts.joined(separator: ".")))'", offset: start)
    }
    let attributeName = parts[parts.count - 1]
    guard let attribute = Self.attributes[attributeName] else {
      throw EquationError(
        message:
          "unknown attribute '\(MessageText.quoted(attributeName))' (known: \(Self.attributes.keys.sorted().joined(separator: ", ")))"
          + MessageText.suggestion(for: attributeName, among: Self.attributes.keys),
        offset: index - attributeName.count)
    }
    var guide: String?
    if parts.count == 3 {
      guard Self.guides.contains(parts[1]) else {
        throw EquationError(
          message: "unknown guide '\(MessageText.quoted(parts[1]))' (known: \(Self.guides.joined(separator: ", ")))"
            + MessageText.suggestion(for: parts[1], among: Self.guides),
          offset: start + parts[0].count + 1)
      }
      guide = parts[1]
    }
    return EquationOperand(item: parts[0], guide: guide, attribute: attribute, offset: start)
  }

  mutating func parseRelation() throws(EquationError) -> LayoutConstraint.Relation {
    guard index + 1 < scalars.count, scalars[index + 1] == "=" else {
      throw EquationError(message: "expected '==', '<=' or '>='", offset: index)
    }
    let relation: LayoutConstraint.Relation
    switch scalars[index] {
    case "=": relation = .equal
    case "<": relation = .lessThanOrEqual
    case ">": relation = .greaterThanOrEqual
    default: throw EquationError(message: "expected '==', '<=' or '>='", offset: index)
    }
    index += 2
    return relation
  }

  /// A number or a metric name.
  mutating func parseConstant() throws(EquationError) -> CGFloat {
    let start = index
    if let name = peekIdentifier() {
      index += name.count
      if index < scalars.count, scalars[index] == "." {
        throw EquationError(
          message: "an item must come first on the right-hand side: write b.width * 2, not 2 * b.width", offset: start)
      }
      guard let value = metrics[name] else {
        throw EquationError(
          message: "unknown metric '\(MessageText.quoted(name))'"
            + MessageText.suggestion(for: name, among: metrics.keys), offset: start)
      }
      return value
    }
    var text = ""
    while index < scalars.count, scalars[index].properties.numericType != nil || scalars[index] == "." {
      guard scalars[index].isASCII else { break }
      text.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard !text.isEmpty else {
      if index < scalars.count {
        throw EquationError(message: "expected a number or metric name, found '\(scalars[index])'", offset: index)
      }
      throw EquationError(message: "expected a number or metric name", offset: index)
    }
    // 1e5 would otherwise stop at the e with "unexpected 'e'", which does not say what is wrong.
    if index + 1 < scalars.count, scalars[index] == "e" || scalars[index] == "E",
      ("0"..."9").contains(scalars[index + 1]) || scalars[index + 1] == "+" || scalars[index + 1] == "-"
    {
      throw EquationError(
        message: "write numbers in constraints without an exponent: digits, or a metric for a large value",
        offset: start)
    }
    guard let value = Double(text), value.isFinite else {
      throw EquationError(message: "'\(MessageText.quoted(text))' is not a number", offset: start)
    }
    guard value <= maximumNumber else {
      throw EquationError(
        message: "'\(MessageText.quoted(text))' is larger than the limit (\(NodeReader.format(maximumNumber)))",
        offset: start)
    }
    return CGFloat(value)
  }

  mutating func parsePriority() throws(EquationError) -> LayoutPriority {
    let start = index
    if let name = peekIdentifier(), metrics[name] == nil {
      index += name.count
      guard let value = Self.priorities[name] else {
        throw EquationError(
          message:
            "unknown priority '\(MessageText.quoted(name))' (a number from 1 to 1000, a metric, or required, defaultHigh, defaultLow, fittingSizeLevel)"
            + MessageText.suggestion(for: name, among: Self.priorities.keys),
          offset: start)
      }
      return LayoutPriority(value)
    }
    let value = try parseConstant()
    guard value >= 1, value <= 1000 else {
      throw EquationError(message: "a priority must be from 1 to 1000", offset: start)
    }
    return LayoutPriority(Float(value))
  }

  // MARK: Scanning

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func skipSpaces() {
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
  }

  /// The identifier (`[A-Za-z_][A-Za-z0-9_]*`) at the index, without consuming it.
  private func peekIdentifier() -> String? {
    var i = index
    var name = ""
    while i < scalars.count {
      let c = scalars[i]
      let isLetter = ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
      let isDigit = ("0"..."9").contains(c)
      guard isLetter || (isDigit && !name.isEmpty) else { break }
      name.unicodeScalars.append(c)
      i += 1
    }
    return name.isEmpty ? nil : name
  }
}
