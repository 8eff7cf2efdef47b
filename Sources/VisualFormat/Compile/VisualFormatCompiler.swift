import Foundation
import LayoutCore

/// Turns a parsed Visual Format line into constraints, with Apple's semantics.
///
/// A gap is always read forward along the line: `[a]-(>=8)-[b]` means
/// `b.leading >= a.trailing + 8`, and `[a]-(>=8)-|` means
/// `superview.trailing >= a.trailing + 8`.
struct VisualFormatCompiler {
  typealias Attribute = LayoutConstraint.Attribute

  let syntax: VisualFormatSyntax
  let format: String
  let options: LayoutConstraint.FormatOptions
  let views: VisualFormatItems
  let file: StaticString
  let line: UInt
  private(set) var made: [LayoutConstraint] = []

  init(
    syntax: VisualFormatSyntax, format: String, options: LayoutConstraint.FormatOptions,
    views: VisualFormatItems, file: StaticString, line: UInt
  ) {
    self.syntax = syntax
    self.format = format
    self.options = options
    self.views = views
    self.file = file
    self.line = line
  }

  /// The attributes a line uses for the start and end of each view, and its size.
  private struct Edges {
    var start: Attribute
    var end: Attribute
    var size: Attribute
    var startMargin: Attribute
    var endMargin: Attribute
    /// Right-to-left lines run against the x axis: the next view is at the left.
    var reversed: Bool
  }

  private var edges: Edges {
    if syntax.axis == .vertical {
      return Edges(
        start: .top, end: .bottom, size: .height, startMargin: .topMargin, endMargin: .bottomMargin, reversed: false)
    }
    let direction = options.intersection(.directionMask)
    if direction == .directionLeftToRight {
      return Edges(
        start: .left, end: .right, size: .width, startMargin: .leftMargin, endMargin: .rightMargin, reversed: false)
    }
    if direction == .directionRightToLeft {
      return Edges(
        start: .right, end: .left, size: .width, startMargin: .rightMargin, endMargin: .leftMargin, reversed: true)
    }
    return Edges(
      start: .leading, end: .trailing, size: .width, startMargin: .leadingMargin, endMargin: .trailingMargin,
      reversed: false)
  }

  mutating func compile() throws(VisualFormatError) -> [LayoutConstraint] {
    try checkOptions()
    let edges = self.edges
    // A loop, not `map`: a closure formed on the main actor and handed to
    // the standard library is checked at run time on every call.
    var items: [LayoutItem] = []
    items.reserveCapacity(syntax.views.count)
    for view in syntax.views { items.append(views[view.name]) }
    let baselineSpacing = options.contains(.spacingBaselineToBaseline)

    if let leading = syntax.leadingSuperview {
      let barOffset = format.hasPrefix("H:") || format.hasPrefix("V:") ? 2 : 0
      let superview = try self.superview(of: items[0], barOffset: barOffset)
      try connect(
        superview, edges.start, items[0], edges.start, leading, margin: (edges.startMargin, onFirst: true),
        reversed: edges.reversed)
    }
    for (index, view) in syntax.views.enumerated() {
      if index > 0 {
        let end: Attribute = baselineSpacing ? .lastBaseline : edges.end
        let start: Attribute = baselineSpacing ? .firstBaseline : edges.start
        try connect(
          items[index - 1], end, items[index], start, syntax.connections[index - 1], margin: nil,
          reversed: edges.reversed)
      }
      for predicate in view.predicates {
        try size(items[index], predicate, edges.size)
      }
    }
    if let trailing = syntax.trailingSuperview {
      let last = items[items.count - 1]
      let superview = try self.superview(of: last, barOffset: format.count - 1)
      try connect(
        last, edges.end, superview, edges.end, trailing, margin: (edges.endMargin, onFirst: false),
        reversed: edges.reversed)
    }
    try align(items)
    return made
  }

  // MARK: - Pieces

