import Foundation

// MARK: - The layout cycle

extension View {
  /// Marks the view as needing ``layoutSubviews()`` at the next layout pass.
  public func setNeedsLayout() {
    guard !needsLayoutFlag else { return }
    needsLayoutFlag = true
    rootView.engineIfPresent?.enqueueLayout(self)
  }

  /// Runs a layout pass now if anything in the view's tree needs one.
  ///
  /// The pass updates constraints (``updateConstraints()``, deepest views
  /// first), solves, and calls ``layoutSubviews()`` on views that need it,
  /// outermost first and depth first (a view's subviews that its layout
  /// resized right after it, as UIKit lays out its layer tree), until
  /// nothing changes. It brings the whole tree up to
  /// date, not just this view's subtree. As in UIKit nothing happens
  /// automatically: constraint and frame changes wait for this call.
  public func layoutIfNeeded() {
    rootView.layoutEngine.layoutPass()
  }

  /// The default ``layoutSubviews()``: engine frames for the subviews.
  ///
  /// Edges are rounded to pixels in the root's coordinates, as UIKit rounds
  /// them: a subview pinned to all four edges of a view at y 364.4, 115.2
  /// tall, is drawn exactly over it (364 to 480) at scale 1. Rounded against
  /// its parent's drawn frame instead, it came out a point shorter.
  func applyEngineFramesToSubviews() {
    guard !storedSubviews.isEmpty, let engine = rootView.engineIfPresent else { return }
    engine.updateIfNeeded()
    let scale = engine.displayScale
    let origins = originsInRoot()
    // Borrowed from the list, which holds them (applying a frame changes no
    // list of subviews): a retained subview was a write to each, at 10,000
    // views out of the cache. A long list's subviews, out of the cache by
    // now, are asked for ahead (a few instructions on a short one).
    storedSubviews.forEachBorrowed(askingAheadFor: .frame) { _, subview in
      subview.applyEngineFrame(scale: scale, parentSolved: origins.solved, parentDrawn: origins.drawn)
    }
  }

  /// The view's origin in its root's coordinates as the solver placed it
  /// (unrounded) and as drawn (the frames up the chain, summed).
  func originsInRoot() -> (solved: CGPoint, drawn: CGPoint) {
    var solved = CGPoint.zero
    var drawn = CGPoint.zero
    // Walked unretained, the variables' rectangle copied out: a strong walk
    // retained and released each ancestor and its variables, for every
    // container whose subviews are placed.
    var view = Borrowed(self)
    while let parent = view.read({ $0.borrowedSuperview }) {
      view.read { view in
        let frame = view.storedFrame
        if !view.storedTranslatesMask, let rect = view.variables?.solvedRect {
          solved.x += rect.origin.x
          solved.y += rect.origin.y
        } else {
          solved.x += frame.minX
          solved.y += frame.minY
        }
        drawn.x += frame.minX
        drawn.y += frame.minY
      }
      view = parent
    }
    return (solved, drawn)
  }

  /// Marks the view as needing ``updateConstraints()`` at the next layout pass.
  public func setNeedsUpdateConstraints() {
    guard !needsUpdateConstraintsFlag else { return }
    needsUpdateConstraintsFlag = true
    rootView.engineIfPresent?.enqueueUpdateConstraints(self)
  }

  /// Whether ``updateConstraints()`` will run at the next layout pass.
  public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

  /// Runs the constraint-update part of a layout pass now, if needed.
  public func updateConstraintsIfNeeded() {
    rootView.layoutEngine.updateConstraintsPass()
  }

  /// The active constraints installed on this view: those whose nearest
  /// common ancestor is this view.
  ///
  /// The engine's own constraints for autoresizing masks and layout guides
  /// are included, as in UIKit; content-size constraints are not.
  public var constraints: [LayoutConstraint] {
    installedConstraints.filter {
      !$0.kind.isContentSize && $0.kind != .rootSize
    }
  }

  /// The engine's diagnostics for this view's tree: the window's when the
  /// view is in one.
  public var layoutDiagnostics: LayoutDiagnostics { rootView.layoutEngine.diagnostics }

  /// The engine of this view's tree, made on first use.
  var layoutEngine: LayoutEngine {
    if let engine { return engine }
    return LayoutEngine.make(root: self)
  }

  /// The engine of this view's tree, if this view is a root that has one.
  var engineIfPresent: LayoutEngine? { engine }

