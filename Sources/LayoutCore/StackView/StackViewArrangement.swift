import Foundation

/// Builds a stack view's constraints: UIKit's recipe, one layer along the
/// axis (distribution) and one across it (alignment).
///
/// Every constraint carries the identifier UIKit gives it (`UISV-spacing`,
/// `UISV-canvas-connection`...) and UIKit's priority, so diagnostics read as
/// UIKit's do and user constraints win or lose against the stack as they
/// would there. The arrangement is built whole on each change, so it cannot
/// leave a stale constraint behind, but it is installed as a difference:
/// the constraints the old arrangement already had stay in the solver (see
/// ``install()``).
struct StackViewArrangement {
  /// What an arrangement installed, kept by the stack to remove later.
  struct Parts {
    var constraints: [LayoutConstraint] = []
    var guides: [LayoutGuide] = []
    /// What each of ``guides`` stands for, so the next arrangement can use
    /// it for the same thing.
    var roles: [GuideRole] = []
    /// The arrangement's ``StackViewArrangement/reference`` view.
    var reference: ObjectIdentifier?
    /// What a later arrangement needs to only add views appended since
    /// (see ``StackViewArrangement/extend(_:)``), or nil if it must be
    /// built whole.
    var tail: Tail?
  }

  /// What a spacer guide of the arrangement stands for.
  ///
  /// A gap is named by the view before it: when a row is added, removed or
  /// hidden, the gaps around it are the only ones whose constraints change.
  enum GuideRole: Hashable {
    case start, end, spanner
    case gap(after: ObjectIdentifier)
    /// The first gap of a stack whose gaps are tied to the first (equal
    /// spacing, equal centering), whichever view it follows.
    ///
    /// Named by its view, the first gap would change when a row is
    /// inserted at the top or the first row removed, and every other gap
    /// would be re-tied to the new one. Kept as one guide, it moves to the
    /// new first pair of views, and only its edges change, with the tie of
    /// the gap that comes or goes (and, for equal centering, whose
    /// priorities fall with the index, the ties whose index moved).
    case firstGap
    /// The guide every view of a stack filled equally is as long as.
    case lengths
  }

  /// The attributes along one axis: the two edges, the length and the center.
  struct Edges {
    let leading: LayoutConstraint.Attribute
    let trailing: LayoutConstraint.Attribute
    let length: LayoutConstraint.Attribute
    let center: LayoutConstraint.Attribute
    static let horizontal = Edges(
      leading: .leading, trailing: .trailing, length: .width, center: .centerX)
    static let vertical = Edges(leading: .top, trailing: .bottom, length: .height, center: .centerY)
  }

  let stack: StackView
  /// The stack itself, or its margins guide for a margins-relative arrangement.
  let canvas: LayoutItem
  let along: Edges
  let across: Edges
  let visible: [View]
  /// The view every view is aligned with on a baseline (other alignments
  /// tie to the canvas, and equal lengths to a guide): the old
  /// arrangement's while it stays visible, else the first visible view, as
  /// in UIKit.
  ///
  /// Why: all the views are equal on that attribute whichever one the
  /// others are tied to, but tying them to the first view, as UIKit does,
  /// replaced every view's constraint when one was inserted first.
  let reference: View?
  var parts = Parts()
  /// The constraints the arrangement wants, in order, before they are made:
  /// ``install()`` makes only those the old arrangement has no constraint
  /// of the same shape for.
  private var planned: [(shape: Shape, constant: CGFloat)] = []
  /// Whether the stack has no arrangement yet: its constraints are then
  /// made as they are planned (the usual case when a screen is built).
  private let isFirst: Bool
  /// The old arrangement's guides by what they stood for, handed out again
  /// by ``makeGuide(_:for:)`` so that constraints to them can stay.
  private var spareGuides: [GuideRole: LayoutGuide] = [:]
  /// Where the one constraint that names the last visible view along the
  /// axis (the canvas's end, or the end spacer's) is in the arrangement's
  /// list: appended views replace it (see ``markLastEdge()``).
  private var lastEdgeIndex: Int?

  /// A builder for `stack`'s `visible` views, its axes and canvas taken
  /// from the stack's settings.
  @inline(__always)
  private init(stack: StackView, visible: consuming [View], reference: View?, isFirst: Bool) {
    self.stack = stack
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    along = stack.axis == .horizontal ? .horizontal : .vertical
    across = stack.axis == .horizontal ? .vertical : .horizontal
    self.visible = visible
    self.reference = reference
    self.isFirst = isFirst
  }

