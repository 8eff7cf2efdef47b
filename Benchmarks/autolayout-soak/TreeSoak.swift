import Foundation
import LayoutCore

/// Random edits on a view tree in one ``Window``: views (plain, labels, stack
/// views) added and removed at any depth, constraints of every anchor family
/// activated and deactivated, their constants and priorities changed, views
/// hidden and shown (arranged subviews included), stacks rearranged, guides
/// added and removed, and layout passes.
///
/// After every layout pass every frame (views, window, guides) is finite. A
/// teardown removes every view, guide and constraint the steps made; the
/// engine must then hold exactly what it held after the first teardown.
final class TreeSoak: SoakWorkload {
  typealias Footprint = LayoutEngineFootprint

  let name = "tree"
  private(set) var counters = SoakCounters()
  private var rng: SoakRandom
  private let trace: Bool
  private let window = Window(size: CGSize(width: 400, height: 800), displayScale: 2)
  /// The views in the window's tree, the window excluded.
  private var views: [View] = []
  /// Guides the steps added to views in the tree.
  private var guides: [LayoutGuide] = []
  /// Constraints the steps made and still reference (active or not).
  private var constraints: [LayoutConstraint] = []
  /// Diagnostics recorded since the last teardown (conflicts the engine resolved by breaking a constraint).
  private var diagnosticCount = 0

  /// Above these sizes removals are favoured: trees stay screen-sized.
  private static let viewLimit = 40
  private static let constraintLimit = 120
  private static let priorities: [LayoutPriority] = [.required, .required, 999, .defaultHigh, 500, .defaultLow, 1]

  init(seed: UInt64, trace: Bool) {
    rng = SoakRandom(seed: seed ^ 0x7EE5_0A4F_0000_0002)
    self.trace = trace
    // The window's system guides exist from the start, so every teardown finds them.
    _ = window.safeAreaLayoutGuide
    _ = window.layoutMarginsGuide
    _ = window.readableContentGuide
    window.layoutDiagnostics.handler = { [unowned self] _ in self.diagnosticCount += 1 }
  }

  // MARK: - Steps

  func step(_ index: Int) {
    counters.operations += 1
    let before = diagnosticCount
    switch rng.below(100) {
    case 0..<12: views.count >= Self.viewLimit ? removeView() : addView()
    case 12..<18: removeView()
    case 18..<38: constraints.count >= Self.constraintLimit ? deactivate() : activate()
    case 38..<45: deactivate()
    case 45..<53: changeConstant()
    case 53..<59: changePriority()
    case 59..<65: toggleHidden()
    case 65..<71: rearrangeStack()
    case 71..<74: changeGuides()
    case 74..<77: changeContent()
    case 77..<80: moveView()
    default:
      log("layoutIfNeeded")
      window.layoutIfNeeded()
      checkFrames(index)
    }
    counters.rejected += diagnosticCount - before
  }

  private func addView() {
    let view: View
    switch rng.below(5) {
    case 0:
      let label = Label(text: rng.pick(["", "Hi", "A longer line of text", "Two\nlines"]))
      label.numberOfLines = rng.below(3)
      view = label
    case 1:
      let stack = StackView(arrangedSubviews: [])
      stack.axis = rng.oneIn(2) ? .horizontal : .vertical
      stack.spacing = CGFloat(rng.below(20))
      view = stack
    default:
      view = View()
    }
    view.translatesAutoresizingMaskIntoConstraints = rng.oneIn(4)
    view.frame = CGRect(x: rng.below(100), y: rng.below(100), width: 10 + rng.below(100), height: 10 + rng.below(60))
    let parent: View = views.isEmpty || rng.oneIn(3) ? window : rng.pick(views)
    if let stack = parent as? StackView, rng.oneIn(2) {
      log("add \(kind(view)) arranged in stack")
      stack.addArrangedSubview(view)
    } else {
      log("add \(kind(view)) under \(parent === window ? "window" : kind(parent))")
      parent.addSubview(view)
    }
    views.append(view)
  }

  private func removeView() {
    guard !views.isEmpty else { return }
    let view = views.remove(at: rng.below(views.count))
    log("remove \(kind(view)) with \(view.subviews.count) subviews")
    view.removeFromSuperview()
    forgetDetached()
  }

