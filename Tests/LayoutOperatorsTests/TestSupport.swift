import Foundation
import LayoutCore
import Testing

@testable import LayoutOperators

/// A window of a size, scale 1, with optional safe-area insets.
func makeWindow(
  width: CGFloat = 300, height: CGFloat = 600, safeArea: EdgeInsets = .zero,
  direction: UserInterfaceLayoutDirection = .leftToRight
) -> Window {
  let window = Window(
    size: CGSize(width: width, height: height), safeAreaInsets: safeArea, displayScale: 1,
    layoutDirection: direction)
  window.debugName = "window"
  return window
}

/// A named subview of `parent`, still translating its autoresizing mask, as
/// views made in code do: activation through the DSL must turn that off.
func makeView(_ name: String, in parent: View) -> View {
  let view = View()
  view.debugName = name
  parent.addSubview(view)
  return view
}

/// A rectangle from four numbers.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// Expects every field of a constraint: `first.attribute relation multiplier × second.attribute + constant`.
func expectConstraint(
  _ constraint: LayoutConstraint,
  _ first: LayoutItem, _ firstAttribute: LayoutConstraint.Attribute,
  _ relation: LayoutConstraint.Relation,
  _ second: LayoutItem?, _ secondAttribute: LayoutConstraint.Attribute,
  multiplier: CGFloat = 1, constant: CGFloat = 0,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(constraint.firstItem === first, sourceLocation: sourceLocation)
  #expect(constraint.firstAttribute == firstAttribute, sourceLocation: sourceLocation)
  #expect(constraint.relation == relation, sourceLocation: sourceLocation)
  #expect(constraint.secondItem === second, sourceLocation: sourceLocation)
  #expect(constraint.secondAttribute == secondAttribute, sourceLocation: sourceLocation)
  #expect(
    abs(constraint.multiplier - multiplier) < 1e-9,
    "multiplier \(constraint.multiplier), expected \(multiplier)", sourceLocation: sourceLocation)
  #expect(
    abs(constraint.constant - constant) < 1e-9,
    "constant \(constraint.constant), expected \(constant)", sourceLocation: sourceLocation)
  #expect(!constraint.isActive, sourceLocation: sourceLocation)
}

/// Two sibling views in a 300 × 600 window; `a` is fixed at (10, 20, 100, 50).
struct Pair {
  let window = makeWindow()
  let a: View
  let b: View

  init() {
    a = makeView("a", in: window)
    b = makeView("b", in: window)
    Constraints {
      a.leading == window.leading + 10
      a.top == window.top + 20
      a.size == CGSize(width: 100, height: 50)
    }.activate()
  }

  /// Activates `constraints`, lays out, and returns `b`'s frame.
  func frameOfB(after constraints: [LayoutConstraint]) -> CGRect {
    constraints.activate()
    window.layoutIfNeeded()
    return b.frame
  }
}
