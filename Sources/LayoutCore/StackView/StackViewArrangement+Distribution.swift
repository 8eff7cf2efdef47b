import Foundation

// MARK: - Along the axis: distribution

extension StackViewArrangement {
  /// Ties the visible views to the canvas and to each other along the axis.
  mutating func makeDistribution() {
    let distribution = stack.distribution
    let edge = stack.edgeSpacing
    let first = visible[0]
    let last = visible[visible.count - 1]
    var edgeGuides: (LayoutGuide, LayoutGuide)?
    if distribution == .spaceAround || distribution == .spaceEvenly {
      // Spacers at the ends, so the end space can follow the gaps.
      let start = makeGuide("UISV-distributing", for: .start)
      let end = makeGuide("UISV-distributing", for: .end)
      make(
        start, along.leading, to: canvas, along.leading, constant: edge, "UISV-canvas-connection")
      make(first, along.leading, to: start, along.trailing, "UISV-distributing-edge")
      markLastEdge()
      make(end, along.leading, to: last, along.trailing, "UISV-distributing-edge")
      make(
        canvas, along.trailing, to: end, along.trailing, constant: edge, "UISV-canvas-connection")
      edgeGuides = (start, end)
    } else {
      make(
        first, along.leading, to: canvas, along.leading, constant: edge, "UISV-canvas-connection")
      markLastEdge()
      make(
        canvas, along.trailing, to: last, along.trailing, constant: edge, "UISV-canvas-connection")
    }
    makeSpacing(exact: distribution.fills)
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      makeFillEqually()
    case .fillProportionally:
      makeFillProportionally()
    case .equalSpacing, .spaceBetween, .spaceAround, .spaceEvenly:
      let firstGap = makeGaps(between: along.trailing, and: along.leading) { _ in .required }.first
      if let (start, end) = edgeGuides {
        let share: CGFloat = distribution == .spaceAround ? 0.5 : 1
        if let gap = firstGap {
          make(start, along.length, to: gap, along.length, multiplier: share, "UISV-fill-equally")
          make(end, along.length, to: gap, along.length, multiplier: share, "UISV-fill-equally")
        } else {
          make(end, along.length, to: start, along.length, "UISV-fill-equally")
        }
      }
    case .equalCentering:
      _ = makeGaps(between: along.center, and: along.center) { Self.centeringTiePriority($0) }
    }
    if !distribution.fills {
      // The gaps can grow, so nothing else keeps the stack short.
      make(canvas, along.length, to: nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
    }
  }

  /// The priority that ties the gap after the visible view at `index` to
  /// the first gap in an equal-centering stack.
  ///
  /// Weak and falling with the index, as UIKit's: spacing wins first, and
  /// the first gaps keep their share longest.
  static func centeringTiePriority(_ index: Int) -> LayoutPriority {
    LayoutPriority(max(150 - Float(index), 50))
  }

  /// `UISV-spacing` between neighbours: exact, or a minimum.
  private mutating func makeSpacing(exact: Bool) {
    forEachVisiblePair { $0.makeSpacing(from: $2, to: $3, exact: exact) }
  }

  /// `UISV-spacing` from one visible view to the next.
  @inline(__always)
  mutating func makeSpacing(from a: View, to b: View, exact: Bool) {
    let relation: LayoutConstraint.Relation = exact ? .equal : .greaterThanOrEqual
    let space = spacing(after: a)
    if stack.isBaselineRelativeArrangement && stack.axis == .vertical {
      make(b, .firstBaseline, relation, to: a, .lastBaseline, constant: space, "UISV-spacing")
    } else {
      make(b, along.leading, relation, to: a, along.trailing, constant: space, "UISV-spacing")
    }
  }

  /// Every view as long as a `UISV-fill-equally` guide, so all are as long
  /// as each other.
  ///
  /// Why a guide: UIKit ties every view to the first view. All are equal
  /// either way, but then removing the first row of a list filled equally
  /// re-tied every other row, and each new tie went through phase one over
  /// rows the ties before had lengthened: 5 s at 10,000 views.
  private mutating func makeFillEqually() {
    guard visible.count > 1 else { return }
    let lengths = makeGuide("UISV-fill-equally", for: .lengths)
    lengths.isInstalledWithOwner = true
    forEachVisible { $0.make($2, $0.along.length, to: lengths, $0.along.length, "UISV-fill-equally") }
  }

  /// Each view a share of the canvas: its intrinsic length over the sum of
  /// the intrinsic lengths and the spacing, at 999, 998... (at least 751).
  private mutating func makeFillProportionally() {
    let lengths = visible.mapped { view -> CGFloat in
      let size = view.intrinsicContentSize
      let length = stack.axis == .horizontal ? size.width : size.height
      return length > 0 && length.isFinite ? length : 0
    }
    let content = lengths.reduce(0, +)
    guard content > 0 else {
      // No intrinsic lengths to share by: UIKit falls back to equal lengths.
      makeFillEqually()
      return
    }
    var total = content + 2 * stack.edgeSpacing
    for view in visible.dropLast() { total += spacing(after: view) }
    for (index, view) in visible.enumerated() {
      guard lengths[index] > 0 else {
        make(view, along.length, to: nil, .notAnAttribute, "UISV-fill-proportionally")
        continue
      }
      let share = lengths[index] / total
      let priority =
        share == 1 ? LayoutPriority.required : LayoutPriority(max(999 - Float(index), 751))
      make(
        view, along.length, to: canvas, along.length, multiplier: share, priority: priority,
        "UISV-fill-proportionally")
    }
  }

  /// The gap guide between two visible neighbours, tied to both; `role`
  /// says what it stands for, if not the gap after `a`.
  mutating func makeGap(
    from a: View, to b: View, between from: LayoutConstraint.Attribute, and to: LayoutConstraint.Attribute,
    role: GuideRole? = nil
  ) -> LayoutGuide {
    let gap = makeGuide("UISV-distributing", for: role ?? .gap(after: ObjectIdentifier(a)))
    make(gap, along.leading, to: a, from, "UISV-distributing-edge")
    make(b, to, to: gap, along.trailing, "UISV-distributing-edge")
    return gap
  }

  /// A `UISV-distributing` guide between each pair of neighbours, from an
  /// attribute of one to an attribute of the next, all as long as the first
  /// (the ``GuideRole/firstGap``, wherever it goes).
  private mutating func makeGaps(
    between from: LayoutConstraint.Attribute, and to: LayoutConstraint.Attribute,
    priority: (Int) -> LayoutPriority
  ) -> [LayoutGuide] {
    var gaps: [LayoutGuide] = []
    forEachVisiblePair { arrangement, index, a, b in
      let gap = arrangement.makeGap(from: a, to: b, between: from, and: to, role: index == 0 ? .firstGap : nil)
      if let first = gaps.first {
        arrangement.make(
          gap, arrangement.along.length, to: first, arrangement.along.length, priority: priority(gaps.count),
          "UISV-fill-equally")
      }
      gaps.append(gap)
    }
    return gaps
  }
}
