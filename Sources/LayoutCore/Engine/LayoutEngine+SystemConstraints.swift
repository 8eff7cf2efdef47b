import Foundation

// MARK: - Constraints the engine makes for views

extension LayoutEngine {
  /// Rebuilds the constraints that come from a view's frame or content:
  ///
  /// - a tree root that translates its mask (and every window) is held at
  ///   its frame's size;
  /// - any other view that translates its mask gets two constraints per
  ///   axis reproducing the mask against its superview's size;
  /// - a view that does not translates its intrinsic content size into one
  ///   content-size constraint per axis, whose excess weighs its hugging and
  ///   whose shortfall its compression resistance (UIKit's shape: one solver
  ///   row instead of two), or into a hugging and a compression-resistance
  ///   inequality when either priority is required.
  ///
  /// Existing constraints are updated in place (new constants, priorities)
  /// when their shape is unchanged.
  func syncSystemConstraints(of view: View) {
    guard view.variables != nil else { return }
    let pinnedToFrame = view.storedTranslatesMask || view is Window
    let isRoot = view.storedSuperview == nil
    if pinnedToFrame && isRoot {
      syncRootSize(of: view)
    } else {
      deactivateAll(&view.systemConstraints.rootSize)
    }
    if pinnedToFrame && !isRoot {
      syncAutoresizing(of: view)
    } else {
      deactivateAll(&view.systemConstraints.autoresizing)
    }
    if pinnedToFrame {
      clearContentSize(of: view, .horizontal)
      clearContentSize(of: view, .vertical)
    } else {
      let size = view.intrinsicContentSize
      syncContentSize(of: view, .horizontal, size.width)
      syncContentSize(of: view, .vertical, size.height)
    }
  }

  private func deactivateAll(_ constraints: inout [LayoutConstraint]) {
    // Most views have none: writing the empty list back dirtied the view.
    guard !constraints.isEmpty else { return }
    LayoutConstraint.deactivate(constraints)
    constraints = []
  }

  private func syncRootSize(of view: View) {
    let size = view.storedFrame.size
    let existing = view.systemConstraints.rootSize
    if existing.count == 2 && existing.allSatisfy(\.isActive) {
      existing[0].constant = size.width
      existing[1].constant = size.height
      return
    }
    let constraints = [
      makeSystemConstraint(
        view, .width, nil, .notAnAttribute, 0, size.width, .rootSize, "Root-width"),
      makeSystemConstraint(
        view, .height, nil, .notAnAttribute, 0, size.height, .rootSize, "Root-height"),
    ]
    view.systemConstraints.rootSize = constraints
    LayoutConstraint.activate(constraints)
  }

  /// Two constraints per axis, `minX == share × superview.width + c` and
  /// `width == share × superview.width + c`, whose shares split a change of
  /// the superview's size among the flexible parts of the mask in proportion
  /// to their current lengths.
  private func syncAutoresizing(of view: View) {
    guard let parent = view.storedSuperview else { return }
    let frame = view.storedFrame
    let parentSize = parent.storedFrame.size
    let mask = view.storedMask
    let x = AutoresizingAxis(
      before: frame.minX, length: frame.width, after: parentSize.width - frame.maxX, mask: mask,
      horizontal: true)
    let y = AutoresizingAxis(
      before: frame.minY, length: frame.height, after: parentSize.height - frame.maxY, mask: mask,
      horizontal: false)
    let xShares = x.shares
    let yShares = y.shares
    let shapes: [(LayoutConstraint.Attribute, LayoutConstraint.Attribute, CGFloat, CGFloat)] = [
      (.left, .width, xShares.before, frame.minX - xShares.before * parentSize.width),
      (.width, .width, xShares.length, frame.width - xShares.length * parentSize.width),
      (.top, .height, yShares.before, frame.minY - yShares.before * parentSize.height),
      (.height, .height, yShares.length, frame.height - yShares.length * parentSize.height),
    ]
    let existing = view.systemConstraints.autoresizing
    if existing.count == 4 && existing.allSatisfy({ $0.isActive && $0.secondItem === parent })
      && zip(existing, shapes).allSatisfy({ $0.multiplier == $1.2 })
    {
      for (constraint, shape) in zip(existing, shapes) { constraint.constant = shape.3 }
      return
    }
    LayoutConstraint.deactivate(existing)
    let name = "h=\(x.symbols) v=\(y.symbols)"
    let constraints = shapes.mapped { shape in
      makeSystemConstraint(view, shape.0, parent, shape.1, shape.2, shape.3, .autoresizing, name)
    }
    view.systemConstraints.autoresizing = constraints
    LayoutConstraint.activate(constraints)
  }