  private func activate() {
    let constraint: LayoutConstraint
    let first = randomItem()
    let second = randomItem()
    let constant = CGFloat(rng.below(301) - 100)
    switch rng.below(4) {
    case 0:
      let a = xAnchor(first)
      let b = xAnchor(second)
      if rng.oneIn(6) {
        constraint = a.constraint(equalToSystemSpacingAfter: b, multiplier: CGFloat(1 + rng.below(2)))
      } else {
        constraint = related(a, b, constant)
      }
    case 1:
      let a = yAnchor(first)
      let b = yAnchor(second)
      if rng.oneIn(6) {
        constraint = a.constraint(greaterThanOrEqualToSystemSpacingBelow: b, multiplier: 1)
      } else {
        constraint = related(a, b, constant)
      }
    default:
      let a = rng.oneIn(2) ? first.widthAnchor : first.heightAnchor
      if rng.oneIn(2) {
        let c = abs(constant)
        switch rng.below(3) {
        case 0: constraint = a.constraint(equalToConstant: c)
        case 1: constraint = a.constraint(greaterThanOrEqualToConstant: c)
        default: constraint = a.constraint(lessThanOrEqualToConstant: c)
        }
      } else {
        let b = rng.oneIn(2) ? second.widthAnchor : second.heightAnchor
        let multiplier = rng.pick([0.5, 1, 2, 0.25, 1.5] as [CGFloat])
        switch rng.below(3) {
        case 0: constraint = a.constraint(equalTo: b, multiplier: multiplier, constant: constant)
        case 1: constraint = a.constraint(greaterThanOrEqualTo: b, multiplier: multiplier, constant: constant)
        default: constraint = a.constraint(lessThanOrEqualTo: b, multiplier: multiplier, constant: constant)
        }
      }
    }
    constraint.priority = rng.pick(Self.priorities)
    log("activate \(constraint)")
    constraint.isActive = true
    constraints.append(constraint)
  }

  private func related<Kind: AnyObject>(_ a: LayoutAnchor<Kind>, _ b: LayoutAnchor<Kind>, _ constant: CGFloat)
    -> LayoutConstraint
  {
    switch rng.below(3) {
    case 0: a.constraint(equalTo: b, constant: constant)
    case 1: a.constraint(greaterThanOrEqualTo: b, constant: constant)
    default: a.constraint(lessThanOrEqualTo: b, constant: constant)
    }
  }

  private func deactivate() {
    guard !constraints.isEmpty else { return }
    let constraint = constraints.remove(at: rng.below(constraints.count))
    log("deactivate \(constraint)")
    constraint.isActive = false
  }

  private func changeConstant() {
    guard !constraints.isEmpty else { return }
    let constraint = rng.pick(constraints)
    let constant = CGFloat(rng.below(401) - 100) / CGFloat(rng.pick([1, 2, 3]))
    log("constant \(constant) for \(constraint)")
    constraint.constant = constant
  }

  private func changePriority() {
    guard !constraints.isEmpty else { return }
    let constraint = rng.pick(constraints)
    let priority = rng.pick(Self.priorities)
    log("priority \(priority) for \(constraint)")
    constraint.priority = priority
  }

  private func toggleHidden() {
    // Half the time an arranged subview, whose hiding the stack turns into constraints.
    let arranged = views.compactMap { $0 as? StackView }.flatMap(\.arrangedSubviews)
    let pool = !arranged.isEmpty && rng.oneIn(2) ? arranged : views
    guard !pool.isEmpty else { return }
    let view = rng.pick(pool)
    log("hidden \(!view.isHidden) for \(kind(view))")
    view.isHidden.toggle()
  }

  private func rearrangeStack() {
    let stacks = views.compactMap { $0 as? StackView }
    guard !stacks.isEmpty else { return addView() }
    let stack = rng.pick(stacks)
    switch rng.below(7) {
    case 0, 1:
      // An existing view moves into the stack (the stack refuses its own ancestors).
      guard !views.isEmpty else { return }
      let view = rng.pick(views)
      log("arrange existing \(kind(view)) in stack")
      stack.insertArrangedSubview(view, at: rng.below(stack.arrangedSubviews.count + 1))
    case 2:
      guard !stack.arrangedSubviews.isEmpty else { return }
      let view = rng.pick(stack.arrangedSubviews)
      if rng.oneIn(2) {
        log("unarrange \(kind(view))")
        stack.removeArrangedSubview(view)
      } else {
        log("remove arranged \(kind(view))")
        view.removeFromSuperview()
        forgetDetached()
      }
    case 3:
      stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
      log("axis \(stack.axis)")
    case 4:
      stack.distribution = StackView.Distribution(rawValue: rng.below(8)) ?? .fill
      log("distribution \(stack.distribution)")
    case 5:
      stack.alignment = StackView.Alignment(rawValue: rng.below(6)) ?? .fill
      log("alignment \(stack.alignment)")
    default:
      stack.spacing = CGFloat(rng.below(30))
      stack.isLayoutMarginsRelativeArrangement = rng.oneIn(3)
      stack.isBaselineRelativeArrangement = rng.oneIn(4)
      if let first = stack.arrangedSubviews.first { stack.setCustomSpacing(CGFloat(rng.below(40)), after: first) }
      log("spacing \(stack.spacing)")
    }
  }

  private func changeGuides() {
    if !guides.isEmpty && rng.oneIn(2) {
      let guide = guides.remove(at: rng.below(guides.count))
      log("remove guide")
      guide.owningView?.removeLayoutGuide(guide)
      forgetDetached()
    } else {
      let owner: View = views.isEmpty || rng.oneIn(4) ? window : rng.pick(views)
      let guide = LayoutGuide()
      log("add guide to \(owner === window ? "window" : kind(owner))")
      owner.addLayoutGuide(guide)
      guides.append(guide)
    }
  }

