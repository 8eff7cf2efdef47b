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
    /// layout could go on; `conflicting` are the required constraints it
    /// contradicted.
    case unsatisfiable(broken: LayoutConstraint, conflicting: [LayoutConstraint])
    /// A constraint could not be activated because its items have no common
    /// ancestor. The constraint stays inactive.
    case noCommonAncestor(LayoutConstraint, firstItem: String, secondItem: String)
    /// A constraint could not be installed: an item is gone, a layout guide
    /// has no owning view, or the solver refused a number (NaN or infinity).
    /// The constraint takes no part in layout until the cause is fixed.
    case notInstalled(LayoutConstraint, reason: String)
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
    case .didNotConverge: []
    }
  }

  /// A message in the spirit of UIKit's console output.
  public var description: String {
    switch kind {
    case .unsatisfiable(let broken, let conflicting):
      let list = conflicting.map { "    \($0)" }.joined(separator: "\n")
      return "Unable to simultaneously satisfy constraints. "
        + "Probably at least one of the constraints in the following list is one you don't want:\n"
        + list + (list.isEmpty ? "" : "\n") + "    \(broken)\n"
        + "Will attempt to recover by breaking constraint\n    \(broken)"
    case .noCommonAncestor(let constraint, let first, let second):
      return "Unable to activate constraint \(constraint): its items \(first) and \(second) "
        + "have no common ancestor. Add both to the same view tree before activating it."
    case .notInstalled(let constraint, let reason):
      return "Unable to install constraint \(constraint): \(reason)."
    case .didNotConverge(let passes):
      return "Layout did not settle after \(passes) passes: something changes constraints "
        + "or frames on every pass (check layoutSubviews and updateConstraints overrides)."
    }
  }
}