  private func syncContentSize(of view: View, _ axis: LayoutConstraint.Axis, _ length: CGFloat) {
    guard length >= 0, length.isFinite else {
      clearContentSize(of: view, axis)
      return
    }
    let horizontal = axis == .horizontal
    let existing =
      horizontal
      ? view.systemConstraints.contentSize.horizontal : view.systemConstraints.contentSize.vertical
    let compression =
      horizontal
      ? view.systemConstraints.compression.horizontal : view.systemConstraints.compression.vertical
    let hugging = view.contentHuggingPriority(for: axis)
    let resistance = view.contentCompressionResistancePriority(for: axis)
    let merges = view.holdsContentSizeAsOne(axis)
    if let existing, existing.isActive, existing.kind == (merges ? .contentSize : .contentHugging) {
      if merges {
        existing.constant = length
        return
      }
      if let compression, compression.isActive {
        existing.constant = length
        compression.constant = length
        return
      }
    }
    // A new shape (or none yet): the old constraints go.
    clearContentSize(of: view, axis)
    let attribute: LayoutConstraint.Attribute = horizontal ? .width : .height
    if merges {
      let merged = makeSystemConstraint(
        view, attribute, nil, .notAnAttribute, 0, length, .contentSize,
        horizontal ? "View-contentSize-width" : "View-contentSize-height", priority: hugging)
      merged.compressionResistance = resistance
      if horizontal {
        view.systemConstraints.contentSize.horizontal = merged
      } else {
        view.systemConstraints.contentSize.vertical = merged
      }
      LayoutEngine.activate(merged)
      return
    }
    let newHugging = makeSystemConstraint(
      view, attribute, nil, .notAnAttribute, 0, length, .contentHugging,
      horizontal ? "View-contentHugging-width" : "View-contentHugging-height",
      relation: .lessThanOrEqual, priority: hugging)
    let newCompression = makeSystemConstraint(
      view, attribute, nil, .notAnAttribute, 0, length, .compressionResistance,
      horizontal ? "View-compressionResistance-width" : "View-compressionResistance-height",
      relation: .greaterThanOrEqual, priority: resistance)
    if horizontal {
      view.systemConstraints.contentSize.horizontal = newHugging
      view.systemConstraints.compression.horizontal = newCompression
    } else {
      view.systemConstraints.contentSize.vertical = newHugging
      view.systemConstraints.compression.vertical = newCompression
    }
    // One at a time: an array of the two was an allocation and a retain
    // and release of each, for every content size a screen's views have.
    LayoutEngine.activate(newHugging)
    LayoutEngine.activate(newCompression)
  }

  private func clearContentSize(of view: View, _ axis: LayoutConstraint.Axis) {
    if axis == .horizontal {
      view.systemConstraints.contentSize.horizontal?.isActive = false
      view.systemConstraints.compression.horizontal?.isActive = false
      view.systemConstraints.contentSize.horizontal = nil
      view.systemConstraints.compression.horizontal = nil
    } else {
      view.systemConstraints.contentSize.vertical?.isActive = false
      view.systemConstraints.compression.vertical?.isActive = false
      view.systemConstraints.contentSize.vertical = nil
      view.systemConstraints.compression.vertical = nil
    }
  }

  private func makeSystemConstraint(
    _ view: View, _ attribute: LayoutConstraint.Attribute, _ other: View?,
    _ otherAttribute: LayoutConstraint.Attribute, _ multiplier: CGFloat, _ constant: CGFloat,
    _ kind: LayoutConstraint.Kind, _ identifier: String,
    relation: LayoutConstraint.Relation = .equal, priority: LayoutPriority = .required
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: view, attribute: attribute, relation: relation, toItem: other,
      attribute: otherAttribute,
      multiplier: multiplier, constant: constant, priority: priority, kind: kind,
      identifier: identifier,
      file: #fileID, line: #line)
  }
}

nonisolated extension AutoresizingAxis {
  /// UIKit's notation for an axis of a mask: `-` fixed, `&` flexible, for
  /// the margin before, the length and the margin after (`-&-`). With
  /// nothing flexible, UIKit shows the margin after as flexible (`--&`): it
  /// is what a size change moves.
  var symbols: String {
    if !flexibleBefore && !flexibleLength && !flexibleAfter { return "--&" }
    return (flexibleBefore ? "&" : "-") + (flexibleLength ? "&" : "-") + (flexibleAfter ? "&" : "-")
  }
}
