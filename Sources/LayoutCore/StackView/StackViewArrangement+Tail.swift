import Foundation

// MARK: - Views appended to an arrangement

extension StackViewArrangement {
  /// What an arrangement needs to be extended to views appended after it
  /// without being built again (see ``extend(_:)``).
  struct Tail {
    /// How many arranged views (hidden ones included) the arrangement covers.
    var arrangedCount: Int
    /// The stack's ``StackView/arrangementEdits`` when it was made.
    let edits: Int
    /// The stack's settings it was made with.
    let settings: Settings
    /// How many of the arranged views were visible.
    var visibleCount: Int
    /// The last visible view: appended views follow it.
    var lastVisible: View
    /// The view baselines are aligned with.
    let reference: View?
    /// Where the constraint naming ``lastVisible`` along the axis is in the
    /// arrangement's list.
    let lastEdge: Int
    /// The spacer every view is as long as (``Distribution/fillEqually``).
    let lengths: LayoutGuide?
    /// The first gap, which every gap is tied to (the equal-gap distributions).
    let firstGap: LayoutGuide?
    /// The guide that encloses the views across the axis (alignments other than fill).
    let spanner: LayoutGuide?

    /// The tail of a full arrangement just built, or nil when views
    /// appended to it would change more than their own constraints and the
    /// last edge: fewer than two visible views (the lengths and the first
    /// gap do not exist yet), or proportional fill, whose every share
    /// depends on every view.
    init?(
      of stack: StackView, visible: [View], reference: View?, guides: [LayoutGuide], roles: [GuideRole], lastEdge: Int?
    ) {
      guard let lastEdge, visible.count >= 2, stack.distribution != .fillProportionally, let last = visible.last
      else { return nil }
      var lengths: LayoutGuide?
      var firstGap: LayoutGuide?
      var spanner: LayoutGuide?
      for (guide, role) in zip(guides, roles) {
        switch role {
        case .lengths: lengths = guide
        case .firstGap: firstGap = guide
        case .spanner: spanner = guide
        default: break
        }
      }
      arrangedCount = stack.storedArrangedSubviews.count
      edits = stack.arrangementEdits
      settings = Settings(of: stack)
      visibleCount = visible.count
      lastVisible = last
      self.reference = reference
      self.lastEdge = lastEdge
      self.lengths = lengths
      self.firstGap = firstGap
      self.spanner = spanner
    }
  }

  /// The stack's settings an arrangement is made from: one that differs
  /// needs a full arrangement.
  struct Settings: Equatable {
    let axis: LayoutConstraint.Axis
    let distribution: StackView.Distribution
    let alignment: StackView.Alignment
    let spacing: CGFloat
    let edgeSpacing: CGFloat
    let isBaselineRelative: Bool
    let isMarginsRelative: Bool
    /// Spacing is rounded to the display's pixels.
    let displayScale: Double

    init(of stack: StackView) {
      axis = stack.axis
      distribution = stack.distribution
      alignment = stack.alignment
      spacing = stack.spacing
      edgeSpacing = stack.edgeSpacing
      isBaselineRelative = stack.isBaselineRelativeArrangement
      isMarginsRelative = stack.isLayoutMarginsRelativeArrangement
      displayScale = stack.rootView.displayScaleForLayout
    }
  }

  /// Extends the stack's arrangement to the views appended since it was
  /// made, if nothing else changed; returns false if it must be built
  /// whole (``install()``).
  ///
  /// Why: a built arrangement is planned whole and matched against the old
  /// one, reading every arranged view and every constraint, so appending a
  /// row to a 2,000-row list cost 1.6 ms, and a screen that fills a list in
  /// a window row by row, laying it out as it goes, was quadratic. Appended
  /// views change only their own constraints, those to the view before
  /// them, and the one constraint that names the last view along the axis
  /// (the canvas's end, or the end spacer's), which moves to the new last.
  /// The constraints are the ones a full arrangement makes.
  static func extend(_ stack: StackView) -> Bool {
    guard var tail = stack.arrangement.tail, tail.edits == stack.arrangementEdits,
      stack.storedArrangedSubviews.count > tail.arrangedCount, tail.settings == Settings(of: stack),
      tail.lastEdge < stack.arrangement.constraints.count
    else { return false }
    let edge = stack.arrangement.constraints[tail.lastEdge]
    // The user may have deactivated it; a full arrangement makes it again.
    guard edge.isActive, edge.secondItem === tail.lastVisible, let edgeFirst = edge.firstItem else { return false }
    let appended = stack.storedArrangedSubviews[tail.arrangedCount...]
    var shown: [View] = []
    shown.reserveCapacity(appended.count)
    for view in appended where !view.isHidden { shown.append(view) }
    var builder = StackViewArrangement(stack: stack, appended: shown, after: tail)
    builder.makeTail(appended, after: tail)
    var added = builder.parts.constraints
    if let last = shown.last {
      let moved = constraint(
        Shape(
          edgeFirst, edge.firstAttribute, edge.relation, last, edge.secondAttribute, multiplier: edge.multiplier,
          priority: edge.priority, identifier: edge.identifier ?? ""),
        edge.constant)
      edge.isActive = false
      stack.arrangement.constraints[tail.lastEdge] = moved
      added.append(moved)
      tail.lastVisible = last
      tail.visibleCount += shown.count
    }
    tail.arrangedCount = stack.storedArrangedSubviews.count
    stack.arrangement.constraints.append(contentsOf: builder.parts.constraints)
    stack.arrangement.guides.append(contentsOf: builder.parts.guides)
    stack.arrangement.roles.append(contentsOf: builder.parts.roles)
    stack.arrangement.tail = tail
    stack.arrangementExtensions += 1
    activate(added, on: stack)
    return true
  }

  /// Makes the constraints of the appended views, in order: a hidden view's
  /// collapse after the visible view before it, a visible one's spacing
  /// (and gap) from the view before it, its length or gap tie, and its
  /// alignment across the axis.
  private mutating func makeTail(_ appended: ArraySlice<View>, after tail: Tail) {
    let distribution = stack.distribution
    let spanner = tail.spanner.flatMapped { guide in spannerPriorities.mapped { (guide, $0) } }
    let aligned = alignedAttributes
    var previous = tail.lastVisible
    // The index the next visible view has among all the visible ones.
    var index = tail.visibleCount
    for view in appended {
      if view.isHidden {
        makeHiding(of: view, after: previous)
        continue
      }
      makeSpacing(from: previous, to: view, exact: distribution.fills)
      switch distribution {
      case .fillEqually:
        if let lengths = tail.lengths {
          make(view, along.length, to: lengths, along.length, "UISV-fill-equally")
        }
      case .equalSpacing, .spaceBetween, .spaceAround, .spaceEvenly, .equalCentering:
        let centering = distribution == .equalCentering
        let gap = makeGap(
          from: previous, to: view, between: centering ? along.center : along.trailing,
          and: centering ? along.center : along.leading)
        if let first = tail.firstGap {
          make(
            gap, along.length, to: first, along.length,
            priority: centering ? Self.centeringTiePriority(index - 1) : .required, "UISV-fill-equally")
        }
      case .fill, .fillProportionally:
        break
      }
      align(view, on: aligned.first)
      if let second = aligned.second { align(view, on: second) }
      if let (guide, priorities) = spanner {
        makeBoundary(
          of: guide, around: view, leadingPriority: priorities.leading, trailingPriority: priorities.trailing)
      }
      previous = view
      index += 1
    }
  }
}