  /// The constraints of one connection from `a` (earlier on the line) to `b` (later).
  ///
  /// The gap is `b.bAttribute - a.aAttribute`, so each predicate gives
  /// `b.bAttribute rel a.aAttribute + gap`; with `b` the superview that is Apple's
  /// `superview.trailing rel last.trailing + gap`. On a right-to-left line the
  /// gap runs the other way along x, so the sides swap. A standard connection to
  /// the superview (`|-`, `-|`) pins to its layout margin instead of its edge.
  private mutating func connect(
    _ a: LayoutItem, _ aAttribute: Attribute, _ b: LayoutItem, _ bAttribute: Attribute,
    _ connection: VisualFormatSyntax.Connection, margin: (attribute: Attribute, onFirst: Bool)?, reversed: Bool
  ) throws(VisualFormatError) {
    func add(
      _ relation: VisualFormatSyntax.Predicate.Relation, _ gap: Double, _ priority: Double, toMargin: Bool
    ) throws(VisualFormatError) {
      var aAttr = aAttribute
      var bAttr = bAttribute
      if toMargin, let margin {
        if margin.onFirst { aAttr = margin.attribute } else { bAttr = margin.attribute }
      }
      if reversed {
        try make(a, aAttr, relation, b, bAttr, constant: gap, priority: priority)
      } else {
        try make(b, bAttr, relation, a, aAttr, constant: gap, priority: priority)
      }
    }
    switch connection {
    case .flush:
      try add(.equal, 0, 1000, toMargin: false)
    case .standard:
      // Siblings: 8 points. To the superview: its layout margins (iOS 8 and later).
      if margin != nil {
        try add(.equal, 0, 1000, toMargin: true)
      } else {
        try add(.equal, 8, 1000, toMargin: false)
      }
    case .predicates(let predicates):
      for predicate in predicates {
        // The parser rejects views in connections, so every object here is a constant.
        guard case .constant(let gap) = predicate.object else { continue }
        try add(predicate.relation, gap, predicate.priority, toMargin: false)
      }
    }
  }

  /// `[view(rel value@priority)]`: the view's size on the line's axis.
  private mutating func size(
    _ view: LayoutItem, _ predicate: VisualFormatSyntax.Predicate, _ attribute: Attribute
  ) throws(VisualFormatError) {
    switch predicate.object {
    case .constant(let value):
      try make(view, attribute, predicate.relation, nil, .notAnAttribute, constant: value, priority: predicate.priority)
    case .view(let name):
      try make(view, attribute, predicate.relation, views[name], attribute, constant: 0, priority: predicate.priority)
    }
  }

  /// The alignment options: each adjacent pair of views shares the attribute.
  private mutating func align(_ items: [LayoutItem]) throws(VisualFormatError) {
    let table: [(LayoutConstraint.FormatOptions, Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
      (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
      (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    for (option, attribute) in table where options.contains(option) {
      for index in items.indices.dropFirst() {
        try make(items[index - 1], attribute, .equal, items[index], attribute, constant: 0, priority: 1000)
      }
    }
  }

  /// Apple's axis rules for the options.
  private func checkOptions() throws(VisualFormatError) {
    let horizontalEdges: LayoutConstraint.FormatOptions = [
      .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
    ]
    let verticalEdges: LayoutConstraint.FormatOptions = [
      .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
    ]
    if syntax.axis == .horizontal && !options.isDisjoint(with: horizontalEdges) {
      throw VisualFormatError(
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
        format: format, offset: 0)
    }
    if syntax.axis == .vertical && !options.isDisjoint(with: verticalEdges) {
      throw VisualFormatError(
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
        format: format, offset: 0)
    }
    if syntax.axis == .horizontal && options.contains(.spacingBaselineToBaseline) {
      throw VisualFormatError(
        "BaselineToBaseline format option not valid for horizontal layout", format: format, offset: 0)
    }
    if options.intersection(.directionMask) == .directionMask {
      throw VisualFormatError("Only one direction option may be given", format: format, offset: 0)
    }
  }

  /// The view `|` stands for: the superview of the neighbouring view (a guide's owning view).
  ///
  /// `barOffset`, the bar's column, is counted only for the error: counting
  /// a format's characters on every call was 1% of a feed cell's constraints.
  private func superview(of item: LayoutItem, barOffset: @autoclosure () -> Int) throws(VisualFormatError) -> View {
    let parent = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
    guard let parent else {
      throw VisualFormatError(
        "Unable to interpret '|' character, because the related view doesn't have a superview", format: format,
        offset: barOffset())
    }
    return parent
  }

  private mutating func make(
    _ first: LayoutItem, _ firstAttribute: Attribute, _ relation: VisualFormatSyntax.Predicate.Relation,
    _ second: LayoutItem?, _ secondAttribute: Attribute, constant: Double, priority: Double
  ) throws(VisualFormatError) {
    let mapped: LayoutConstraint.Relation =
      switch relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    do {
      let constraint = try LayoutConstraint.checked(
        item: first, attribute: firstAttribute, relatedBy: mapped, toItem: second, attribute: secondAttribute,
        multiplier: 1, constant: CGFloat(constant), file: file, line: line)
      constraint.priority = LayoutPriority(Float(priority))
      made.append(constraint)
    } catch {
      throw VisualFormatError("\(error)", format: format, offset: 0)
    }
  }
}
