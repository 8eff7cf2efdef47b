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
      return overlap(of: frameInRoot, outside: window.bounds.inset(by: windowInsets), within: window.bounds)
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
      insets = overlap(of: frame, outside: safe, within: window.bounds)
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

  /// How much of each edge of `frame` the unsafe band between `safe` and
  /// the window's `bounds` covers: the portion of the view that is covered,
  /// as UIKit's documentation puts it, between 0 and the band's depth.
  ///
  /// Why within the window: measured to the view's far edge instead, the
  /// inset of a view that runs past the window's bottom grew with the view,
  /// its margins with the inset, and a stack of cells there grew on every
  /// pass (rows of 380 and 1,398 points, "Layout did not settle").
  private func overlap(of frame: CGRect, outside safe: CGRect, within bounds: CGRect) -> EdgeInsets {
    func covered(_ low: CGFloat, _ high: CGFloat, _ bandLow: CGFloat, _ bandHigh: CGFloat) -> CGFloat {
      max(min(high, bandHigh) - max(low, bandLow), 0)
    }
    return EdgeInsets(
      top: covered(frame.minY, frame.maxY, min(bounds.minY, safe.minY), safe.minY),
      left: covered(frame.minX, frame.maxX, min(bounds.minX, safe.minX), safe.minX),
      bottom: covered(frame.minY, frame.maxY, safe.maxY, max(bounds.maxY, safe.maxY)),
      right: covered(frame.minX, frame.maxX, safe.maxX, max(bounds.maxX, safe.maxX)))
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
