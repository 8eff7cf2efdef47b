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
    let scratch = Solver()
    view.forEachInSubtree { member in
      for constraint in member.installedConstraints where constraint.isActive {
        if member === view && constraint.kind == .rootSize { continue }
        guard let built = buildExpression(for: constraint) else { continue }
        let form = SolverForm(built, constraint)
        let strength =
          constraint.engineState.isBroken
          ? LayoutPriority.brokenStrength : constraint.priority.strength
        addOrRelax(
          LinearConstraint(form.expression, form.relation, strength: strength), to: scratch)
      }
    }
    if view.storedTranslatesMask || view is Window {
      // The live engine pins such a view to its frame and skips its content
      // size; fitting asks what the content wants.
      let size = view.intrinsicContentSize
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
    let scale = view.rootView.displayScaleForLayout
    return CGSize(
      width: roundToPixel(scratch.value(of: variables.width), scale: scale),
      height: roundToPixel(scratch.value(of: variables.height), scale: scale))
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
