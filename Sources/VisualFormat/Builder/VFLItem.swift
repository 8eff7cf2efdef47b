import Foundation
import LayoutCore

/// One item of a ``VFL`` line: the superview bar, a view, or a space.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public struct VFLItem {
  enum Content {
    case superView
    case view(LayoutItem, [VFLPredicate])
    case space([VFLPredicate])
  }

  let content: Content

  // MARK: - The superview

  /// The superview's edge: `|`.
  public static var superView: VFLItem { VFLItem(content: .superView) }
  /// The superview's top edge (another name for ``superView``).
  public static var top: VFLItem { VFLItem(content: .superView) }
  /// The superview's bottom edge (another name for ``superView``).
  public static var bottom: VFLItem { VFLItem(content: .superView) }
  /// The superview's left edge (another name for ``superView``).
  public static var left: VFLItem { VFLItem(content: .superView) }
  /// The superview's right edge (another name for ``superView``).
  public static var right: VFLItem { VFLItem(content: .superView) }

  // MARK: - Views

  /// A view, optionally with a fixed size on the line's axis: `[v]`, `[v(20)]`, `[v(20@250)]`.
  public static func view(_ view: LayoutItem, size: Double? = nil, priority: LayoutPriority? = nil) -> VFLItem {
    VFLItem(content: .view(view, size.map { [VFLPredicate.equal($0, priority: priority)] } ?? []))
  }

  /// A view the same size as another on the line's axis: `[v(==w)]`, `[v(==w@750)]`.
  public static func view(_ view: LayoutItem, equal other: LayoutItem, priority: LayoutPriority? = nil) -> VFLItem {
    VFLItem(content: .view(view, [.equal(to: other, priority: priority)]))
  }

  /// A view with any predicates on its size: `.view(button, .atLeast(70), .atMost(100))`.
  public static func view(_ view: LayoutItem, _ first: VFLPredicate, _ more: VFLPredicate...) -> VFLItem {
    VFLItem(content: .view(view, [first] + more))
  }

  /// Short for ``view(_:size:priority:)``.
  public static func v(_ view: LayoutItem, _ size: Double? = nil, p priority: LayoutPriority? = nil) -> VFLItem {
    self.view(view, size: size, priority: priority)
  }

  /// Short for ``view(_:equal:priority:)``.
  public static func v(_ view: LayoutItem, e other: LayoutItem, p priority: LayoutPriority? = nil) -> VFLItem {
    self.view(view, equal: other, priority: priority)
  }

  // MARK: - Spaces

  /// A space: the standard one (`-`) without a value, else `-(value@priority)-`.
  public static func space(_ value: Double? = nil, priority: LayoutPriority? = nil) -> VFLItem {
    VFLItem(content: .space(value.map { [VFLPredicate.equal($0, priority: priority)] } ?? []))
  }

  /// A space with any predicates: `.space(.atLeast(8), .atMost(20, priority: 750))`.
  public static func space(_ first: VFLPredicate, _ more: VFLPredicate...) -> VFLItem {
    VFLItem(content: .space([first] + more))
  }

  /// Short for ``space(_:priority:)``.
  public static func s(_ value: Double? = nil, p priority: LayoutPriority? = nil) -> VFLItem {
    space(value, priority: priority)
  }
}

/// A predicate on a view's size or a space: a relation, a value and a priority.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public struct VFLPredicate {
  enum Value {
    case number(Double)
    case metric(String)
    case view(LayoutItem)
  }

  let relation: String
  let value: Value
  let priority: LayoutPriority?

  /// Equal to a number.
  public static func equal(_ value: Double, priority: LayoutPriority? = nil) -> VFLPredicate {
    VFLPredicate(relation: "==", value: .number(value), priority: priority)
  }

  /// At least a number: `>=`.
  public static func atLeast(_ value: Double, priority: LayoutPriority? = nil) -> VFLPredicate {
    VFLPredicate(relation: ">=", value: .number(value), priority: priority)
  }

  /// At most a number: `<=`.
  public static func atMost(_ value: Double, priority: LayoutPriority? = nil) -> VFLPredicate {
    VFLPredicate(relation: "<=", value: .number(value), priority: priority)
  }

  /// Equal to a named metric (see ``VFL/withMetrics(_:)``); use `relation` for `<=`/`>=`.
  public static func metric(_ name: String, relation: String = "==", priority: LayoutPriority? = nil) -> VFLPredicate {
    VFLPredicate(relation: relation, value: .metric(name), priority: priority)
  }

  /// The same size as another view (view sizes only).
  public static func equal(to view: LayoutItem, priority: LayoutPriority? = nil) -> VFLPredicate {
    VFLPredicate(relation: "==", value: .view(view), priority: priority)
  }

  /// At least the size of another view.
  public static func atLeast(_ view: LayoutItem, priority: LayoutPriority? = nil) -> VFLPredicate {
    VFLPredicate(relation: ">=", value: .view(view), priority: priority)
  }

  /// At most the size of another view.
  public static func atMost(_ view: LayoutItem, priority: LayoutPriority? = nil) -> VFLPredicate {
    VFLPredicate(relation: "<=", value: .view(view), priority: priority)
  }
}
