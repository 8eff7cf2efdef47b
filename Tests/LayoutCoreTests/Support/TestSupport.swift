import Foundation
import Testing

@testable import LayoutCore

/// A view positioned by constraints, with a name for messages.
func constrainedView(_ name: String, in parent: View? = nil) -> View {
  let view = View()
  view.debugName = name
  view.translatesAutoresizingMaskIntoConstraints = false
  parent?.addSubview(view)
  return view
}

/// A label positioned by constraints.
func constrainedLabel(_ text: String, fontSize: CGFloat = 20, in parent: View? = nil) -> Label {
  let label = Label(text: text)
  label.debugName = text
  label.fontSize = fontSize
  label.translatesAutoresizingMaskIntoConstraints = false
  parent?.addSubview(label)
  return label
}

/// Activates the four constraints that pin a view's edges to its container's.
func pinEdges(of view: View, to container: View) {
  LayoutConstraint.activate([
    view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    view.topAnchor.constraint(equalTo: container.topAnchor),
    view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
  ])
}

/// A view with a fixed intrinsic size, standing in for an image.
final class SizedView: View {
  var imageSize: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(size: CGSize) {
    imageSize = size
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  /// Never made from an archive.
  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { imageSize }
}

/// A 390 × 844 window at scale 1 unless told otherwise.
func makeWindow(
  width: CGFloat = 390, height: CGFloat = 844, safeArea: EdgeInsets = .zero, scale: CGFloat = 1,
  direction: UserInterfaceLayoutDirection = .leftToRight
) -> Window {
  let window = Window(
    size: CGSize(width: width, height: height), safeAreaInsets: safeArea, displayScale: scale,
    layoutDirection: direction)
  window.debugName = "window"
  return window
}

/// A rectangle from four numbers.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// Expects a view's frame, naming the view when it differs.
func expectFrame(
  _ view: View, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    view.frame == expected, "\(view.debugName ?? "view"): \(view.frame) != \(expected)",
    sourceLocation: sourceLocation)
}
