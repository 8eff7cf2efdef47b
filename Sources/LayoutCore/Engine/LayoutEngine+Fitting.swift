import Cassowary
import Foundation

// MARK: - Fitting sizes

extension LayoutEngine {
  /// The size of `view` that best fits `target` under the constraints inside
  /// its subtree, leaving the live layout as it was.
  ///
  /// The constraints installed on the view and its descendants count (its
  /// own position and size constraints with its superview are left out),
  /// plus `width == target.width` and `height == target.height` at the
  /// fitting priorities. A tree's root pinned to its frame is solved in the
  /// live solver (`liveFittingSize(of:variables:target:horizontal:vertical:wrapping:)`);
  /// any other view in a scratch solver built for the call.
  func fittingSize(
    of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize {
    updateConstraintsPass()
    // The fitting reads the views' constraints, not the live solver: the
    // queued ones wait for the layout pass, which then installs them at the
    // frame the fitted size usually becomes. (Installed here, a cell not yet
    // given a frame was solved at zero size and again at its fitted size:
    // a tenth of a feed cell's time.)
    syncSystemConstraints()
    manage(view)
    guard let variables = view.variables else { return target }
    // Multi-line labels that wrap at their laid-out width need UIKit's double
    // pass here too: solve, measure each such label at the width it got, and
    // solve again with those sizes until they settle (a few passes at most).
    let wrapping = wrappingLabels(in: view)
    if let size = liveFittingSize(
      of: view, variables: variables, target: target, horizontal: horizontal, vertical: vertical,
      wrapping: wrapping)
    {
      return size
    }
    // Each wrapping label starts from its text's own width (one line, or
    // its own breaks), whatever width an earlier fitting or chunk measured
    // it at.
    var measured: [ObjectIdentifier: CGSize] = [:]
    for label in wrapping { measured[ObjectIdentifier(label)] = label.sizeThatFits(.zero) }
    var scratch = fittingSolver(
      for: view, variables: variables, target: target, horizontal: horizontal, vertical: vertical,
      measured: measured, recording: Set(wrapping.mapped(ObjectIdentifier.init)))
    // The width each label was last measured at: a label whose width did
    // not change keeps its size without being measured again.
    var widths: [ObjectIdentifier: Double] = [:]
    for _ in 0..<3 where !wrapping.isEmpty {
      var next = measured
      for label in wrapping {
        guard let width = label.variables.mapped({ scratch.solver.value(of: $0.width) }), width > 0, width.isFinite
        else { continue }
        let id = ObjectIdentifier(label)
        if widths[id] == width { continue }
        widths[id] = width
        next[id] = label.sizeThatFits(CGSize(width: width, height: 0))
      }
      if next == measured { break }
      let changed = next.filter { measured[$0.key] != $0.value }
      measured = next
      // The labels' new sizes change only their own constraints' constants:
      // the scratch re-solves from where it stands, instead of being built
      // again (each build was a third of a feed cell's fitting).
      if !scratch.setContentSizes(changed) {
        scratch = fittingSolver(
          for: view, variables: variables, target: target, horizontal: horizontal, vertical: vertical,
          measured: measured, recording: [])
      }
    }
    let scale = view.rootView.displayScaleForLayout
    return CGSize(
      width: roundToPixel(scratch.solver.value(of: variables.width), scale: scale),
      height: roundToPixel(scratch.solver.value(of: variables.height), scale: scale))
  }

  /// The fitting size of a tree's root pinned to its frame (a cell being
  /// sized before it is laid out), solved in the live solver; nil for any
  /// other view, which is fitted in a scratch solver.
  ///
  /// The root's two size constraints, its only constraints outside its
  /// subtree, take the target and the fitting priorities while the live
  /// solver solves and its wrapping labels are measured at their widths;
  /// then they take the frame back, for the pass that lays the view out at
  /// its new size to find the solution in place. Why: a scratch solver
  /// solved the whole subtree once more, a fifth of a self-sizing cell's
  /// time, as UIKit's engine does not.
  private func liveFittingSize(
    of view: View, variables: ItemVariables, target: CGSize, horizontal: LayoutPriority,
    vertical: LayoutPriority, wrapping: [Label]
  ) -> CGSize? {
    let pins = view.systemConstraints.rootSize
    // A root whose own content size would count (a label alone), one being
    // laid out, and labels that wrap at an earlier frame's width are
    // fitted in a scratch solver.
    guard view === root, !(view is Window), !isInPass, view.storedTranslatesMask else { return nil }
    let own = view.intrinsicContentSize
    guard own.width < 0, own.height < 0, pins.count == 2, pins.allSatisfy(\.isActive),
      wrapping.allSatisfy({ $0.storedFrame.width == 0 && !$0.storedTranslatesMask })
    else { return nil }
    // Labels measured at a width by an earlier fitting start again from
    // their text's own width, as a scratch's first solve does.
    for label in wrapping where label.forgetWidthBeforeFrame() { syncSystemConstraints(of: label) }
    let held = pins.mapped { ($0.constant, $0.priority) }
    pins[0].constant = target.width
    pins[0].priority = horizontal
    pins[1].constant = target.height
    pins[1].priority = vertical
    updateIfNeeded()
    // UIKit's double pass: each wrapping label measured at the width it got.
    for _ in 0..<3 where !wrapping.isEmpty {
      var measuredAgain = false
      for label in wrapping where label.takeWidthBeforeFrame(scale: displayScale) {
        syncSystemConstraints(of: label)
        measuredAgain = true
      }
      guard measuredAgain else { break }
      updateIfNeeded()
    }
    let scale = view.displayScaleForLayout
    let size = CGSize(
      width: roundToPixel(solver.value(of: variables.width), scale: scale),
      height: roundToPixel(solver.value(of: variables.height), scale: scale))
    for (pin, (constant, priority)) in zip(pins, held) {
      pin.constant = constant
      pin.priority = priority
    }
    return size
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
  /// the content sizes of `measured` labels in place of their current ones;
  /// the content-size constraints of the views in `recording` are kept, so
  /// that their sizes can change in place.
  private func fittingSolver(
    for view: View, variables: ItemVariables, target: CGSize, horizontal: LayoutPriority,
    vertical: LayoutPriority, measured: [ObjectIdentifier: CGSize], recording: Set<ObjectIdentifier>
  ) -> FittingScratch {
    var fitting = FittingScratch()
    let scratch = fitting.solver
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
          let added: LinearConstraint?
          switch constraint.kind {
          case .contentHugging: added = addOrRelax((variable <= bound) | strength, to: scratch)
          case .compressionResistance: added = addOrRelax((variable >= bound) | strength, to: scratch)
          default:
            let pair = LinearConstraint(variable - bound, .equal, strength: strength)
            added =
              (try? scratch.addConstraint(pair, below: constraint.compressionResistance.strength)) != nil ? pair : nil
          }
          if let added, recording.contains(ObjectIdentifier(item)) {
            fitting.contentSizes[ObjectIdentifier(item), default: []].append(
              (added, horizontal: constraint.firstAttribute == .width))
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
    return fitting
  }

  /// Adds a constraint to a scratch solver, as a broken one if it
  /// conflicts; returns the constraint the solver holds, if any.
  @discardableResult
  private func addOrRelax(_ constraint: LinearConstraint, to solver: Solver) -> LinearConstraint? {
    do {
      try solver.addConstraint(constraint)
      return constraint
    } catch .unsatisfiableConstraint {
      let relaxed = constraint.with(strength: LayoutPriority.brokenStrength)
      return (try? solver.addConstraint(relaxed)) != nil ? relaxed : nil
    } catch {
      return nil
    }
  }

  /// A fitting's scratch solver, with the content-size constraints of the
  /// labels whose sizes the fitting measures again.
  private struct FittingScratch {
    let solver = Solver()
    /// Each recorded view's content-size constraints (`size − bound` with
    /// the relation of its kind), with the axis each holds.
    var contentSizes: [ObjectIdentifier: [(constraint: LinearConstraint, horizontal: Bool)]] = [:]

    /// Gives the recorded views the sizes `measured` gives them, in place; false
    /// when a measured view was not recorded or the solver refused a
    /// size (the caller builds the scratch again).
    func setContentSizes(_ measured: [ObjectIdentifier: CGSize]) -> Bool {
      for (view, size) in measured {
        guard let constraints = contentSizes[view] else { return false }
        for (constraint, horizontal) in constraints {
          let bound = Double(horizontal ? size.width : size.height)
          guard (try? solver.setConstant(-bound, for: constraint)) != nil else { return false }
        }
      }
      return true
    }
  }
}
