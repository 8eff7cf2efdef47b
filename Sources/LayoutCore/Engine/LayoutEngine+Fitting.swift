import Cassowary
import Foundation

// MARK: - Fitting sizes

extension LayoutEngine {
  /// The size of `view` that best fits `target` under the constraints inside
  /// its subtree, solved in a scratch solver so the live layout is untouched.
  ///
  /// As UIKit does, this builds and discards a solver on every call: the
  /// constraints installed on the view and its descendants (its own
  /// position and size constraints with its superview are left out), plus
  /// `width == target.width` and `height == target.height` at the fitting
  /// priorities.
  func fittingSize(
    of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize {
    updateConstraintsPass()
    flushQueues()
    manage(view)
    guard let variables = view.variables else { return target }
    // Multi-line labels that wrap at their laid-out width need UIKit's double
    // pass here too: solve, measure each such label at the width it got, and
    // solve again with those sizes until they settle (a few passes at most).
    let wrapping = wrappingLabels(in: view)
    var measured: [ObjectIdentifier: CGSize] = [:]
    var scratch = fittingSolver(
      for: view, variables: variables, target: target, horizontal: horizontal, vertical: vertical,
      measured: measured)
    for _ in 0..<3 where !wrapping.isEmpty {
      var next = measured
      for label in wrapping {
        guard let width = label.variables.map({ scratch.value(of: $0.width) }), width > 0, width.isFinite
        else { continue }
        next[ObjectIdentifier(label)] = label.sizeThatFits(CGSize(width: width, height: 0))
      }
      if next == measured { break }
      measured = next
      scratch = fittingSolver(
        for: view, variables: variables, target: target, horizontal: horizontal, vertical: vertical,
        measured: measured)
    }
    let scale = view.rootView.displayScaleForLayout
    return CGSize(
      width: roundToPixel(scratch.value(of: variables.width), scale: scale),
      height: roundToPixel(scratch.value(of: variables.height), scale: scale))
  }

  /// Labels in the subtree whose text wraps at their laid-out width.
  private func wrappingLabels(in view: View) -> [Label] {
    var labels: [Label] = []
    view.forEachInSubtree { member in
      if let label = member as? Label, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
        label.text?.isEmpty == false
      {
        labels.append(label)
      }
    }
    return labels
  }

  /// A scratch solver holding the subtree's constraints and the target, with
  /// the content sizes of `measured` labels in place of their current ones.
  private func fittingSolver(
    for view: View, variables: ItemVariables, target: CGSize, horizontal: LayoutPriority,
    vertical: LayoutPriority, measured: [ObjectIdentifier: CGSize]
  ) -> Solver {
    let scratch = Solver()
    view.forEachInSubtree { member in
      let override = measured[ObjectIdentifier(member)]
      for constraint in member.installedConstraints where constraint.isActive {
        if member === view && constraint.kind == .rootSize { continue }
        let strength =
          constraint.engineState.isBroken
          ? LayoutPriority.brokenStrength : constraint.priority.strength
        if constraint.kind.isContentSize, let item = constraint.firstItem as? View, let own = item.variables {
          let (variable, measuredLength) =
            constraint.firstAttribute == .width ? (own.width, override?.width) : (own.height, override?.height)
          let bound = Double(measuredLength ?? constraint.constant)
          switch constraint.kind {
          case .contentHugging: addOrRelax((variable <= bound) | strength, to: scratch)
          case .compressionResistance: addOrRelax((variable >= bound) | strength, to: scratch)
          default:
            try? scratch.addConstraint(
              LinearConstraint(variable - bound, .equal, strength: strength),
              below: constraint.compressionResistance.strength)
          }
          continue
        }
        var built = BuiltExpression()
        guard constraint.kind != .user || constraint.relatesOneAxis, buildExpression(for: constraint, into: &built)
        else { continue }
        let form = SolverForm(attributeConstant: built.attributeConstant, constraint)
        addOrRelax(form.constraint(&built.terms, strength: strength), to: scratch)
      }
    }
    if view.storedTranslatesMask || view is Window {
      // The live engine pins such a view to its frame and skips its content
      // size; fitting asks what the content wants.
      let size = measured[ObjectIdentifier(view)] ?? view.intrinsicContentSize
      for (variable, length, axis) in [
        (variables.width, size.width, LayoutConstraint.Axis.horizontal),
        (variables.height, size.height, .vertical),
      ] where length >= 0 && length.isFinite {
        let value = Double(length)
        addOrRelax(
          (variable <= value) | view.contentHuggingPriority(for: axis).strength, to: scratch)
        addOrRelax(
          (variable >= value) | view.contentCompressionResistancePriority(for: axis).strength,
          to: scratch)
      }
    }
    addOrRelax((variables.width == Double(target.width)) | horizontal.strength, to: scratch)
    addOrRelax((variables.height == Double(target.height)) | vertical.strength, to: scratch)
    return scratch
  }

  /// Adds a constraint to a scratch solver, as a broken one if it conflicts.
  private func addOrRelax(_ constraint: LinearConstraint, to solver: Solver) {
    do {
      try solver.addConstraint(constraint)
    } catch .unsatisfiableConstraint {
      try? solver.addConstraint(constraint.with(strength: LayoutPriority.brokenStrength))
    } catch {}
  }
}
