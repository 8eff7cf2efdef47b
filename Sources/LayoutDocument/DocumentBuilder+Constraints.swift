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

  /// The position of a 0-based offset inside a scalar's text (one further for quoted scalars).
  func position(in value: Value, offset: Int) -> Position {
    value.position.advanced(by: offset + (value.isQuoted ? 1 : 0))
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

  func visualFormat(_ value: Value, options: LayoutConstraint.FormatOptions) throws(LayoutDocumentError) -> [LayoutConstraint] {
    let text = try reader.string(value, what: "a VFL line")
    var items: [String: LayoutItem] = [:]
    for (name, view) in views { items[name] = view }
    for (name, guide) in guides { items[name] = guide }
    let made: [LayoutConstraint]
    do {
      made = try LayoutConstraint.constraints(withVisualFormat: text, options: options, metrics: metrics, views: items)
    } catch {
      throw self.error(error.message, at: position(in: value, offset: error.offset))
    }
    let identifier = "\(reader.file):\(value.position.line):\(value.position.column)"
    for constraint in made where constraint.identifier == nil { constraint.identifier = identifier }
    return made
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
      constraint = try LayoutConstraint(
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
  func resolve(_ operand: EquationOperand, value: Value, relativeTo first: LayoutItem?) throws(LayoutDocumentError) -> LayoutItem {
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
      if let view = first as? View { container = view.superview } else { container = (first as? LayoutGuide)?.owningView }
      guard let container else { throw error("the first item has no superview", at: at) }
      item = operand.item == "safeArea" ? container.safeAreaLayoutGuide : container
    default:
      if let view = views[operand.item] {
        item = view
      } else if let guide = guides[operand.item] {
        item = guide
      } else {
        let known = (Array(views.keys) + Array(guides.keys)).sorted()
        let hint = known.isEmpty ? "the document names no views" : "known: \(known.prefix(20).joined(separator: ", "))"
        throw error("unknown view or guide '\(operand.item)' (\(hint))", at: at)
      }
    }
    if let guideName = operand.guide {
      guard let view = item as? View else {
        throw error("'\(operand.item)' is a guide; only views have \(guideName)", at: at)
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
