import Foundation

// MARK: - Across the axis: alignment

extension StackViewArrangement {
  /// Places the visible views across the axis.
  ///
  /// Except for `fill`, a `UISV-alignment-spanner` guide encloses the views
  /// and is pulled tight (`UISV-spanning-fit`, 51): it is what the stack's
  /// size across the axis follows, so the stack is as thick as its thickest
  /// view. Views with no intrinsic thickness are pulled to zero
  /// (`UISV-ambiguity-suppression`, 25).
  mutating func makeAlignment() {
    guard let first = visible.first else { return }
    switch effectiveAlignment {
    case .fill:
      make(first, across.leading, to: canvas, across.leading, "UISV-canvas-connection")
      make(canvas, across.trailing, to: first, across.trailing, "UISV-canvas-connection")
      alignVisible()
    case .leading:
      make(first, across.leading, to: canvas, across.leading, "UISV-canvas-connection")
      alignVisible()
      let spanner = makeSpanner()
      make(canvas, across.trailing, to: spanner, across.trailing, "UISV-canvas-connection")
    case .trailing:
      make(canvas, across.trailing, to: first, across.trailing, "UISV-canvas-connection")
      alignVisible()
      let spanner = makeSpanner()
      make(spanner, across.leading, to: canvas, across.leading, "UISV-canvas-connection")
    case .center:
      alignVisible()
      let spanner = makeSpanner()
      make(spanner, across.leading, to: canvas, across.leading, "UISV-canvas-connection")
      make(canvas, across.trailing, to: spanner, across.trailing, "UISV-canvas-connection")
      make(first, across.center, to: canvas, across.center, "UISV-canvas-connection")
    case .firstBaseline, .lastBaseline:
      alignVisible()
      let spanner = makeSpanner()
      // The row sits at the top: UIKit leaves its place open when the stack
      // is taller than the row; here the spanner stays tight at the top.
      make(spanner, across.leading, to: canvas, across.leading, "UISV-canvas-connection")
      make(
        canvas, across.trailing, .greaterThanOrEqual, to: spanner, across.trailing,
        "UISV-canvas-connection")
      make(canvas, across.length, to: nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
    }
  }

  /// The alignment in effect: baselines apply to horizontal stacks only.
  var effectiveAlignment: StackView.Alignment {
    guard stack.axis == .vertical else { return stack.alignment }
    switch stack.alignment {
    case .firstBaseline: return .leading
    case .lastBaseline: return .trailing
    default: return stack.alignment
    }
  }

  /// `UISV-alignment` of the visible views on each of ``alignedAttributes``.
  private mutating func alignVisible() {
    let attributes = alignedAttributes
    align(on: attributes.first)
    if let second = attributes.second { align(on: second) }
  }

  /// `UISV-alignment`: every view but the first has `attribute` equal to
  /// the canvas's, where the first has its `UISV-canvas-connection`; on a
  /// baseline, equal to the reference view's (the first view's, unless an
  /// earlier arrangement tied them to another).
  ///
  /// Why the canvas: UIKit ties every view to the first, and all are equal
  /// either way, but then removing the first row of a list re-tied every
  /// other row: 60–430 ms at 10,000 views. A canvas has no baseline, so
  /// baselines keep the reference view.
  private mutating func align(on attribute: LayoutConstraint.Attribute) {
    let baselines = attribute == .firstBaseline || attribute == .lastBaseline
    forEachVisible(from: baselines ? 0 : 1) { $0.align($2, on: attribute) }
  }

  /// `UISV-alignment` of one view that is not the first (see
  /// ``align(on:)``); nothing for the reference view itself.
  @inline(__always)
  mutating func align(_ view: View, on attribute: LayoutConstraint.Attribute) {
    if attribute == .firstBaseline || attribute == .lastBaseline {
      guard let reference, view !== reference else { return }
      make(view, attribute, to: reference, attribute, "UISV-alignment")
    } else {
      make(view, attribute, to: canvas, attribute, "UISV-alignment")
    }
  }

  /// The priorities of the spanner's edges for the alignment in effect
  /// (see ``makeSpanner()``), or nil for ``StackView/Alignment/fill``,
  /// which has no spanner: a required edge encloses the views, one at
  /// 999.5 sits on the edge they are aligned on.
  var spannerPriorities: (leading: LayoutPriority, trailing: LayoutPriority)? {
    switch effectiveAlignment {
    case .fill: nil
    case .leading: (999.5, .required)
    case .trailing: (.required, 999.5)
    case .center, .firstBaseline, .lastBaseline: (.required, .required)
    }
  }

  /// The attributes a view after the first is aligned on, for the
  /// alignment in effect (a pair, not an array: a full arrangement asks
  /// for them once a stack).
  var alignedAttributes: (first: LayoutConstraint.Attribute, second: LayoutConstraint.Attribute?) {
    switch effectiveAlignment {
    case .fill: (across.leading, across.trailing)
    case .leading: (across.leading, nil)
    case .trailing: (across.trailing, nil)
    case .center: (across.center, nil)
    case .firstBaseline: (.firstBaseline, nil)
    case .lastBaseline: (.lastBaseline, nil)
    }
  }

  /// A guide that encloses the views across the axis: its leading edge at
  /// or before theirs (equal at the leading ``spannerPriorities`` if that
  /// is not required), its trailing edge likewise.
  private mutating func makeSpanner() -> LayoutGuide {
    let spanner = makeGuide("UISV-alignment-spanner", for: .spanner)
    let priorities = spannerPriorities ?? (.required, .required)
    forEachVisible {
      $0.makeBoundary(
        of: spanner, around: $2, leadingPriority: priorities.leading, trailingPriority: priorities.trailing)
    }
    make(spanner, across.length, to: nil, .notAnAttribute, priority: 51, "UISV-spanning-fit")
    return spanner
  }

  /// The spanner's `UISV-spanning-boundary` constraints around one view,
  /// and the view's `UISV-ambiguity-suppression`.
  @inline(__always)
  mutating func makeBoundary(
    of spanner: LayoutGuide, around view: View, leadingPriority: LayoutPriority, trailingPriority: LayoutPriority
  ) {
    makeBoundary(of: spanner, on: across.leading, .lessThanOrEqual, view, priority: leadingPriority)
    makeBoundary(of: spanner, on: across.trailing, .greaterThanOrEqual, view, priority: trailingPriority)
    make(
      view, across.length, to: nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression")
  }

  /// One edge of the spanner around a view: at or beyond the view's edge
  /// (`relation`) when `priority` is required, else equal to it at `priority`.
  @inline(__always)
  private mutating func makeBoundary(
    of spanner: LayoutGuide, on edge: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
    _ view: View, priority: LayoutPriority
  ) {
    if priority.isRequired {
      make(spanner, edge, relation, to: view, edge, "UISV-spanning-boundary")
    } else {
      make(spanner, edge, to: view, edge, priority: priority, "UISV-spanning-boundary")
    }
  }
}
