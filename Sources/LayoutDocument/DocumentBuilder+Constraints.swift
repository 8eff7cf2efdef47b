import Foundation
import LayoutCore
import VisualFormat

extension DocumentBuilder {
  static let formatOptions: [(String, LayoutConstraint.FormatOptions)] = [
    ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
    ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
    ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
    ("alignAllCenterY", .alignAllCenterY), ("alignAllFirstBaseline", .alignAllFirstBaseline),
    ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllBaseline", .alignAllBaseline),
    ("directionLeadingToTrailing", .directionLeadingToTrailing), ("directionLeftToRight", .directionLeftToRight),
    ("directionRightToLeft", .directionRightToLeft), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
  ]

  /// Whether a line is Visual Format rather than an equation.
  static func isVisualFormat(_ text: String) -> Bool {
    let trimmed = text.drop(while: { $0 == " " })
    return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
  }

  /// The position of a 0-based offset inside a scalar's text (one further for quoted scalars),
  /// or the scalar's start when its text is not written as is on one line (folded, escaped).
  func position(in value: Value, offset: Int) -> Position {
    let quote = value.isQuoted ? 1 : 0
    guard let text = value.scalarText,
      source.contains(text.unicodeScalars.prefix(offset), at: value.position.advanced(by: quote))
    else { return value.position }
    return value.position.advanced(by: offset + quote)
  }

  /// One entry of a `constraints` list: a VFL line, an equation, or `{vfl: …, options: […]}`.
  func makeConstraints(_ value: Value) throws(LayoutDocumentError) -> [LayoutConstraint] {
    if value.node.mapping != nil {
      var format: Value?
      var options: LayoutConstraint.FormatOptions = []
      for entry in try reader.mapping(value, what: "a constraint", allowed: ["vfl", "options"]) {
        if entry.key == "vfl" {
          format = entry.value
        } else {
          let names = entry.value.node.sequence != nil ? try reader.list(entry.value, what: "options") : [entry.value]
          for name in names {
            options.formUnion(try reader.choice(name, what: "a VFL option", Self.formatOptions))
          }
        }
      }
      guard let format else { throw error("a constraint mapping needs a 'vfl' line", at: value.position) }
      return try visualFormat(format, options: options)
    }
    let text = try reader.string(value, what: "a constraint")
    if Self.isVisualFormat(text) { return try visualFormat(value, options: []) }
    return [try equation(value)]
  }

  func visualFormat(_ value: Value, options: LayoutConstraint.FormatOptions) throws(LayoutDocumentError)
    -> [LayoutConstraint]
  {
    let text = try reader.string(value, what: "a VFL line")
    try checkNumbers(inVisualFormat: text, value: value)
    // Only the names the line uses: the VFL parser copies its dictionaries on every call, so
    // passing every view made a document of many views and many lines quadratic (minutes).
    var items: [String: LayoutItem] = [:]
    var lineMetrics: [String: CGFloat] = [:]
    for name in Self.words(in: text) {
      if let view = views[name] { items[name] = view } else if let guide = guides[name] { items[name] = guide }
      if let metric = metrics[name] { lineMetrics[name] = metric }
    }
    let made: [LayoutConstraint]
    do {
      made = try LayoutConstraint.checkedConstraints(
        withVisualFormat: text, options: options, metrics: lineMetrics, views: items)
    } catch {
      throw self.error(error.message + visualFormatHint(error.message), at: position(in: value, offset: error.offset))
    }
    let identifier = "\(reader.file):\(value.position.line):\(value.position.column)"
    for constraint in made where constraint.identifier == nil { constraint.identifier = identifier }
    return made
  }

  /// Every run of letters, digits and `_` in a VFL line, and the part of each from its
  /// first letter or `_` on: a superset of the names the VFL parser can read there.
  static func words(in text: String) -> Set<String> {
    var words: Set<String> = []
    var run = String.UnicodeScalarView()
    var name = String.UnicodeScalarView()
    func flush() {
      if !run.isEmpty { words.insert(String(run)) }
      if !name.isEmpty { words.insert(String(name)) }
      run = String.UnicodeScalarView()
      name = String.UnicodeScalarView()
    }
    for c in text.unicodeScalars {
      let isLetter = ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
      guard isLetter || ("0"..."9").contains(c) else {
        flush()
        continue
      }
      run.append(c)
      if isLetter || !name.isEmpty { name.append(c) }
    }
    flush()
    return words
  }

