import Foundation

// MARK: - Safe area

extension View {
  /// The part of the window's safe-area insets that overlaps this view.
  var insetsFromWindowSafeArea: EdgeInsets {
    guard let window else { return .zero }
    let windowInsets = window.storedSafeAreaInsets
    if windowInsets == .zero { return .zero }
    let frame = frameInRoot
    let safe = window.bounds.inset(by: windowInsets)
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return EdgeInsets(
      top: clamp(safe.minY - frame.minY, frame.height),
      left: clamp(safe.minX - frame.minX, frame.width),
      bottom: clamp(frame.maxY - safe.maxY, frame.height),
      right: clamp(frame.maxX - safe.maxX, frame.width))
  }

  /// The frame in the root view's coordinate space.
  var frameInRoot: CGRect {
    guard storedSuperview != nil else { return bounds }
    var origin = storedFrame.origin
    var view = storedSuperview
    while let current = view, let parent = current.storedSuperview {
      origin.x += current.storedFrame.minX
      origin.y += current.storedFrame.minY
      view = parent
    }
    return CGRect(origin: origin, size: storedFrame.size)
  }
}
