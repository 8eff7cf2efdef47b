import Foundation

// MARK: - Safe area

extension View {
  /// The part of the window's safe-area insets that overlaps this view,
  /// plus the additional insets of the view controllers whose views contain it.
  var insetsFromWindowSafeArea: EdgeInsets {
    guard let window else { return .zero }
    let windowInsets = window.storedSafeAreaInsets
    guard window.engineIfPresent?.hasAdditionalSafeAreas == true else {
      if windowInsets == .zero { return .zero }
      return overlap(of: frameInRoot, outside: window.bounds.inset(by: windowInsets))
    }
    // A view controller's root view adds its additional insets to its
    // share of its superview's safe area; each view below takes its share
    // of the rectangle that leaves. Walked from the window down.
    var chain: [View] = []
    var view: View? = self
    while let current = view, current !== window {
      chain.append(current)
      view = current.storedSuperview
    }
    var safe = window.bounds.inset(by: windowInsets)
    var insets = EdgeInsets.zero
    for current in chain.reversed() {
      let frame = current.frameInRoot
      insets = overlap(of: frame, outside: safe)
      if let extra = current.extrasStorage?.additionalSafeArea {
        insets.top += extra.top
        insets.left += extra.left
        insets.bottom += extra.bottom
        insets.right += extra.right
      }
      safe = frame.inset(by: insets)
    }
    return insets
  }

  /// How far `safe` lies inside each edge of `frame`, between 0 and the frame's size.
  private func overlap(of frame: CGRect, outside safe: CGRect) -> EdgeInsets {
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

// MARK: - Additional insets from a view controller

extension View {
  /// Adds a view controller's additional safe-area insets to this view, its
  /// root view (nil removes them), and updates the guides below it.
  func setAdditionalSafeAreaInsets(_ insets: EdgeInsets?) {
    guard extrasStorage?.additionalSafeArea != insets else { return }
    extras.additionalSafeArea = insets
    if insets != nil { rootView.engineIfPresent?.hasAdditionalSafeAreas = true }
    LayoutEngine.safeAreaDidChange(inSubtreeOf: self)
  }
}