  init(stack: StackView) {
    let arranged = stack.storedArrangedSubviews
    // Room made once: `filter`, and appends to the lists below, grew their
    // arrays step by step, about five allocations a two-view stack (a
    // row's), each a block the allocator takes out of memory that at
    // 10,000 views has left the cache.
    var shown: [View] = []
    shown.reserveCapacity(arranged.count)
    arranged.forEachBorrowed(askingAheadFor: arranged.count >= Prefetch.longStack ? .view : nil) { _, view in
      if !view.isHidden { shown.append(view) }
    }
    // The old parts read in place: a copy of them retained every reference they hold.
    self.init(
      stack: stack, visible: shown,
      reference: stack.arrangement.reference.flatMapped { id in shown.first { ObjectIdentifier($0) == id } }
        ?? shown.first,
      isFirst: stack.arrangement.constraints.isEmpty)
    // Stacks make 3.5 to 8 constraints a view (a two-view row 7 to 16, a
    // 200-row list 601 to 1,138), and a few more when nearly empty.
    let expected = 4 + 6 * arranged.count
    if isFirst { parts.constraints.reserveCapacity(expected) } else { planned.reserveCapacity(expected) }
    for (guide, role) in zip(stack.arrangement.guides, stack.arrangement.roles) { spareGuides[role] = guide }
    parts.reference = reference.mapped(ObjectIdentifier.init)
  }

  /// A builder of the constraints of `appended`, the visible views added
  /// after an arrangement whose state `tail` holds: it reads none of the
  /// views before them (see ``extend(_:)``).
  init(stack: StackView, appended: [View], after tail: Tail) {
    self.init(stack: stack, visible: appended, reference: tail.reference, isFirst: true)
    parts.constraints.reserveCapacity(4 + 6 * appended.count)
  }

  /// Calls `body` with the arrangement, each visible view from `start` on
  /// and its index, the view borrowed from the list: a `for` loop over the
  /// views retained and released each, at 10,000 views an atomic write to
  /// a row out of the cache.
  @inline(__always)
  mutating func forEachVisible(from start: Int = 0, _ body: (inout Self, Int, View) -> Void) {
    let views = visible
    views.withBuffer { list in
      for index in start..<list.count {
        Borrowed(list[index]).read { body(&self, index, $0) }
      }
    }
  }

  /// Calls `body` with the arrangement, the index of each visible view
  /// but the last, that view and the next, borrowed (see
  /// ``forEachVisible(from:_:)``).
  @inline(__always)
  mutating func forEachVisiblePair(_ body: (inout Self, Int, View, View) -> Void) {
    let views = visible
    views.withBuffer { list in
      for index in list.indices.dropLast() {
        Borrowed(list[index]).read { a in
          Borrowed(list[index + 1]).read { b in body(&self, index, a, b) }
        }
      }
    }
  }

  /// Notes that the next constraint made is the one that names the last
  /// visible view along the axis.
  mutating func markLastEdge() {
    lastEdgeIndex = isFirst ? parts.constraints.count : planned.count
  }