  private func changeContent() {
    guard !views.isEmpty else { return }
    let view = rng.pick(views)
    if let label = view as? Label, rng.oneIn(2) {
      label.text = rng.pick([nil, "", "x", "Some text that wraps maybe", "Hello\nworld"])
      log("text \(label.text ?? "nil")")
    } else {
      let axis: LayoutConstraint.Axis = rng.oneIn(2) ? .horizontal : .vertical
      let priority = rng.pick(Self.priorities)
      log("hugging/compression \(priority)")
      if rng.oneIn(2) {
        view.setContentHuggingPriority(priority, for: axis)
      } else {
        view.setContentCompressionResistancePriority(priority, for: axis)
      }
    }
  }

  /// Moves a view under another parent (not its own descendant).
  ///
  /// The window itself is never resized and its safe area never changes: a
  /// resize that contradicts required constraints breaks the window's own
  /// size pin (the constraint being changed is the one broken), and a broken
  /// constraint stays broken for the engine's lifetime, in the solver at
  /// strength 1e9 with two error symbols instead of a dummy. The engine would
  /// then hold something else after a teardown than before, by design rather
  /// than by a leak, and the exact footprint check would fail.
  private func moveView() {
    guard views.count > 1 else { return }
    let view = rng.pick(views)
    let parent = rng.pick(views)
    guard parent !== view, !parent.isDescendant(of: view) else { return }
    log("move \(kind(view)) under \(kind(parent))")
    parent.addSubview(view)
    forgetDetached()
  }

  // MARK: - Items and anchors

  /// A view, the window, a guide the steps added, or a system guide of one of them.
  private func randomItem() -> LayoutItem {
    let view: View = views.isEmpty || rng.oneIn(6) ? window : rng.pick(views)
    switch rng.below(10) {
    case 0: return view.safeAreaLayoutGuide
    case 1: return view.layoutMarginsGuide
    case 2: return view.readableContentGuide
    case 3: return guides.isEmpty ? view : rng.pick(guides)
    default: return view
    }
  }

  private func xAnchor(_ item: LayoutItem) -> XAxisAnchor {
    switch rng.below(5) {
    case 0: item.leadingAnchor
    case 1: item.trailingAnchor
    case 2: item.leftAnchor
    case 3: item.rightAnchor
    default: item.centerXAnchor
    }
  }

  private func yAnchor(_ item: LayoutItem) -> YAxisAnchor {
    if let view = item as? View, rng.oneIn(4) {
      return rng.oneIn(2) ? view.firstBaselineAnchor : view.lastBaselineAnchor
    }
    switch rng.below(3) {
    case 0: return item.topAnchor
    case 1: return item.bottomAnchor
    default: return item.centerYAnchor
    }
  }

  // MARK: - Bookkeeping

  /// Drops the views, guides and constraints that left the window's tree.
  private func forgetDetached() {
    views.removeAll { !$0.isDescendant(of: window) }
    guides.removeAll { guide in guide.owningView.map { !isInTree($0) } ?? true }
    constraints.removeAll { constraint in
      guard let first = constraint.firstItem, isInTree(first) else { return true }
      if let second = constraint.secondItem, !isInTree(second) { return true }
      return false
    }
  }

  private func isInTree(_ item: LayoutItem) -> Bool {
    if let view = item as? View { return view === window || view.isDescendant(of: window) }
    if let guide = item as? LayoutGuide, let owner = guide.owningView { return isInTree(owner) }
    return false
  }

  private func kind(_ view: View) -> String {
    switch view {
    case is StackView: "stack"
    case is Label: "label"
    default: "view"
    }
  }

  // MARK: - Invariants

  private func checkFrames(_ index: Int) {
    func check(_ rect: CGRect, _ what: @autoclosure () -> String) {
      counters.checks += 1
      if !(rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite) {
        counters.violate("step \(index): \(what()) has frame \(rect)")
      }
    }
    check(window.frame, "the window")
    for view in views { check(view.frame, "a \(kind(view))") }
    for guide in guides { check(guide.layoutFrame, "a guide") }
    for guide in [window.safeAreaLayoutGuide, window.layoutMarginsGuide, window.readableContentGuide] {
      check(guide.layoutFrame, "a window guide")
    }
  }

  // MARK: - Teardown

  func tearDown() -> LayoutEngineFootprint {
    log("teardown")
    for constraint in constraints { constraint.isActive = false }
    constraints.removeAll()
    for guide in guides { guide.owningView?.removeLayoutGuide(guide) }
    guides.removeAll()
    for view in window.subviews { view.removeFromSuperview() }
    views.removeAll()
    window.layoutIfNeeded()
    checkFrames(-1)
    window.layoutDiagnostics.removeAll()
    diagnosticCount = 0
    if getenv("SOAK_DUMP") != nil { Console.error(window.layoutEngineDump) }
    return window.layoutEngineFootprint
  }

  // MARK: - Reporting

  private func log(_ text: @autoclosure () -> String) {
    if trace { Console.error("[tree] " + text()) }
  }
}
