import Foundation
import LayoutCore

// MARK: - Arithmetic on every composite

extension CompositeExpression {
  /// Every anchor shifted by the same `offset`: edges move, they do not grow.
  ///
  /// `a.edges == b.edges + 10` puts `a` 10 right of and 10 below `b`, at
  /// `b`'s size. Use `EdgeInsets` to grow or shrink instead.
  public static func + (lhs: CompositeExpression, rhs: CGFloat) -> CompositeExpression {
    lhs.map { $0.shifted(by: rhs) }
  }

  /// Every anchor shifted back by the same `offset`.
  public static func - (lhs: CompositeExpression, rhs: CGFloat) -> CompositeExpression {
    lhs.map { $0.shifted(by: -rhs) }
  }

  /// Every anchor scaled by `factor`: `a.size == b.size * 2`.
  public static func * (lhs: CompositeExpression, rhs: CGFloat) -> CompositeExpression {
    lhs.map { $0.scaled(by: rhs) }
  }

  /// Every anchor scaled by `factor`, written first: `a.size == 2 * b.size`.
  public static func * (lhs: CGFloat, rhs: CompositeExpression) -> CompositeExpression {
    rhs.map { $0.scaled(by: lhs) }
  }

  /// Every anchor divided by `divisor`: `a.size == b.size / 2`.
  public static func / (lhs: CompositeExpression, rhs: CGFloat) -> CompositeExpression {
    lhs.map { $0.scaled(by: 1 / rhs) }
  }
}

// MARK: - Relations between composites of one shape

extension CompositeExpression {
  /// One equality per anchor: `a.edges == b.edges` makes four constraints.
  public static func == (lhs: CompositeExpression, rhs: CompositeExpression) -> [LayoutConstraint] {
    lhs.relate(.equal, to: rhs)
  }

  /// One `<=` per anchor.
  public static func <= (lhs: CompositeExpression, rhs: CompositeExpression) -> [LayoutConstraint] {
    lhs.relate(.lessThanOrEqual, to: rhs)
  }

  /// One `>=` per anchor.
  public static func >= (lhs: CompositeExpression, rhs: CompositeExpression) -> [LayoutConstraint] {
    lhs.relate(.greaterThanOrEqual, to: rhs)
  }
}

// MARK: - Edges with insets

extension CompositeExpression where Shape: EdgesShape {
  /// The rectangle grown by `insets`: each edge moves outward by its inset.
  ///
  /// `a.edges == b.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)`
  /// makes `a` 20 wider and taller than `b`, around it: the top and leading
  /// constants are negated, the bottom and trailing ones are not. `left`
  /// is the leading inset and `right` the trailing one; insets of edges the
  /// shape does not have are ignored (`EdgeInsets(left:right:)` suits
  /// `horizontalEdges`).
  public static func + (lhs: CompositeExpression, rhs: EdgeInsets) -> CompositeExpression {
    lhs.map { $0.shifted(by: outward(rhs, at: $0.attribute)) }
  }

  /// The rectangle shrunk by `insets`: each edge moves inward by its inset.
  public static func - (lhs: CompositeExpression, rhs: EdgeInsets) -> CompositeExpression {
    lhs.map { $0.shifted(by: -outward(rhs, at: $0.attribute)) }
  }

  /// The offset that moves the edge `attribute` outward by its inset.
  private static func outward(_ insets: EdgeInsets, at attribute: LayoutConstraint.Attribute)
    -> CGFloat
  {
    switch attribute {
    case .top: -insets.top
    case .leading: -insets.left
    case .bottom: insets.bottom
    case .trailing: insets.right
    default: 0
    }
  }
}

// MARK: - Centers with offsets

extension CompositeExpression where Shape == CompositeShape.Center {
  /// The center moved by `offset`: `badge.centerXY == icon.centerXY + CGPoint(x: 8, y: -8)`.
  public static func + (lhs: CompositeExpression, rhs: CGPoint) -> CompositeExpression {
    CompositeExpression(terms: [lhs.terms[0].shifted(by: rhs.x), lhs.terms[1].shifted(by: rhs.y)])
  }

  /// The center moved back by `offset`.
  public static func - (lhs: CompositeExpression, rhs: CGPoint) -> CompositeExpression {
    CompositeExpression(terms: [lhs.terms[0].shifted(by: -rhs.x), lhs.terms[1].shifted(by: -rhs.y)])
  }
}

// MARK: - Sizes with numbers and sizes

extension CompositeExpression where Shape == CompositeShape.Size {
  /// A square: `a.size == 200` fixes width and height to 200.
  public static func == (lhs: CompositeExpression, rhs: CGFloat) -> [LayoutConstraint] {
    lhs.relate(.equal, to: [rhs, rhs])
  }

  /// Width and height each at most `rhs`.
  public static func <= (lhs: CompositeExpression, rhs: CGFloat) -> [LayoutConstraint] {
    lhs.relate(.lessThanOrEqual, to: [rhs, rhs])
  }

  /// Width and height each at least `rhs`.
  public static func >= (lhs: CompositeExpression, rhs: CGFloat) -> [LayoutConstraint] {
    lhs.relate(.greaterThanOrEqual, to: [rhs, rhs])
  }

  /// A fixed size: `a.size == CGSize(width: 100, height: 50)`.
  public static func == (lhs: CompositeExpression, rhs: CGSize) -> [LayoutConstraint] {
    lhs.relate(.equal, to: [rhs.width, rhs.height])
  }

  /// Width and height at most those of `rhs`.
  public static func <= (lhs: CompositeExpression, rhs: CGSize) -> [LayoutConstraint] {
    lhs.relate(.lessThanOrEqual, to: [rhs.width, rhs.height])
  }

  /// Width and height at least those of `rhs`.
  public static func >= (lhs: CompositeExpression, rhs: CGSize) -> [LayoutConstraint] {
    lhs.relate(.greaterThanOrEqual, to: [rhs.width, rhs.height])
  }
}