  /// Replaces the stack's old constraints and guides with new ones, keeping
  /// those the new arrangement shares with the old.
  ///
  /// Why: a list stack of 2,000 rows has some 6,000 constraints, and taking
  /// them all out of the solver and putting them back for one row added or
  /// hidden took 66 ms, most of what building the whole 10,000-view screen
  /// takes. A constraint that relates the same items and attributes in the
  /// same way, with the same multiplier and identifier, stays active; a new
  /// constant, or a new priority short of required, is set on it in place
  /// (see ``Shape``). Only the difference goes
  /// through the solver: for a row appended, a handful of constraints.
  consuming func install() {
    makeHiding()
    if visible.isEmpty {
      // Nothing to hold the stack open: it shrinks to nothing unless told otherwise.
      make(canvas, along.length, to: nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
      make(canvas, across.length, to: nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
    } else {
      makeDistribution()
      makeAlignment()
    }
    let old = stack.arrangement.constraints
    var installed: [LayoutConstraint] = []
    var added: [LayoutConstraint] = []
    if isFirst {
      installed = parts.constraints
      added = installed
    } else {
      installed.reserveCapacity(planned.count)
      // By the shapes' hash values, not the shapes: a table of 6,000 shapes
      // was large enough to come from fresh pages on every change. A match
      // is checked shape against shape; two shapes with one hash value (or
      // a second constraint of one shape, which none is) only cost a
      // constraint made again.
      var oldByHash: [Int: Int] = [:]
      oldByHash.reserveCapacity(old.count)
      var kept = [Bool](repeating: false, count: old.count)
      old.withBuffer { list in
        for index in list.indices {
          Borrowed(list[index]).read { constraint in
            if constraint.isActive, let shape = Shape(constraint) {
              let key = shape.hashValue
              if oldByHash[key] == nil { oldByHash[key] = index }
            }
          }
        }
        for (shape, constant) in planned {
          let key = shape.hashValue
          if let index = oldByHash[key],
            Borrowed(list[index]).read({ Shape($0) == shape })
          {
            oldByHash[key] = nil
            let same = list[index]
            if same.constant != constant { same.constant = constant }
            if same.priority != shape.priority { same.priority = shape.priority }
            installed.append(same)
            kept[index] = true
          } else {
            let made = Self.constraint(shape, constant)
            installed.append(made)
            added.append(made)
          }
        }
        for index in list.indices where !kept[index] {
          Borrowed(list[index]).read { $0.isActive = false }
        }
      }
    }
    for guide in spareGuides.values { stack.removeLayoutGuide(guide) }
    Self.activate(added, on: stack)
    let tail = Tail(
      of: stack, visible: visible, reference: reference, guides: parts.guides, roles: parts.roles,
      lastEdge: lastEdgeIndex)
    stack.arrangement = parts
    stack.arrangement.constraints = installed
    stack.arrangement.tail = tail
  }

  /// Activates an arrangement's new constraints.
  ///
  /// They are installed on the stack (the nearest view holding all their
  /// items): its list makes its room at once, not doubling as it goes (at
  /// least doubling, though: a change adds a few, and room for exactly
  /// those would copy a long list on every change).
  @inline(__always)
  static func activate(_ added: [LayoutConstraint], on stack: StackView) {
    let needed = stack.installedConstraints.count + added.count
    if needed > stack.installedConstraints.capacity {
      stack.installedConstraints.reserveCapacity(max(needed, 2 * stack.installedConstraints.capacity))
    }
    // A long list's rows were made, and their own stacks arranged, long
    // before the list is (children are updated first): ask for them ahead.
    LayoutEngine.activate(
      list: added,
      askingAhead: Prefetch.isWorthIt(forWalkOver: added.count)
        || stack.storedArrangedSubviews.count >= Prefetch.longStack)
  }

  /// The stack constraint a planned shape and constant describe.
  static func constraint(_ shape: Shape, _ constant: CGFloat) -> LayoutConstraint {
    LayoutConstraint(
      item: Unmanaged<LayoutItem>.fromOpaque(shape.first).takeUnretainedValue(),
      attribute: shape.firstAttribute, relation: shape.relation,
      toItem: shape.second.mapped { Unmanaged<LayoutItem>.fromOpaque($0).takeUnretainedValue() },
      attribute: shape.secondAttribute, multiplier: shape.multiplier, constant: constant,
      priority: shape.priority, kind: .stackView, identifier: shape.identifier, file: #fileID, line: #line)
  }

  /// What makes two of a stack's constraints the same but for the constant
  /// and an optional priority: their items, attributes, relation,
  /// multiplier, identifier, and whether they are required.
  ///
  /// An optional priority changes in place, as UIKit allows on an active
  /// constraint: equal centering's gaps are tied to the first at priorities
  /// falling with their index, so a row inserted at the top moves a hundred
  /// of them down by one.
  ///
  /// Items are compared by address, read from the constraint's references
  /// without retaining them, and the identifier (one of a few literals) is
  /// compared but not hashed: with a retain and a release for each item and
  /// the identifier hashed, matching a 2,000-row list's constraints took
  /// most of a one-row change.
  struct Shape: Hashable {
    let first: UnsafeMutableRawPointer
    let second: UnsafeMutableRawPointer?
    let firstAttribute: LayoutConstraint.Attribute
    let relation: LayoutConstraint.Relation
    let secondAttribute: LayoutConstraint.Attribute
    let multiplier: CGFloat
    let priority: LayoutPriority
    let identifier: String?

    /// The shape of a constraint, or nil if its first item is gone.
    init?(_ constraint: LayoutConstraint) {
      guard let first = constraint.firstReference.unmanaged?.toOpaque() else { return nil }
      self.first = first
      second = constraint.secondReference?.unmanaged?.toOpaque()
      firstAttribute = constraint.firstAttribute
      relation = constraint.relation
      secondAttribute = constraint.secondAttribute
      multiplier = constraint.multiplier
      priority = constraint.priority
      identifier = constraint.identifier
    }

    /// The shape of a constraint about to be made; the items are alive
    /// for the whole install (the stack holds its views and guides).
    init(
      _ first: LayoutItem, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
      _ second: LayoutItem?, _ secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat,
      priority: LayoutPriority, identifier: String
    ) {
      self.first = Unmanaged.passUnretained(first).toOpaque()
      self.second = second.mapped { Unmanaged.passUnretained($0).toOpaque() }
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.secondAttribute = secondAttribute
      self.multiplier = multiplier
      self.priority = priority
      self.identifier = identifier
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(first)
      hasher.combine(second)
      hasher.combine(firstAttribute)
      hasher.combine(secondAttribute)
      hasher.combine(multiplier)
      hasher.combine(priority.isRequired)
    }

    static func == (a: Shape, b: Shape) -> Bool {
      a.first == b.first && a.second == b.second && a.firstAttribute == b.firstAttribute
        && a.relation == b.relation && a.secondAttribute == b.secondAttribute
        && a.multiplier == b.multiplier && a.priority.isRequired == b.priority.isRequired
        && a.identifier == b.identifier
    }
  }

  // MARK: - Building blocks

  /// Adds `first.a (relation) multiplier × second.b + constant`: at once
  /// for a first arrangement, else as a plan, made at ``install()`` only if
  /// the old arrangement has no constraint like it.
  mutating func make(
    _ first: LayoutItem, _ a: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation = .equal, to second: LayoutItem?,
    _ b: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, _ identifier: String
  ) {
    if isFirst {
      parts.constraints.append(
        LayoutConstraint(
          item: first, attribute: a, relation: relation, toItem: second, attribute: b,
          multiplier: multiplier, constant: constant, priority: priority, kind: .stackView,
          identifier: identifier, file: #fileID, line: #line))
    } else {
      planned.append(
        (
          Shape(first, a, relation, second, b, multiplier: multiplier, priority: priority, identifier: identifier),
          constant
        ))
    }
  }

  /// A layout guide owned by the stack, named as UIKit names its spacers:
  /// the old arrangement's guide for the same role if it has that name,
  /// else a new one.
  mutating func makeGuide(_ identifier: String, for role: GuideRole) -> LayoutGuide {
    let guide: LayoutGuide
    if let spare = spareGuides[role], spare.identifier == identifier {
      spareGuides[role] = nil
      guide = spare
    } else {
      guide = LayoutGuide()
      guide.identifier = identifier
      stack.addLayoutGuide(guide)
    }
    parts.guides.append(guide)
    parts.roles.append(role)
    return guide
  }

  /// The spacing after an arranged view, resolved and rounded to pixels.
  func spacing(after view: View) -> CGFloat {
    var value = stack.customSpacings[ObjectIdentifier(view)] ?? stack.spacing
    if value == StackView.spacingUseSystem { value = systemSpacing }
    let scale = stack.rootView.displayScaleForLayout
    return scale > 0 ? (value * scale).rounded() / scale : value
  }

  /// Hidden views collapse to zero length just after the visible view
  /// before them, weakly, so they never push on anything.
  private mutating func makeHiding() {
    var previous: View?
    for view in stack.storedArrangedSubviews {
      guard view.isHidden else {
        previous = view
        continue
      }
      makeHiding(of: view, after: previous)
    }
  }

  /// One hidden view's collapse, after `previous`, the visible view
  /// before it (nil for none: it then sits at the canvas's start).
  mutating func makeHiding(of view: View, after previous: View?) {
    make(view, along.length, to: nil, .notAnAttribute, priority: 999.999, "UISV-hiding")
    if let previous {
      make(view, along.leading, to: previous, along.trailing, priority: 50, "UISV-spacing-hidden")
    } else {
      make(view, along.leading, to: canvas, along.leading, priority: 50, "UISV-spacing-hidden")
    }
    make(view, across.leading, to: canvas, across.leading, priority: 50, "UISV-hiding")
  }
}
