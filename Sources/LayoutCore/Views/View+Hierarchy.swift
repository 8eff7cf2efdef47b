// MARK: - The view tree

extension View {
  /// The view this view is a subview of.
  public var superview: View? { storedSuperview }

  /// The subviews, ordered back to front.
  public var subviews: [View] { storedSubviews }

  /// The window at the root of the tree, if the tree has one.
  public var window: Window? { rootView as? Window }

  /// The root of the tree: the topmost superview, or the view itself.
  var rootView: View { treeRoot ?? self }

  /// The superview, if any (see ``superviewReference``).
  var storedSuperview: View? {
    get { superviewReference?.takeUnretainedValue() }
    set { superviewReference = newValue.mapped { Unmanaged.passUnretained($0) } }
  }

  /// The root of the tree, or nil when this view is the root (see ``treeRootReference``).
  var treeRoot: View? {
    get { treeRootReference?.takeUnretainedValue() }
    set { treeRootReference = newValue.mapped { Unmanaged.passUnretained($0) } }
  }

  /// ``rootView``, unretained, for the engine's hot paths to borrow or compare.
  @inline(__always)
  var unmanagedRoot: Unmanaged<View> { treeRootReference ?? Unmanaged.passUnretained(self) }

  /// Whether the view's tree has `root` at its top: ``rootView`` `=== root`
  /// compared unmanaged, without retaining either.
  @inline(__always)
  func hasRoot(_ root: View) -> Bool {
    unmanagedRoot.toOpaque() == Unmanaged.passUnretained(root).toOpaque()
  }

  /// Adds a view at the front of the subviews, removing it from its old superview first.
  ///
  /// The view's active constraints with views outside it end when it leaves
  /// its old tree (as in UIKit); the ones inside it move with it.
  public func addSubview(_ view: View) {
    insertSubview(view, at: storedSubviews.count)
  }

  /// Inserts a view into the subviews at an index (clamped to the valid range).
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    // The superview and root compared and stored unmanaged: through
    // `storedSuperview` and `rootView` each was retained and released.
    let me = Unmanaged.passUnretained(self).toOpaque()
    if view.superviewReference?.toOpaque() == me {
      // Reordering only: no engine work.
      storedSubviews.removeAll { $0 === view }
      storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
      return
    }
    if view.superviewReference != nil { view.removeFromSuperview() }
    view.willMove(toSuperview: self)
    // The view is a root now (removed above), so it joins a window exactly
    // when this tree has one.
    let newWindow = borrowedRoot.read { $0 as? Window }
    if let newWindow { view.notifyWillMoveToWindow(newWindow) }
    storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
    view.superviewReference = Unmanaged.passUnretained(self)
    let root = unmanagedRoot
    view.forEachInSubtree { $0.treeRootReference = root }
    LayoutEngine.subtreeDidJoin(view)
    view.didMoveToSuperview()
    didAddSubview(view)
    if newWindow != nil { view.notifyDidMoveToWindow() }
    setNeedsLayout()
  }

  /// Inserts a view just in front of a sibling (at the front if `sibling` is not a subview).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = storedSubviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSubviews.count
    insertSubview(view, at: index)
  }

  /// Inserts a view just behind a sibling (at the front if `sibling` is not a subview).
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = storedSubviews.firstIndex { $0 === sibling } ?? storedSubviews.count
    insertSubview(view, at: index)
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: View) {
    guard view.storedSuperview === self else { return }
    insertSubview(view, at: storedSubviews.count)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: View) {
    guard view.storedSuperview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Removes the view from its superview.
  ///
  /// Constraints between this view (or its descendants) and views outside
  /// it are deactivated, as in UIKit; constraints inside it stay active and
  /// move with it.
  public func removeFromSuperview() {
    guard let parent = storedSuperview else { return }
    let wasInWindow = parent.window != nil
    willMove(toSuperview: nil)
    if wasInWindow { notifyWillMoveToWindow(nil) }
    parent.willRemoveSubview(self)
    LayoutEngine.subtreeWillLeave(self)
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    // Set again only by a stack that arranges it (and normally cleared by
    // the stack's `willRemoveSubview`, unless an override skips `super`).
    isArrangedBySuperview = false
    forEachInSubtree { $0.treeRoot = self }
    parent.setNeedsLayout()
    didMoveToSuperview()
    if wasInWindow { notifyDidMoveToWindow() }
  }

  /// Whether this view is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// Tells the subtree it is about to move into or out of a window.
  private func notifyWillMoveToWindow(_ newWindow: Window?) {
    willMove(toWindow: newWindow)
    storedSubviews.forEachBorrowed { $0.notifyWillMoveToWindow(newWindow) }
  }

  /// Tells the subtree it moved into or out of a window.
  private func notifyDidMoveToWindow() {
    if AppearanceRegistry.isInUse.load(ordering: .relaxed), window != nil { applyAppearance() }
    didMoveToWindow()
    storedSubviews.forEachBorrowed { $0.notifyDidMoveToWindow() }
  }

  /// The number of superviews above this view.
  var depth: Int {
    // Walked through the unmanaged links: a strong walk retains each step.
    var count = 0
    var view = borrowedSuperview
    while let current = view {
      count += 1
      view = current.read { $0.borrowedSuperview }
    }
    return count
  }

  /// Calls `body` on this view and every descendant, parents first.
  func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    storedSubviews.forEachBorrowed { $0.forEachInSubtree(body) }
  }
}
