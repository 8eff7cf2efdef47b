import Foundation

/// Builds a stack view's constraints: UIKit's recipe, one layer along the
/// axis (distribution) and one across it (alignment).
///
/// Every constraint carries the identifier UIKit gives it (`UISV-spacing`,
/// `UISV-canvas-connection`...) and UIKit's priority, so diagnostics read as
/// UIKit's do and user constraints win or lose against the stack as they
/// would there. The arrangement is rebuilt whole on each change: stacks are
/// small, and a rebuild cannot leave a stale constraint behind.
struct StackViewArrangement {
  /// What an arrangement installed, kept by the stack to remove later.
  struct Parts {
    var constraints: [LayoutConstraint] = []
    var guides: [LayoutGuide] = []
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
  var parts = Parts()

  init(stack: StackView) {
    self.stack = stack
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    along = stack.axis == .horizontal ? .horizontal : .vertical
    across = stack.axis == .horizontal ? .vertical : .horizontal
    visible = stack.storedArrangedSubviews.filter { !$0.isHidden }
  }

  /// Replaces the stack's old constraints and guides with new ones.
  consuming func install() {
    LayoutConstraint.deactivate(stack.arrangement.constraints)
    for guide in stack.arrangement.guides { stack.removeLayoutGuide(guide) }
    stack.arrangement = Parts()
    makeHiding()
    if visible.isEmpty {
      // Nothing to hold the stack open: it shrinks to nothing unless told otherwise.
      make(canvas, along.length, to: nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
      make(canvas, across.length, to: nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
    } else {
      makeDistribution()
      makeAlignment()
    }
    LayoutConstraint.activate(parts.constraints)
    stack.arrangement = parts
  }

  // MARK: - Building blocks

  /// Adds `first.a (relation) multiplier × second.b + constant`.
  mutating func make(
    _ first: LayoutItem, _ a: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation = .equal, to second: LayoutItem?,
    _ b: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, _ identifier: String
  ) {
    parts.constraints.append(
      LayoutConstraint(
        item: first, attribute: a, relation: relation, toItem: second, attribute: b,
        multiplier: multiplier, constant: constant, priority: priority, kind: .stackView,
        identifier: identifier, file: #fileID, line: #line))
  }

  /// A layout guide owned by the stack, named as UIKit names its spacers.
  mutating func makeGuide(_ identifier: String) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.identifier = identifier
    stack.addLayoutGuide(guide)
    parts.guides.append(guide)
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
      make(view, along.length, to: nil, .notAnAttribute, priority: 999.999, "UISV-hiding")
      if let previous {
        make(view, along.leading, to: previous, along.trailing, priority: 50, "UISV-spacing-hidden")
      } else {
        make(view, along.leading, to: canvas, along.leading, priority: 50, "UISV-spacing-hidden")
      }
      make(view, across.leading, to: canvas, across.leading, priority: 50, "UISV-hiding")
    }
  }
}
