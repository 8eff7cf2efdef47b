import Foundation
import LayoutCore

// MARK: - Arithmetic: expression with a number

extension AnchorExpression {
  /// The expression shifted by `offset`: `a.top + 8`.
  public static func + (lhs: AnchorExpression, rhs: CGFloat) -> AnchorExpression {
    AnchorExpression(term: lhs.term.shifted(by: rhs))
  }

  /// The expression shifted back by `offset`: `a.trailing - 8`.
  public static func - (lhs: AnchorExpression, rhs: CGFloat) -> AnchorExpression {
    AnchorExpression(term: lhs.term.shifted(by: -rhs))
  }

  /// The expression scaled by `factor`, constant included: `(a.width + 10) * 2`.
  public static func * (lhs: AnchorExpression, rhs: CGFloat) -> AnchorExpression {
    AnchorExpression(term: lhs.term.scaled(by: rhs))
  }

  /// The expression divided by `divisor`, constant included: `(a.width + 150) / 2`.
  ///
  /// There is no `number / anchor`: it is not linear.
  public static func / (lhs: AnchorExpression, rhs: CGFloat) -> AnchorExpression {
    AnchorExpression(term: lhs.term.scaled(by: 1 / rhs))
  }
}

// MARK: - Arithmetic: number with an expression

extension AnchorExpression {
  /// The expression shifted by `offset`, written first: `10 + a.top`.
  public static func + (lhs: CGFloat, rhs: AnchorExpression) -> AnchorExpression {
    AnchorExpression(term: rhs.term.shifted(by: lhs))
  }

  /// The number minus the expression: `100 - a.width` is `-1 × a.width + 100`.
  public static func - (lhs: CGFloat, rhs: AnchorExpression) -> AnchorExpression {
    AnchorExpression(term: rhs.term.scaled(by: -1).shifted(by: lhs))
  }

  /// The expression scaled by `factor`, written first: `4 * b.top + 10`.
  public static func * (lhs: CGFloat, rhs: AnchorExpression) -> AnchorExpression {
    AnchorExpression(term: rhs.term.scaled(by: lhs))
  }
}

// MARK: - Relations between expressions

extension AnchorExpression {
  /// A constraint that makes both sides equal, solved for the left-hand anchor.
  ///
  /// ```swift
  /// view.bottom == 4 * button.top + 10   // view.bottom = 4 × button.top + 10
  /// a.leading - 10 == b.trailing          // a.leading = b.trailing + 10
  /// a.width * 2 == b.width                // a.width = 0.5 × b.width
  /// ```
  /// The constraint is inactive until you activate it.
  public static func == (lhs: AnchorExpression, rhs: AnchorExpression) -> LayoutConstraint {
    lhs.term.relate(.equal, to: rhs.term)
  }

  /// A constraint that keeps the left-hand side at most the right-hand side.
  ///
  /// A negative factor on the left flips the relation when it is divided out:
  /// `-1 * a.top <= b.top` is `a.top >= -1 × b.top`.
  public static func <= (lhs: AnchorExpression, rhs: AnchorExpression) -> LayoutConstraint {
    lhs.term.relate(.lessThanOrEqual, to: rhs.term)
  }

  /// A constraint that keeps the left-hand side at least the right-hand side.
  public static func >= (lhs: AnchorExpression, rhs: AnchorExpression) -> LayoutConstraint {
    lhs.term.relate(.greaterThanOrEqual, to: rhs.term)
  }
}

// MARK: - Relations between a dimension and a number

extension AnchorExpression where Kind == DimensionAnchor {
  /// A constraint that fixes a size: `a.height == 100`.
  public static func == (lhs: AnchorExpression, rhs: CGFloat) -> LayoutConstraint {
    lhs.term.relate(.equal, to: nil, constant: rhs)
  }

  /// A constraint that keeps a size at most `rhs`: `a.width <= 320`.
  public static func <= (lhs: AnchorExpression, rhs: CGFloat) -> LayoutConstraint {
    lhs.term.relate(.lessThanOrEqual, to: nil, constant: rhs)
  }

  /// A constraint that keeps a size at least `rhs`: `a.width >= 44`.
  public static func >= (lhs: AnchorExpression, rhs: CGFloat) -> LayoutConstraint {
    lhs.term.relate(.greaterThanOrEqual, to: nil, constant: rhs)
  }
}
