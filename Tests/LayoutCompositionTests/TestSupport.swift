import Foundation
import LayoutComposition
import LayoutCore
import Testing

/// A view that stands for a coloured rectangle: no drawing here, so the colour is a name.
final class RectangleView: View {
  let color: String

  init(color: String) {
    self.color = color
    super.init(frame: .zero)
  }

  /// Never made from an archive.
  required init?(coder: NSCoder) { nil }
}

/// Puts `view` in a window of `size` at scale 1, filling it by frame, and lays out.
@discardableResult
func layOut(_ view: View, in size: CGSize) -> Window {
  let window = Window(size: size)
  view.frame = CGRect(origin: .zero, size: size)
  window.addSubview(view)
  window.layoutIfNeeded()
  // No constraint had to be broken: the options and the stacks agree.
  #expect(window.layoutDiagnostics.records.isEmpty, "\(window.layoutDiagnostics.records)")
  return window
}

/// A frame from four numbers, for short expectations.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// The frame of a view in the window's coordinates.
func windowFrame(of view: View) -> CGRect {
  var frame = view.frame
  var ancestor = view.superview
  while let current = ancestor, current.superview != nil {
    frame.origin.x += current.frame.minX
    frame.origin.y += current.frame.minY
    ancestor = current.superview
  }
  return frame
}

/// Whether two lists hold the same objects in the same order.
func same(_ lhs: [AnyObject], _ rhs: [AnyObject]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
