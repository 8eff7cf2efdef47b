import Cassowary

// MARK: - From attributes to linear expressions

/// A constraint's left-hand side minus its right-hand side, without the user's constant.
///
/// Filled in place by ``LayoutEngine/buildExpression(for:into:)`` rather
/// than returned as an optional: copying and testing an optional of it went
/// through the runtime's generic value witnesses, a call each per install.
struct BuiltExpression {
  var terms = TermList()
  /// Constant parts of the attributes (baseline offsets).
  var attributeConstant = 0.0
}

extension LayoutEngine {
  /// Builds `first − multiplier × second` in the coordinate space of the view
  /// the constraint is installed on.
  ///
  /// An attribute of item `I` seen from ancestor `C` is `I`'s unknown plus the
  /// x (or y) unknowns of every ancestor between `I` and `C`; `C`'s own edges
  /// are 0 and its width. Leading and trailing resolve to left or right by
  /// their item's direction; a constraint whose first directional attribute
  /// belongs to a right-to-left item is mirrored (its x terms negated), so
  /// that its constant points towards the trailing edge, as in UIKit.
  ///
  /// Returns false, leaving `built` as it was, when an item is gone or not solved.
  func buildExpression(for constraint: LayoutConstraint, into built: inout BuiltExpression) -> Bool {
    // Borrowed (see `Borrowed`): the items and the view the constraint is
    // installed on are in this engine's tree while it builds.
    guard let first = constraint.firstReference.borrowed,
      let space = constraint.engineState.installedOnReference.mapped(Borrowed.init)
    else {
      return false
    }
    guard constraint.secondAttribute != .notAnAttribute else {
      return first.read { first in
        space.read { space in buildExpression(constraint, first, nil, in: space, into: &built) }
      }
    }
    guard let second = constraint.secondReference?.borrowed else { return false }
    return first.read { first in
      second.read { second in
        space.read { space in buildExpression(constraint, first, second, in: space, into: &built) }
      }
    }
  }

  /// ``buildExpression(for:into:)`` for items that exist, seen from `space`.
  private func buildExpression(
    _ constraint: LayoutConstraint, _ first: LayoutItem, _ second: LayoutItem?, in space: View,
    into built: inout BuiltExpression
  ) -> Bool {
    let windowDirection = Borrowed(rootReference).read { ($0 as? Window)?.storedLayoutDirection ?? .leftToRight }
    var sign = 1.0
    if constraint.firstAttribute.family == .xAxis {
      if constraint.firstAttribute.isDirectional {
        sign = first.semanticContent.direction(in: windowDirection) == .rightToLeft ? -1 : 1
      } else if let second, constraint.secondAttribute.isDirectional {
        sign = second.semanticContent.direction(in: windowDirection) == .rightToLeft ? -1 : 1
      }
    }
    var builder = ExpressionBuilder(space: space, engine: self, windowDirection: windowDirection)
    builder.contentScroll = scrollSeenAsContent(first, second, space: space)
    guard builder.add(first, constraint.firstAttribute, sign) else { return false }
    if let second = second.mapped(Borrowed.init) {
      // Borrowed: bound with `if let`, the item was retained around the call.
      let coefficient = -sign * Double(constraint.multiplier)
      let attribute = constraint.secondAttribute
      guard second.read({ builder.add($0, attribute, coefficient) }) else { return false }
    }
    built.terms = builder.terms
    built.attributeConstant = builder.constant
    return true
  }
}

extension LayoutEngine {
  /// The scroll view whose edges a constraint reads as its content's edges:
  /// the scroll view the constraint is installed on, when the constraint
  /// relates it to something inside it (not to its own system guides), as UIKit reads such constraints.
  func scrollSeenAsContent(_ first: LayoutItem, _ second: LayoutItem?, space: View) -> ScrollView? {
    guard let scroll = space as? ScrollView, scroll.existingContentGuide != nil, let second else { return nil }
    let other: LayoutItem
    if first === scroll {
      other = second
    } else if second === scroll {
      other = first
    } else {
      return nil
    }
    if other === scroll { return nil }
    if let guide = other as? LayoutGuide, guide.storedOwningView === scroll, guide.role != .user { return nil }
    return scroll
  }
}

/// Accumulates the terms of attributes seen from one view.
struct ExpressionBuilder {
  // Borrowed: the caller holds both for the builder's short life, and a
  // strong field would retain and release each once per constraint (an
  // `unowned(unsafe)` one at every use).
  let space: Borrowed<View>
  let engine: Borrowed<LayoutEngine>
  let windowDirection: UserInterfaceLayoutDirection
  /// Held inline and unretained (see `TermList`): the items hold their
  /// variables while the expression is built and installed.
  var terms = TermList()
  var constant = 0.0
  /// A scroll view whose edges stand for its content layout guide's (see `scrollSeenAsContent`).
  var contentScroll: ScrollView?

