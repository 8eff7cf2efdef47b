import Foundation
import LayoutCore

/// Prints constraints as code in each of the ways this package writes them,
/// so a layout found by experiment can be pasted into a project.
///
/// ```swift
/// let constraint = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16)
/// ConstraintCode.source(for: [constraint], style: .anchors)
/// // title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16)
/// ConstraintCode.source(for: [constraint], style: .snapKit)
/// // title.snp.makeConstraints { make in
/// //   make.top.equalTo(card.snp.top).offset(16)
/// // }
/// ```
///
/// Items are named by their `View.debugName` (or a layout guide's
/// `identifier`); system guides are named through their view
/// (`card.safeAreaLayoutGuide`). A constraint a style cannot say (a
/// multiplier in Visual Format, say) becomes a comment that says why.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public enum ConstraintCode {
  /// A way of writing constraints.
  public enum Style: String, CaseIterable, Sendable, Codable {
    /// `LayoutConstraint.activate([a.topAnchor.constraint(equalTo: …)])`, as UIKit.
    case anchors
    /// `Constraints { a.top == b.bottom + 8 }.activate()`, the operator DSL.
    case operators
    /// `a.snp.makeConstraints { make in make.top.equalTo(b.snp.bottom).offset(8) }`.
    case snapKit
    /// Apple's Visual Format strings, where a constraint can be said so.
    case visualFormat
    /// The equations of a layout document: `a.top == b.bottom + 8`.
    case document
  }

  /// The constraints as source text in `style`, one statement per constraint
  /// (grouped per view for SnapKit), in the order given.
  public static func source(for constraints: [LayoutConstraint], style: Style) -> String {
    switch style {
    case .anchors:
      let lines = constraints.map { "  " + anchors($0) + "," }
      return "LayoutConstraint.activate([\n" + lines.joined(separator: "\n") + "\n])"
    case .operators:
      return "Constraints {\n" + constraints.map { "  " + operators($0) }.joined(separator: "\n") + "\n}.activate()"
    case .snapKit:
      return snapKit(constraints)
    case .visualFormat:
      return constraints.map(visualFormat).joined(separator: "\n")
    case .document:
      return "constraints:\n" + constraints.map { "  - " + equation($0) }.joined(separator: "\n")
    }
  }

  // MARK: Names

  /// The name code uses for an item.
  static func name(_ item: LayoutItem?) -> String {
    switch item {
    case let view as View:
      return view.debugName ?? "view"
    case let guide as LayoutGuide:
      let systemGuides = ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide"]
      if let owner = guide.owningView, systemGuides.contains(guide.identifier) {
        return name(owner) + "." + guide.identifier
      }
      return guide.identifier.isEmpty ? "guide" : guide.identifier
    default:
      return "item"
    }
  }

  /// The attribute's name in the DSLs (`leading`, `centerX`…), and whether it is a margin of its view.
  static func attributeName(_ attribute: LayoutConstraint.Attribute) -> (name: String, margin: Bool) {
    switch attribute {
    case .left: ("left", false)
    case .right: ("right", false)
    case .top: ("top", false)
    case .bottom: ("bottom", false)
    case .leading: ("leading", false)
    case .trailing: ("trailing", false)
    case .width: ("width", false)
    case .height: ("height", false)
    case .centerX: ("centerX", false)
    case .centerY: ("centerY", false)
    case .firstBaseline: ("firstBaseline", false)
    case .lastBaseline: ("lastBaseline", false)
    case .leftMargin: ("left", true)
    case .rightMargin: ("right", true)
    case .topMargin: ("top", true)
    case .bottomMargin: ("bottom", true)
    case .leadingMargin: ("leading", true)
    case .trailingMargin: ("trailing", true)
    case .centerXWithinMargins: ("centerX", true)
    case .centerYWithinMargins: ("centerY", true)
    default: ("notAnAttribute", false)
    }
  }

  /// The relation as the operators and VFL write it: `==`, `<=`, `>=`.
  static func symbol(_ relation: LayoutConstraint.Relation) -> String {
    switch relation {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }

  /// The relation as anchors and SnapKit name their methods: `equalTo`, `lessThanOrEqualTo`…
  static func methodName(_ relation: LayoutConstraint.Relation) -> String {
    switch relation {
    case .equal: "equalTo"
    case .lessThanOrEqual: "lessThanOrEqualTo"
    case .greaterThanOrEqual: "greaterThanOrEqualTo"
    }
  }

  /// A number as code writes it: `8`, `0.5`, `-12.25`.
  static func number(_ value: CGFloat) -> String {
    let double = Double(value)
    if double == double.rounded() && abs(double) < 1e15 { return String(Int(double)) }
    return String(double)
  }

  /// The priority as code writes it: a UIKit name where there is one.
  static func priority(_ priority: LayoutPriority, prefix: String) -> String {
    switch priority.rawValue {
    case 1000: "\(prefix)required"
    case 750: "\(prefix)defaultHigh"
    case 250: "\(prefix)defaultLow"
    default: "\(prefix)init(\(number(CGFloat(priority.rawValue))))"
    }
  }

  // MARK: Styles

  static func anchors(_ c: LayoutConstraint) -> String {
    let first = attributeName(c.firstAttribute)
    let firstItem = name(c.firstItem) + (first.margin ? ".layoutMarginsGuide" : "")
    var text = "\(firstItem).\(first.name)Anchor.constraint("
    let relation = methodName(c.relation)
    if c.secondItem == nil {
      text += "\(relation)Constant: \(number(c.constant)))"
    } else {
      let second = attributeName(c.secondAttribute)
      let secondItem = name(c.secondItem) + (second.margin ? ".layoutMarginsGuide" : "")
      text += "\(relation): \(secondItem).\(second.name)Anchor"
      if c.multiplier != 1 { text += ", multiplier: \(number(c.multiplier))" }
      if c.constant != 0 { text += ", constant: \(number(c.constant))" }
      text += ")"
    }
    // UIKit sets priorities by assignment; a closure keeps it one expression.
    if c.priority != .required {
      text = "{ let c = \(text); c.priority = \(priority(c.priority, prefix: ".")); return c }()"
    }
    return text
  }

  static func operators(_ c: LayoutConstraint) -> String {
    let first = attributeName(c.firstAttribute)
    let lhs = name(c.firstItem) + (first.margin ? ".layoutMarginsGuide" : "") + "." + first.name
    let relation = symbol(c.relation)
    var rhs: String
    if c.secondItem == nil {
      rhs = number(c.constant)
    } else {
      let second = attributeName(c.secondAttribute)
      rhs = name(c.secondItem) + (second.margin ? ".layoutMarginsGuide" : "") + "." + second.name
      if c.multiplier != 1 { rhs = "\(number(c.multiplier)) * \(rhs)" }
      if c.constant > 0 {
        rhs += " + \(number(c.constant))"
      } else if c.constant < 0 {
        rhs += " - \(number(-c.constant))"
      }
    }
    let tail = c.priority == .required ? "" : " ~ " + priority(c.priority, prefix: ".")
    return "\(lhs) \(relation) \(rhs)\(tail)"
  }

  static func snapKit(_ constraints: [LayoutConstraint]) -> String {
    // One makeConstraints block per first item, in order of first appearance.
    var order: [String] = []
    var blocks: [String: [String]] = [:]
    for c in constraints {
      let item = name(c.firstItem)
      if blocks[item] == nil { order.append(item) }
      let first = attributeName(c.firstAttribute)
      let attribute = first.margin ? first.name + "Margin" : first.name
      let relation = methodName(c.relation)
      var line = "make.\(attribute).\(relation)("
      if c.secondItem == nil {
        line += "\(number(c.constant)))"
      } else {
        let second = attributeName(c.secondAttribute)
        let target = second.margin ? second.name + "Margin" : second.name
        line += "\(name(c.secondItem)).snp.\(target))"
        if c.multiplier != 1 { line += ".multipliedBy(\(number(c.multiplier)))" }
        if c.constant != 0 { line += ".offset(\(number(c.constant)))" }
      }
      if c.priority != .required { line += ".priority(\(number(CGFloat(c.priority.rawValue))))" }
      blocks[item, default: []].append(line)
    }
    return order.map { item in
      "\(item).snp.makeConstraints { make in\n" + blocks[item]!.map { "  " + $0 }.joined(separator: "\n") + "\n}"
    }.joined(separator: "\n")
  }

  /// One constraint as a Visual Format line, when the format can say it.
  static func visualFormat(_ c: LayoutConstraint) -> String {
    let first = c.firstAttribute
    let second = c.secondAttribute
    let firstView = c.firstItem as? View
    let relation = symbol(c.relation)
    let tail = c.priority == .required ? "" : "@\(number(CGFloat(c.priority.rawValue)))"
    func predicate(_ value: CGFloat) -> String {
      relation == "==" && tail.isEmpty ? number(value) : "\(relation)\(number(value))\(tail)"
    }
    guard let firstView, c.multiplier == 1 else { return "// not expressible in VFL: " + operators(c) }
    let a = name(firstView)
    // A size: [a(50)] or [a(==b)].
    if first == .width || first == .height {
      let axis = first == .width ? "H" : "V"
      if c.secondItem == nil { return "\(axis):[\(a)(\(predicate(c.constant)))]" }
      if second == first, let other = c.secondItem as? View, c.constant == 0 {
        return "\(axis):[\(a)(\(relation)\(name(other))\(tail))]"
      }
      return "// not expressible in VFL: " + operators(c)
    }
    // Spacing to the superview or a sibling, along one axis.
    let horizontal: [LayoutConstraint.Attribute] = [.leading, .trailing]
    let vertical: [LayoutConstraint.Attribute] = [.top, .bottom]
    let axis = horizontal.contains(first) ? "H" : vertical.contains(first) ? "V" : nil
    guard let axis, let secondItem = c.secondItem else { return "// not expressible in VFL: " + operators(c) }
    let leadingEdge: LayoutConstraint.Attribute = axis == "H" ? .leading : .top
    let trailingEdge: LayoutConstraint.Attribute = axis == "H" ? .trailing : .bottom
    if secondItem === firstView.superview {
      // a.leading == superview.leading + c → |-c-[a]; a.trailing == superview.trailing - c → [a]-c-|
      if first == leadingEdge && second == leadingEdge {
        return "\(axis):|-(\(predicate(c.constant)))-[\(a)]"
      }
      if first == trailingEdge && second == trailingEdge {
        let flipped = symbol(c.relation.flipped)
        let spacing = flipped == "==" && tail.isEmpty ? number(-c.constant) : "\(flipped)\(number(-c.constant))\(tail)"
        return "\(axis):[\(a)]-(\(spacing))-|"
      }
    } else if let b = secondItem as? View, b.superview === firstView.superview, first == leadingEdge,
      second == trailingEdge
    {
      return "\(axis):[\(name(b))]-(\(predicate(c.constant)))-[\(a)]"
    }
    return "// not expressible in VFL: " + operators(c)
  }

  /// The equation a layout document writes (`a.top == canvas.safeArea.top + 8 @750`).
  static func equation(_ c: LayoutConstraint) -> String {
    func operand(_ item: LayoutItem?, _ attribute: LayoutConstraint.Attribute) -> String {
      let (attributeText, margin) = attributeName(attribute)
      var itemText: String
      if let guide = item as? LayoutGuide, let owner = guide.owningView,
        let short = [
          "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins", "readableContentGuide": "readableContent",
        ][guide.identifier]
      {
        itemText = name(owner) + "." + short
      } else {
        itemText = name(item)
      }
      if margin { itemText += ".margins" }
      return itemText + "." + attributeText
    }
    let relation = symbol(c.relation)
    var rhs: String
    if c.secondItem == nil {
      rhs = number(c.constant)
    } else {
      rhs = operand(c.secondItem, c.secondAttribute)
      if c.multiplier != 1 { rhs += " * \(number(c.multiplier))" }
      if c.constant > 0 {
        rhs += " + \(number(c.constant))"
      } else if c.constant < 0 {
        rhs += " - \(number(-c.constant))"
      }
    }
    let tail = c.priority == .required ? "" : " @\(number(CGFloat(c.priority.rawValue)))"
    return "\(operand(c.firstItem, c.firstAttribute)) \(relation) \(rhs)\(tail)"
  }
}

extension LayoutConstraint.Relation {
  /// The relation seen from the other side: `>=` for `<=`.
  fileprivate var flipped: LayoutConstraint.Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
