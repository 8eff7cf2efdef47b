/// A problem the layout engine met and recovered from, as UIKit logs it.
///
/// UIKit prints these to the console and carries on; LayoutCore records them
/// in ``LayoutDiagnostics`` (reachable from any view's
/// ``View/layoutDiagnostics``) and prints nothing unless you ask:
///
/// ```swift
/// window.layoutDiagnostics.handler = { print($0) }
/// ```
///
/// Every case names the constraints involved; a constraint's description
/// carries its identifier and the `file:line` where it was made.
public struct LayoutDiagnostic: CustomStringConvertible {
  /// What went wrong.
  public enum Kind {
    /// Required constraints contradicted each other. `broken` (the one being
    /// added or changed) was relaxed to a very strong preference so that
    /// layout could go on; `conflicting` is the smallest set of required
    /// constraints it contradicted (drop any one and the rest can hold).
    case unsatisfiable(broken: LayoutConstraint, conflicting: [LayoutConstraint])
    /// A constraint could not be activated because its items have no common
    /// ancestor. The constraint stays inactive.
    case noCommonAncestor(LayoutConstraint, firstItem: String, secondItem: String)
    /// A constraint could not be installed: an item is gone, a layout guide
    /// has no owning view, or the solver refused a number (NaN or infinity).
    /// The constraint takes no part in layout until the cause is fixed.
    case notInstalled(LayoutConstraint, reason: String)
    /// Code asked for a constraint that UIKit refuses with an exception: an
    /// ill-formed `LayoutConstraint(item:…)`, or a Visual Format string that
    /// does not parse. `reason` says what is wrong (for a format, with a
    /// caret under the column), `location` is the `file:line` of the call.
    /// Nothing from that call takes part in layout.
    case invalidConstraint(reason: String, location: String)
    /// Layout passes kept changing the constraints (for example a
    /// `layoutSubviews` override that changes a constant every time), so the
    /// engine stopped after `passes` passes.
    case didNotConverge(passes: Int)
  }

  /// What went wrong.
  public let kind: Kind

  /// Creates a diagnostic.
  init(_ kind: Kind) { self.kind = kind }

  /// The constraints the diagnostic is about, the offending one first.
  public var constraints: [LayoutConstraint] {
    switch kind {
    case .unsatisfiable(let broken, let conflicting): [broken] + conflicting
    case .noCommonAncestor(let constraint, _, _), .notInstalled(let constraint, _): [constraint]
    case .didNotConverge, .invalidConstraint: []
    }
  }

  /// A way to fix the problem, when the engine can tell: for a conflict,
  /// which priority to lower or which view still translates its
  /// autoresizing mask.
  public var suggestion: String? {
    guard case .unsatisfiable(let broken, let conflicting) = kind else { return nil }
    let all = conflicting + [broken]
    if let mask = all.first(where: { $0.kind == .autoresizing }), let view = mask.firstItem {
      return "\(view.displayName) has translatesAutoresizingMaskIntoConstraints = true, "
        + "so its frame is also a constraint (\(mask.identifier ?? "autoresizing")); "
        + "set it to false to position it with constraints."
    }
    if all.contains(where: { $0.kind == .user }) {
      let newest = broken.kind == .user ? broken : (all.last(where: { $0.kind == .user }) ?? broken)
      let name = newest.identifier.mapped { "'\($0)'" } ?? newest.wordedEquation
      return "lower the priority of one of these to 999 or less, for example \(name) "
        + "(\(newest.file):\(newest.line)), the one added or changed last; "
        + "or remove the one you don't want."
    }
    return nil
  }

  /// A message in the spirit of UIKit's console output.
  public var description: String {
    switch kind {
    case .unsatisfiable(let broken, let conflicting):
      var text =
        "Unable to simultaneously satisfy constraints. "
        + "These required constraints cannot all hold (no smaller set conflicts):\n"
      for constraint in conflicting { text += "    \(constraint.diagnosticDescription)\n" }
      text += "    \(broken.diagnosticDescription)  <- broken\n"
      text += "Will attempt to recover by breaking constraint\n    \(broken)"
      if let suggestion { text += "\nSuggestion: \(suggestion)" }
      return text
    case .noCommonAncestor(let constraint, let first, let second):
      return "Unable to activate constraint \(constraint): its items \(first) and \(second) "
        + "have no common ancestor. Add both to the same view tree before activating it."
    case .notInstalled(let constraint, let reason):
      return "Unable to install constraint \(constraint): \(reason)."
    case .invalidConstraint(let reason, let location):
      return "Invalid constraint at \(location): \(reason). Nothing was added to the layout."
    case .didNotConverge(let passes):
      return "Layout did not settle after \(passes) passes: something changes constraints "
        + "or frames on every pass (check layoutSubviews and updateConstraints overrides)."
    }
  }
}
