import Foundation
import Testing

@testable import LayoutCore

/// Three views with different intrinsic sizes: along the stack's axis 40,
/// 60 and 20 long; across it 20, 30 and 10 thick.
func threeItems(axis: LayoutConstraint.Axis) -> [SizedView] {
  let sizes: [(along: CGFloat, across: CGFloat)] = [(40, 20), (60, 30), (20, 10)]
  return zip(["A", "B", "C"], sizes).map { name, size in
    let view = SizedView(
      size: axis == .horizontal
        ? CGSize(width: size.along, height: size.across)
        : CGSize(width: size.across, height: size.along))
    view.debugName = name
    return view
  }
}

/// A stack in a 400 × 300 window, its top-leading corner at the window's,
/// with an optional fixed size.
func makeStack(
  _ views: [View], axis: LayoutConstraint.Axis = .horizontal, spacing: CGFloat = 10,
  size: CGSize? = nil, direction: UserInterfaceLayoutDirection = .leftToRight
) -> (Window, StackView) {
  let window = makeWindow(width: 400, height: 300, direction: direction)
  let stack = StackView(arrangedSubviews: views)
  stack.debugName = "stack"
  stack.axis = axis
  stack.spacing = spacing
  stack.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(stack)
  stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
  stack.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
  if let size {
    stack.widthAnchor.constraint(equalToConstant: size.width).isActive = true
    stack.heightAnchor.constraint(equalToConstant: size.height).isActive = true
  }
  return (window, stack)
}

/// A frame from a position and length along the axis and across it.
func frame(
  along: (start: CGFloat, length: CGFloat), across: (start: CGFloat, length: CGFloat),
  axis: LayoutConstraint.Axis
) -> CGRect {
  axis == .horizontal
    ? CGRect(x: along.start, y: across.start, width: along.length, height: across.length)
    : CGRect(x: across.start, y: along.start, width: across.length, height: along.length)
}

/// The frame mirrored inside a container of a width, as right-to-left layout places it.
func mirrored(_ rect: CGRect, inWidth width: CGFloat) -> CGRect {
  CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
}

/// Whether two lists hold the same views in the same order.
func same(_ lhs: [View], _ rhs: [View]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