  /// The display scale frames are rounded to: the window's, or 1 outside a window.
  var displayScaleForLayout: Double {
    (self as? Window).mapped { Double($0.storedDisplayScale) } ?? 1
  }

  /// Asks the engine to rebuild this view's autoresizing or content-size constraints.
  func setNeedsSystemSync() {
    guard variables != nil, !needsSystemSync else { return }
    needsSystemSync = true
    rootView.engineIfPresent?.enqueueSystemSync(self)
  }

  /// Gives the view the frame the engine solved for it, its edges rounded to
  /// pixels in the root's coordinates (the parent's origin there, solved and
  /// drawn, is given).
  func applyEngineFrame(scale: Double, parentSolved: CGPoint, parentDrawn: CGPoint) {
    // The rectangle copied out, the holder not bound: a bound holder was
    // retained around the calls below.
    guard let solved = variables?.solvedRect else { return }
    let x = solved.origin.x
    let y = solved.origin.y
    let width = solved.size.width
    let height = solved.size.height
    if storedTranslatesMask {
      // The frame is the user's: keep it unrounded, as UIKit keeps frames set by hand.
      let rect = CGRect(x: x, y: y, width: width, height: height)
      if !rect.isClose(to: storedFrame) { setFrame(rect, byEngine: true) }
      notePixelOffset(CGPoint(x: parentSolved.x - parentDrawn.x, y: parentSolved.y - parentDrawn.y))
    } else {
      let aligned = solved.pixelAligned(inParentAt: parentSolved, scale: scale)
      setFrame(aligned.inParent(drawnAt: parentDrawn, scale: scale), byEngine: true)
      notePixelOffset(CGPoint(x: parentSolved.x + x - aligned.minX, y: parentSolved.y + y - aligned.minY))
    }
  }

  /// The width ``applyEngineFrame(scale:parentSolved:parentDrawn:)`` would
  /// give the view from the values solved so far, or nil for a view whose
  /// frame is not rounded from them (a root, or one that translates its mask).
  func solvedFrameWidth(scale: Double) -> CGFloat? {
    guard !storedTranslatesMask, let solved = variables?.solvedRect, let parent = storedSuperview else {
      return nil
    }
    return solved.pixelAligned(inParentAt: parent.originsInRoot().solved, scale: scale).width
  }

  /// Records how far the solved origin lies from the drawn one; a change
  /// re-rounds the subviews even when the frame's size did not change.
  private func notePixelOffset(_ offset: CGPoint) {
    guard abs(offset.x - pixelOffset.x) > 1e-9 || abs(offset.y - pixelOffset.y) > 1e-9 else { return }
    pixelOffset = offset
    if !storedSubviews.isEmpty { setNeedsLayout() }
  }
}

nonisolated extension CGRect {
  /// A solved rectangle, in a parent whose solved origin in the root is
  /// `parentOrigin`, with its edges rounded to pixels in the root's
  /// coordinates: the frame the engine gives a view (see
  /// `View.applyEngineFrame(scale:parentSolved:parentDrawn:)`), before the
  /// parent's drawn origin is taken off.
  func pixelAligned(inParentAt parentOrigin: CGPoint, scale: Double) -> CGRect {
    pixelAlignedRect(
      x: parentOrigin.x + origin.x, y: parentOrigin.y + origin.y, width: size.width, height: size.height,
      scale: scale)
  }

  /// A rectangle rounded in the root's coordinates, in those of a parent
  /// drawn at `parentOrigin` (the sum of the frames above it). The sum of
  /// rounded frames carries floating-point noise (44.333… + 124 − 44.333…
  /// was 124.00000000000003), so an origin that lies on the pixel grid is
  /// put exactly on it: frames compare equal to the numbers people write.
  func inParent(drawnAt parentOrigin: CGPoint, scale: Double) -> CGRect {
    CGRect(
      x: snappedToPixel(minX - parentOrigin.x, scale: scale), y: snappedToPixel(minY - parentOrigin.y, scale: scale),
      width: width, height: height)
  }

  /// Whether two rectangles agree within solver noise.
  func isClose(to other: CGRect) -> Bool {
    abs(minX - other.minX) < 1e-7 && abs(minY - other.minY) < 1e-7
      && abs(width - other.width) < 1e-7 && abs(height - other.height) < 1e-7
  }
}