  init(space: View, engine: LayoutEngine, windowDirection: UserInterfaceLayoutDirection) {
    self.space = Borrowed(space)
    self.engine = Borrowed(engine)
    self.windowDirection = windowDirection
  }

  /// Adds `coefficient × attribute(item)`; false if an item on the way is not solved.
  ///
  /// Written so that the common case makes no owned copy of an item (a copy
  /// is a retain and a release, atomic operations that were a third of a
  /// build's time): the two substitutions recurse with the substitute
  /// instead of reassigning a local.
  mutating func add(
    _ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, _ coefficient: Double
  ) -> Bool {
    if let contentScroll, item === contentScroll, attribute != .width, attribute != .height,
      !attribute.isMargin, let guide = contentScroll.existingContentGuide
    {
      return add(guide, attribute, coefficient)
    }
    if attribute.isMargin, let view = item as? View {
      return add(view.layoutMarginsGuide, attribute.withoutMargin, coefficient)
    }
    var attribute = attribute
    switch attribute {
    case .leading:
      attribute =
        item.semanticContent.direction(in: windowDirection) == .leftToRight ? .left : .right
    case .trailing:
      attribute =
        item.semanticContent.direction(in: windowDirection) == .leftToRight ? .right : .left
    case .firstBaseline, .lastBaseline:
      return addBaseline(item, first: attribute == .firstBaseline, coefficient)
    default:
      break
    }
    if item.variables == nil { engine.read { $0.manage(item) } }
    guard let variables = item.borrowedVariables else { return false }
    // An item is its rectangle: left = x, right = x + width,
    // centerX = x + width / 2, where x is the item's minX plus the offsets
    // of its ancestors below `space` (and so for the vertical attributes).
    // The position comes before the size: of two unknowns that nothing
    // else decides, the solver defines the first, and the other stays
    // where it is. A view pinned only by its trailing edge then keeps its
    // width (zero) and moves to that edge, as in UIKit (Docs/UIKit.md,
    // "Ambiguous layouts").
    switch attribute {
    case .left:
      return addOffset(of: item, horizontal: true, coefficient)
    case .right:
      guard addOffset(of: item, horizontal: true, coefficient) else { return false }
      append(variables.width, coefficient)
      return true
    case .centerX:
      guard addOffset(of: item, horizontal: true, coefficient) else { return false }
      append(variables.width, coefficient / 2)
      return true
    case .top:
      return addOffset(of: item, horizontal: false, coefficient)
    case .bottom:
      guard addOffset(of: item, horizontal: false, coefficient) else { return false }
      append(variables.height, coefficient)
      return true
    case .centerY:
      guard addOffset(of: item, horizontal: false, coefficient) else { return false }
      append(variables.height, coefficient / 2)
      return true
    case .width:
      append(variables.width, coefficient)
      return true
    case .height:
      append(variables.height, coefficient)
      return true
    default:
      return false
    }
  }

  /// Appends `coefficient × variable`, unretained: its item holds it.
  @inline(__always)
  private mutating func append(_ variable: Borrowed<Variable>, _ coefficient: Double) {
    terms.append(variable.reference, coefficient)
  }

  /// The item's offset from `space`: its own minX or minY and each
  /// ancestor's below `space` (nothing for `space` itself).
  private mutating func addOffset(of item: LayoutItem, horizontal: Bool, _ coefficient: Double)
    -> Bool
  {
    if Borrowed(item).address == space.address { return true }
    guard let variables = item.borrowedVariables else { return false }
    append(horizontal ? variables.minX : variables.minY, coefficient)
    // Ancestors are views, borrowed through their superview links: each
    // stays in the tree, which the caller's constraint keeps, while the
    // expression is built.
    guard var current = item.borrowedParent else { return false }
    while !(current === space) {
      guard
        let next = current.read({ view -> Borrowed<View>? in
          guard let variables = view.borrowedVariables else { return nil }
          append(horizontal ? variables.minX : variables.minY, coefficient)
          return view.borrowedSuperview
        })
      else { return false }
      current = next
    }
    return true
  }

  /// Adds a baseline: the center of the baseline view plus its text offset,
  /// or its top (first) or bottom (last) edge when it has no text.
  private mutating func addBaseline(_ item: LayoutItem, first: Bool, _ coefficient: Double) -> Bool {
    guard let view = item as? View else { return add(item, first ? .top : .bottom, coefficient) }
    var target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    if target !== view && !target.isDescendant(of: view) { target = view }
    if let offsets = target.baselineOffsetsFromCenter {
      constant += coefficient * (first ? offsets.first : offsets.last)
      return add(target, .centerY, coefficient)
    }
    return add(target, first ? .top : .bottom, coefficient)
  }
}
