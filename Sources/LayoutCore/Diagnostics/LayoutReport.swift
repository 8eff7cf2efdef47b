import Foundation

/// Every layout problem of a view tree at once: what the engine recorded
/// (conflicts it resolved by breaking a constraint, constraints it could not
/// install, passes that did not settle) and the views whose layout is
/// ambiguous.
///
/// Made by ``View/checkLayout(ambiguousViewLimit:)``:
///
/// ```swift
/// let report = window.checkLayout()
/// if report.hasProblems { print(report) }
/// ```
public struct LayoutReport: CustomStringConvertible {
  /// The diagnostics the engine recorded for the tree, oldest first.
  public let diagnostics: [LayoutDiagnostic]
  /// The ambiguous views of the checked subtree, outermost first, one entry per view and axis.
  public let ambiguities: [LayoutAmbiguity]
  /// How many views were left unchecked because the check stopped at its
  /// limit of ambiguous views (0 when every view was checked).
  public let uncheckedViewCount: Int

  /// The conflicts among ``diagnostics``: required constraints that could not all hold.
  public var unsatisfiable: [LayoutDiagnostic] {
    diagnostics.filter {
      if case .unsatisfiable = $0.kind { return true }
      return false
    }
  }

  /// Whether there is anything to fix.
  public var hasProblems: Bool { !diagnostics.isEmpty || !ambiguities.isEmpty }

  /// The number of problems: diagnostics plus ambiguities.
  public var problemCount: Int { diagnostics.count + ambiguities.count }

  /// All problems as text, separated by blank lines, or `No layout problems.`
  public var description: String {
    guard hasProblems else { return "No layout problems." }
    let count = problemCount
    var sections = ["\(count) layout problem\(count == 1 ? "" : "s"):"]
    sections += diagnostics.mapped(\.description)
    sections += ambiguities.mapped(\.description)
    if uncheckedViewCount > 0 {
      sections.append(
        "The ambiguity check stopped there: \(uncheckedViewCount) more view\(uncheckedViewCount == 1 ? " was" : "s were") "
          + "not checked. Fix the views above (they often leave the rest undecided too) and check again.")
    }
    return sections.joined(separator: "\n\n")
  }
}

extension View {
  /// Lays the tree out and returns all its layout problems: the engine's
  /// diagnostics for the whole tree and the ambiguous views of this view's
  /// subtree (call it on the window to check everything).
  ///
  /// The diagnostics are everything recorded since the last
  /// ``LayoutDiagnostics/removeAll()``. Nothing is printed.
  ///
  /// A determined view costs almost nothing to check; an undecided one costs
  /// two small solves per position or length, which adds up in a tree where
  /// thousands of views are undecided. So the check stops once
  /// `ambiguousViewLimit` views have been found ambiguous, and the report
  /// says how many it left unchecked (``LayoutReport/uncheckedViewCount``).
  ///
  /// - Parameter ambiguousViewLimit: The number of ambiguous views after which
  ///   the check stops; `Int.max` checks every view.
  public func checkLayout(ambiguousViewLimit: Int = 50) -> LayoutReport {
    layoutIfNeeded()
    let diagnostics = layoutDiagnostics.records
    var ambiguities: [LayoutAmbiguity] = []
    var ambiguousViews = 0
    var unchecked = 0
    forEachInSubtree { view in
      // Views outside the engine are skipped, but for those that leave
      // their frame to constraints and have none (ambiguous on both axes).
      guard view.variables != nil || (!view.storedTranslatesMask && view !== self.rootView) else { return }
      guard ambiguousViews < ambiguousViewLimit else {
        unchecked += 1
        return
      }
      let found = view.ambiguities()
      if !found.isEmpty { ambiguousViews += 1 }
      ambiguities.append(contentsOf: found)
    }
    return LayoutReport(diagnostics: diagnostics, ambiguities: ambiguities, uncheckedViewCount: unchecked)
  }
}
