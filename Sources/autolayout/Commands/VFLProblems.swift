import Foundation
import LayoutCore
import VisualFormat

/// The layout problems of `autolayout vfl`'s container, in the formats'
/// terms: view names, the format each constraint came from, and the
/// command's own options for what the engine adds (--size, --intrinsic).
@MainActor struct VFLProblems {
  let canvas: VisualFormatCanvas

  /// One line per problem and per constraint involved, `vfl: warning: …`.
  func lines(severity: String) -> [String] {
    let report = canvas.container.checkLayout()
    var lines: [String] = []
    for diagnostic in report.diagnostics {
      switch diagnostic.kind {
      case .unsatisfiable(let broken, let conflicting):
        lines.append("vfl: \(severity): these constraints cannot all hold; the engine gave way on the one marked")
        for constraint in conflicting + [broken] {
          lines.append("vfl: note: \(describe(constraint))\(constraint === broken ? "  <- gave way" : "")")
        }
        lines.append("vfl: note: give one a priority below 1000, such as '-(8@999)-' or '[view(100@999)]'")
      default:
        lines.append("vfl: \(severity): \(diagnostic)")
      }
    }
    for ambiguity in report.ambiguities {
      let horizontal = ambiguity.axis == .horizontal
      var open: [String] = []
      if ambiguity.positionRange != nil { open.append(horizontal ? "x position" : "y position") }
      if ambiguity.lengthRange != nil { open.append(horizontal ? "width" : "height") }
      lines.append(
        "vfl: \(severity): \(ambiguity.viewName)'s \(open.joined(separator: " and ")) "
          + "\(open.count == 1 ? "is" : "are") not decided by the formats")
      for constraint in ambiguity.constraints { lines.append("vfl: note: \(describe(constraint))") }
      let hint =
        horizontal
        ? "an H: line such as 'H:|-[\(ambiguity.viewName)(100)]'"
        : "a V: line such as 'V:|-[\(ambiguity.viewName)(30)]'"
      lines.append("vfl: note: add \(hint), or --intrinsic \(ambiguity.viewName)=WxH")
    }
    return lines
  }

  /// A constraint with the format that made it, or the engine's in words.
  private func describe(_ constraint: LayoutConstraint) -> String {
    let horizontal = constraint.firstAttribute == .width
    switch constraint.author {
    case .user:
      return "\(equation(constraint)) (from '\(constraint.identifier ?? "?")')"
    case .rootSize:
      return "the container is \(number(constraint.constant)) points \(horizontal ? "wide" : "tall") (--size)"
    case .contentSize:
      let name = (constraint.firstItem as? View)?.debugName ?? "?"
      return "\(name) is \(number(constraint.constant)) points \(horizontal ? "wide" : "tall") (--intrinsic)"
    case .layoutGuide:
      let side = constraint.firstAttribute
      let bar = side == .left || side == .top ? "|-" : "-|"
      return "the container's \(side) margin (8 points, what \(bar) pins to)"
    case .autoresizingMask where constraint.firstItem === canvas.container:
      let horizontal = constraint.firstAttribute == .width || constraint.firstAttribute == .left
      let size = canvas.container.bounds.size
      return "the container is \(number(horizontal ? size.width : size.height)) points "
        + "\(horizontal ? "wide" : "tall") (--size)"
    default:
      return equation(constraint)
    }
  }

  private func equation(_ constraint: LayoutConstraint) -> String {
    func name(_ item: LayoutItem?) -> String {
      if item === canvas.container { return "superview" }
      if let view = item as? View { return view.debugName ?? "?" }
      if let guide = item as? LayoutGuide { return "superview.\(guide.identifier)" }
      return "?"
    }
    var right =
      constraint.secondAttribute == .notAnAttribute
      ? number(constraint.constant) : "\(name(constraint.secondItem)).\(constraint.secondAttribute)"
    if constraint.secondAttribute != .notAnAttribute {
      if constraint.constant > 0 { right += " + \(number(constraint.constant))" }
      if constraint.constant < 0 { right += " - \(number(-constraint.constant))" }
    }
    return "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) \(right)"
  }

  private func number(_ value: CGFloat) -> String {
    value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", Double(value))
  }
}
