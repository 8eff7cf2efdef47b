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
  /// outermost first, until nothing changes. It brings the whole tree up to
  /// date, not just this view's subtree. As in UIKit nothing happens
  /// automatically: constraint and frame changes wait for this call.
  public func layoutIfNeeded() {
    rootView.layoutEngine.layoutPass()
  }

  /// The default ``layoutSubviews()``: engine frames for the subviews.
  func applyEngineFramesToSubviews() {
    guard !storedSubviews.isEmpty, let engine = rootView.engineIfPresent else { return }
    engine.updateIfNeeded()
    let scale = engine.displayScale
    for subview in storedSubviews {
      subview.applyEngineFrame(scale: scale)
    }
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
      $0.kind != .contentHugging && $0.kind != .compressionResistance && $0.kind != .rootSize
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
    (self as? Window).map { Double($0.storedDisplayScale) } ?? 1
  }

  /// Asks the engine to rebuild this view's autoresizing or content-size constraints.
  func setNeedsSystemSync() {
    guard variables != nil, !needsSystemSync else { return }
    needsSystemSync = true
    rootView.engineIfPresent?.enqueueSystemSync(self)
  }

  /// Gives the view the frame the engine solved for it.
  func applyEngineFrame(scale: Double) {
    guard let variables else { return }
    let x = variables.minX.value
    let y = variables.minY.value
    let width = variables.width.value
    let height = variables.height.value
    if storedTranslatesMask {
      // The frame is the user's: keep it unrounded, as UIKit keeps frames set by hand.
      let rect = CGRect(x: x, y: y, width: width, height: height)
      if !rect.isClose(to: storedFrame) { setFrame(rect, byEngine: true) }
    } else {
      setFrame(
        pixelAlignedRect(x: x, y: y, width: width, height: height, scale: scale), byEngine: true)
    }
  }
}

extension CGRect {
  /// Whether two rectangles agree within solver noise.
  func isClose(to other: CGRect) -> Bool {
    abs(minX - other.minX) < 1e-7 && abs(minY - other.minY) < 1e-7
      && abs(width - other.width) < 1e-7 && abs(height - other.height) < 1e-7
  }
}