  /// A number in a VFL line beyond the document's limit is an error at the number (the
  /// VFL parser takes any finite number, 1e300 included).
  func checkNumbers(inVisualFormat text: String, value: Value) throws(LayoutDocumentError) {
    let scalars = Array(text.unicodeScalars)
    let isDigit = { (c: Unicode.Scalar) in ("0"..."9").contains(c) }
    let isWord = { (c: Unicode.Scalar) in
      ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" || ("0"..."9").contains(c)
    }
    var i = 0
    while i < scalars.count {
      // A number starts with a digit that does not continue a name (v12).
      guard isDigit(scalars[i]), i == 0 || !isWord(scalars[i - 1]) else {
        i += 1
        continue
      }
      let start = i
      while i < scalars.count, isDigit(scalars[i]) || scalars[i] == "." { i += 1 }
      if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
        var look = i + 1
        if look < scalars.count, scalars[look] == "+" || scalars[look] == "-" { look += 1 }
        if look < scalars.count, isDigit(scalars[look]) {
          i = look
          while i < scalars.count, isDigit(scalars[i]) { i += 1 }
        }
      }
      var literal = String.UnicodeScalarView()
      literal.append(contentsOf: scalars[start..<i])
      if let number = Double(String(literal)), !(abs(number) <= limits.maximumNumber) {
        throw error(
          "the number '\(MessageText.quoted(String(literal)))' is larger than the limit (\(NodeReader.format(limits.maximumNumber)))",
          at: position(in: value, offset: start))
      }
    }
  }

  /// A "did you mean" sentence for the VFL parser's unknown-name errors.
  func visualFormatHint(_ message: String) -> String {
    let names = Array(views.keys) + Array(guides.keys)
    if message.hasSuffix(" is not a key in the views dictionary."),
      let name = message.split(separator: " ").first,
      let best = MessageText.closest(to: String(name), among: names)
    {
      return " Did you mean '\(best)'?"
    }
    if message.hasPrefix("Encountered metric with name \""),
      let name = message.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first,
      let best = MessageText.closest(to: String(name), among: names + Array(metrics.keys))
    {
      return " Did you mean '\(best)'?"
    }
    return ""
  }

  func equation(_ value: Value) throws(LayoutDocumentError) -> LayoutConstraint {
    let text = try reader.string(value, what: "a constraint")
    let syntax: EquationSyntax
    do {
      syntax = try EquationParser.parse(text, metrics: metrics, maximumNumber: limits.maximumNumber)
    } catch {
      throw self.error(error.message, at: position(in: value, offset: error.offset))
    }
    let first = try resolve(syntax.first, value: value, relativeTo: nil)
    let second = try syntax.second.map { (operand) throws(LayoutDocumentError) in
      try resolve(operand, value: value, relativeTo: first)
    }
    let constraint: LayoutConstraint
    do {
      constraint = try LayoutConstraint.checked(
        item: first, attribute: syntax.first.attribute, relatedBy: syntax.relation, toItem: second,
        attribute: syntax.second?.attribute ?? .notAnAttribute, multiplier: syntax.multiplier,
        constant: syntax.constant)
    } catch {
      let reason: String
      switch error {
      case .invalidConstraint(let text, _): reason = text
      }
      throw self.error("invalid constraint: \(reason)", at: position(in: value, offset: syntax.relationOffset))
    }
    constraint.priority = syntax.priority
    constraint.identifier = "\(reader.file):\(value.position.line):\(value.position.column)"
    return constraint
  }

  /// The item an operand names. `superview` and `safeArea` are relative to the first item.
  func resolve(_ operand: EquationOperand, value: Value, relativeTo first: LayoutItem?) throws(LayoutDocumentError)
    -> LayoutItem
  {
    let at = position(in: value, offset: operand.offset)
    var item: LayoutItem
    switch operand.item {
    case "canvas":
      item = window
    case "superview", "safeArea":
      guard let first else {
        throw error("'\(operand.item)' is relative to the first item, so it cannot be the first item", at: at)
      }
      let container: View?
      if let view = first as? View {
        container = view.superview
      } else {
        container = (first as? LayoutGuide)?.owningView
      }
      guard let container else { throw error("the first item has no superview", at: at) }
      item = operand.item == "safeArea" ? container.safeAreaLayoutGuide : container
    default:
      if let view = views[operand.item] {
        item = view
      } else if let guide = guides[operand.item] {
        item = guide
      } else {
        let known = (Array(views.keys) + Array(guides.keys)).sorted()
        let more = known.count > 20 ? " and \(known.count - 20) more" : ""
        let hint =
          known.isEmpty ? "the document names no views" : "known: \(known.prefix(20).joined(separator: ", "))\(more)"
        throw error(
          "unknown view or guide '\(MessageText.quoted(operand.item))' (\(hint))"
            + MessageText.suggestion(for: operand.item, among: known + Array(Self.reservedNames)),
          at: at)
      }
    }
    if let guideName = operand.guide {
      guard let view = item as? View else {
        throw error("'\(MessageText.quoted(operand.item))' is a guide; only views have \(guideName)", at: at)
      }
      switch guideName {
      case "safeArea": item = view.safeAreaLayoutGuide
      case "margins": item = view.layoutMarginsGuide
      default: item = view.readableContentGuide
      }
    }
    return item
  }
}
