import Foundation
import LayoutCore
import Synchronization
import Testing

@testable import LayoutMaker

/// A 400 × 400 window holding a 400 × 400 container, as SnapKit's tests
/// use a container view: counts are taken on the container.
func makeContainer() -> (Window, View) {
  let window = Window(size: CGSize(width: 400, height: 400))
  let container = Container(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  container.keepAlive = window
  container.debugName = "container"
  window.addSubview(container)
  return (window, container)
}

/// A view named `name`, added to `parent`.
func addView(_ name: String, to parent: View) -> View {
  let view = View()
  view.debugName = name
  parent.addSubview(view)
  return view
}

/// Lays the window out and checks a frame.
func expectFrame(
  _ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  view.window?.layoutIfNeeded()
  #expect(
    view.frame == CGRect(x: x, y: y, width: width, height: height), sourceLocation: sourceLocation)
}

/// The constants of `constraints` keyed by first attribute.
func constants(_ constraints: [LayoutConstraint]) -> [LayoutConstraint.Attribute: CGFloat] {
  Dictionary(uniqueKeysWithValues: constraints.map { ($0.firstAttribute, $0.constant) })
}

/// A container that keeps its window alive: views hold their superview
/// without retaining it, and tests often drop the window (`let (_, c)`).
final class Container: View {
  var keepAlive: Window?
}

/// Keeps a window alive for the rest of the test (tests are short; the
/// windows are few and small).
func keep(_ window: Window) -> Window {
  keptWindows.withLock { $0.append(KeptWindow(window: window)) }
  return window
}

private struct KeptWindow: @unchecked Sendable { let window: Window }
private let keptWindows = Mutex<[KeptWindow]>([])
