import Foundation
import LayoutCore

extension VFL {
  /// Writes the line as a VFL string and its views dictionary, checking
  /// TinyVFL's rules on the way (it traps on them; this throws).
  func render() throws(VisualFormatError) -> (format: String, views: [String: LayoutItem]) {
    // The names are passed in, not captured: names a local function
    // captured, and passed on as a closure, were checked for exclusive
    // access at run time on every read and write, some 700 instructions a
    // view in a TinyVFL list (callgrind).
    var names = VFLViewNames()
    func number(_ value: Double) -> String {
      // Parenthesised, so negative numbers read unambiguously.
      value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
    func predicate(_ p: VFLPredicate, _ names: inout VFLViewNames) -> String {
      let value: String
      switch p.value {
      case .number(let n): value = number(n)
      case .metric(let m): value = m
      case .view(let v): value = names.name(v)
      }
      let priority = p.priority.map { "@" + number(Double($0.rawValue)) } ?? ""
      return p.relation + value + priority
    }
    // Joined as they are written, not mapped and `joined`: the array of
    // strings between cost some 900 instructions a view (callgrind).
    func predicateList(_ predicates: [VFLPredicate], _ names: inout VFLViewNames) -> String {
      var list = ""
      for (index, p) in predicates.enumerated() {
        if index > 0 { list += "," }
        list += predicate(p, &names)
      }
      return list
    }

    var format = direction == .horizontal ? "H:" : "V:"
    var problem: (message: String, offset: Int)?
    func fail(_ message: String) {
      if problem == nil { problem = (message, format.count) }
    }
    for (index, item) in items.enumerated() {
      let isEnd = index == 0 || index == items.count - 1
      switch item.content {
      case .superView:
        if !isEnd { fail("item \(index + 1) is the superview: it may only be the first or the last item") }
        format += "|"
      case .view(let view, let predicates):
        format += "[" + names.name(view)
        if !predicates.isEmpty { format += "(" + predicateList(predicates, &names) + ")" }
        format += "]"
      case .space(let predicates):
        if isEnd { fail("item \(index + 1) is a space: a line cannot start or end with a space") }
        if index > 0, case .space = items[index - 1].content {
          fail("items \(index) and \(index + 1) are both spaces: put a view between them")
        }
        format += predicates.isEmpty ? "-" : "-(" + predicateList(predicates, &names) + ")-"
      }
    }
    if items.isEmpty { fail("the line has no items: give at least one view") }
    if let problem { throw VisualFormatError(problem.message, format: format, offset: problem.offset) }
    return (format, names.views)
  }
}
