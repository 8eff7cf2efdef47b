import Foundation
import Synchronization

/// A rectangle in a view tree, laid out with UIKit's Auto Layout semantics
/// and no drawing: the counterpart of `UIView`.
///
/// Build a tree, relate views with constraints, and ask for frames:
///
/// ```swift
/// let window = Window(size: CGSize(width: 390, height: 844))
/// let card = View()
/// card.translatesAutoresizingMaskIntoConstraints = false
/// window.addSubview(card)
/// LayoutConstraint.activate([
///   card.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
///   card.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
///   card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 16),
///   card.heightAnchor.constraint(equalToConstant: 120),
/// ])
/// window.layoutIfNeeded()
/// card.frame   // (8, 16, 374, 120)
/// ```
///
/// As in UIKit, a view made in code has
/// ``translatesAutoresizingMaskIntoConstraints`` set, so its ``frame`` is
/// authoritative until you turn that off and constrain it. `View` is open:
/// subclasses override ``intrinsicContentSize``, ``layoutSubviews()`` and
/// ``updateConstraints()`` as they would in UIKit.
///
/// ## Concurrency
///
/// Views are `@MainActor`, as Apple's `UIView` is. With the package's
/// `MainActorViews` trait off they are nonisolated and not `Sendable`: a
/// view tree belongs to the task that builds it, separate trees share
/// nothing (no global state, one engine per tree root), and they can be
/// built and laid out in parallel tasks.
open class View: LayoutItem {
  // MARK: What the engine reads on every pass
  //
  // Declared in the order of use, hot first: a stored property's place in
  // the object follows its declaration, and when a 10,000-view screen is
  // built every cache line of a view that a pass reads is a miss. Spread
  // as they were (the tree links near the start, the flags and installed
  // constraints after the margins, some 300 bytes in), the fields the
  // engine reads for each constraint and frame took five or six lines of
  // a view; here they take two or three, and what most views never set
  // lives apart (see ``ViewExtras``).

  /// The superview, if any; cleared by the superview when it is freed or
  /// drops this view (cheaper than a weak reference, see `LayoutItem.reference`).
  ///
  /// Stored unmanaged rather than `unowned(unsafe)`: every load of an
  /// `unowned(unsafe)` reference is retained and released, even to compare
  /// it, and walks up the tree are the engine's hottest loops. Compare and
  /// walk through the unmanaged value; ``storedSuperview`` reads it as usual.
  @exclusivity(unchecked) var superviewReference: Unmanaged<View>?
  /// The root of the tree, kept up to date when subtrees move (nil: this
  /// view is the root), so that finding a tree's engine costs nothing.
  /// Unmanaged for the same reason as ``superviewReference``.
  @exclusivity(unchecked) var treeRootReference: Unmanaged<View>?
  /// The subviews, back to front.
  @exclusivity(unchecked) var storedSubviews: [View] = []
  /// When the view was made, relative to every other view in the process:
  /// views made together are usually laid out together, so the engine
  /// installs a large screen's constraints in chunks of this order (see
  /// ``LayoutEngine/localityKey(of:)``).
  let creationSerial = View.serials.wrappingAdd(1, ordering: .relaxed).newValue
  /// The active constraints installed on this view (their nearest common ancestor).
  @exclusivity(unchecked) var installedConstraints: [LayoutConstraint] = []
  /// The frame as last set by the user or the layout engine.
  @exclusivity(unchecked) var storedFrame: CGRect = .zero
  /// How far the solver's unrounded origin, in the root's coordinates, lies
  /// from the drawn one, as of the last engine frame: the subviews' edges
  /// are rounded in the root's space, so when only this changes (a sub-pixel
  /// move) they are placed again (see `applyEngineFramesToSubviews`).
  @exclusivity(unchecked) var pixelOffset = CGPoint.zero
  @exclusivity(unchecked) var storedTranslatesMask = true
  /// Pending work, mirrored by the engine's queues.
  @exclusivity(unchecked) var needsLayoutFlag = true
  @exclusivity(unchecked) var needsUpdateConstraintsFlag = true
  @exclusivity(unchecked) var needsSystemSync = false
  /// Whether the superview is a stack view that arranges this view: a flag
  /// rather than a search of the stack's list, which made adding each of n
  /// rows to a list O(n) (see `StackView.isArranged(_:)`). Cleared whenever
  /// the view leaves its superview.
  @exclusivity(unchecked) var isArrangedBySuperview = false
  /// Whether a view controller owns this view (its root view): the
  /// constraint pass then calls the controller's `updateViewConstraints`,
  /// without reading the controller from the extras of every view.
  @exclusivity(unchecked) var isControllerRoot = false
  var storedSemanticContent = SemanticContentAttribute.unspecified
  var preservesMargins = false
  var insetsFromSafeArea = true

  /// Whether the view is hidden. Hidden views keep their constraints and
  /// frames, as in UIKit.
  @exclusivity(unchecked) public var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewDidChangeHidden(self) } }
  }
  /// The view's position in the engine's update queue, as the last
  /// constraint update pass that took it found it: valid only while that
  /// queue holds this view there (see `LayoutEngine.childrenFirst`). Four
  /// bytes in the padding after the flags above: the object does not grow.
  @exclusivity(unchecked) var updateQueueSlot: Int32 = -1

  /// The engine of the tree this view is the root of (made on demand).
  @exclusivity(unchecked) var engine: LayoutEngine?
  /// The layout guides this view owns, system guides included.
  @exclusivity(unchecked) var storedLayoutGuides: [LayoutGuide] = []
  /// The constraints the engine made for this view's frame and content size.
  @exclusivity(unchecked) var systemConstraints = SystemConstraints()
  var storedMask: AutoresizingMask = []
  var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    .defaultLow, .defaultLow
  )
  var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    .defaultHigh, .defaultHigh
  )

  // MARK: Read rarely: margins, guides, names, drawing

  /// What most views never set, made when the first of it is (see ``ViewExtras``).
  @exclusivity(unchecked) var extrasStorage: ViewExtras?

  /// The view's extras, made now if it has none.
  var extras: ViewExtras {
    if let extrasStorage { return extrasStorage }
    let made = ViewExtras()
    extrasStorage = made
    return made
  }

  /// One of the extras, nil when the view has none.
  @inline(__always)
  private func extra<Value>(_ field: ReferenceWritableKeyPath<ViewExtras, Value?>) -> Value? {
    extrasStorage?[keyPath: field]
  }

  /// Sets one of the extras; clearing one the view never set makes none.
  @inline(__always)
  private func setExtra<Value>(_ field: ReferenceWritableKeyPath<ViewExtras, Value?>, _ value: Value?) {
    if value != nil || extrasStorage != nil { extras[keyPath: field] = value }
  }

  var marginStorage: MarginStorage {
    get { extrasStorage?.marginStorage ?? ViewExtras.defaultMargins }
    set { extras.marginStorage = newValue }
  }
  var marginsGuide: LayoutGuide? {
    get { extra(\.marginsGuide) }
    set { setExtra(\.marginsGuide, newValue) }
  }
  var safeAreaGuide: LayoutGuide? {
    get { extra(\.safeAreaGuide) }
    set { setExtra(\.safeAreaGuide, newValue) }
  }
  var readableGuide: LayoutGuide? {
    get { extra(\.readableGuide) }
    set { setExtra(\.readableGuide, newValue) }
  }
  /// The margins the engine last applied to the margins guide.
  var appliedMargins: EdgeInsets? {
    get { extra(\.appliedMargins) }
    set { setExtra(\.appliedMargins, newValue) }
  }
  var appliedSafeArea: EdgeInsets? {
    get { extra(\.appliedSafeArea) }
    set { setExtra(\.appliedSafeArea, newValue) }
  }
  /// Set by a view controller on its root view.
  var minimumMargins: DirectionalEdgeInsets? {
    get { extra(\.minimumMargins) }
    set { setExtra(\.minimumMargins, newValue) }
  }
  /// The view controller whose root view this is.
  var owningViewController: ViewController? {
    get { extra(\.owningViewController) }
    set {
      setExtra(\.owningViewController, newValue)
      isControllerRoot = newValue != nil
    }
  }
  /// The user's name for this view.
  var storedDebugName: String? {
    get { extra(\.debugName) }
    set { setExtra(\.debugName, newValue) }
  }
  /// Colours, corners and the like, made when first set (see `View.layer`).
  var storedLayer: Layer? {
    get { extra(\.layer) }
    set { setExtra(\.layer, newValue) }
  }

  /// Whether the view resizes its subviews by their autoresizing masks when its size changes.
  @exclusivity(unchecked) public var autoresizesSubviews = true

  /// The counter behind ``creationSerial`` (relaxed: only the order of one
  /// task's views matters, and each view gets a distinct number).
  private static let serials = Atomic<Int>(0)

  /// A value for UIKit's `UIView.noIntrinsicMetric`: no natural length on an axis.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The smallest size ``systemLayoutSizeFitting(_:)`` can find.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size ``systemLayoutSizeFitting(_:)`` can find.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// Creates a view with a zero frame.
  ///
  /// A convenience initializer, as UIKit's `UIView.init()` is: a subclass
  /// declares its own `init()` without `override` and calls
  /// `super.init(frame:)`, the designated initializer, as UIKit code does.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view with a frame in its future superview's coordinates (the
  /// designated initializer).
  public init(frame: CGRect) {
    super.init(layoutItem: ())
    storedFrame = frame
    if AppearanceRegistry.isInUse.load(ordering: .relaxed) { noteAppearanceDefaults() }
  }

  /// Creates a view from an archive, as UIKit's `init?(coder:)`.
  ///
  /// Required, as in UIKit, so that a subclass that declares its own
  /// designated initializer also writes `required init?(coder:)`, and code
  /// written for UIKit compiles unchanged. There are no nibs or storyboards
  /// here: the coder is not read, and the view starts with a zero frame.
  public required init?(coder: NSCoder) {
    super.init(layoutItem: ())
    if AppearanceRegistry.isInUse.load(ordering: .relaxed) { noteAppearanceDefaults() }
  }

  // On the main actor, as UIKit's views are: a view freed elsewhere (the
  // last reference dropped in a task) is torn down there, after a hop.
  #if MainActorViews
    @MainActor deinit { tearDown() }
  #else
    deinit { tearDown() }
  #endif

  /// Detaches the subviews, guides and installed constraints of a view that is being freed.
  private func tearDown() {
    clearReference()
    // The tree's engine goes with its root: constraints that end from here
    // on need not be queued for its solver (closing a 10,000-view screen
    // queued tens of thousands for nothing).
    engine?.token.engine = nil
    // The subviews and constraints are borrowed from the lists, which hold
    // them until this view's fields go: a loop over the lists retained and
    // released each, a write to every view and constraint of a screen that
    // closes (7% of closing a 10,000-view list, `perf`).
    storedSubviews.forEachBorrowed { subview in
      subview.superviewReference = nil
      subview.isArrangedBySuperview = false
      subview.forEachInSubtree { $0.treeRoot = subview }
    }
    for guide in storedLayoutGuides { guide.storedOwningView = nil }
    // Constraints installed here outlive their common ancestor only if the
    // user holds them: they end, as they would in UIKit. This view's own
    // list of them goes with it, so they are not taken out of it one by one.
    installedConstraints.forEachBorrowed { constraint in
      LayoutEngine.deactivate(constraint, leavingHostList: true)
      constraint.engineState.installedOn = nil
    }
  }

  /// A name for constraint descriptions, diagnostics and solver dumps.
  ///
  /// Set it before the view takes part in layout to see it in solver dumps too.
  public var debugName: String? {
    get { storedDebugName }
    set { storedDebugName = newValue }
  }

  override var displayName: String {
    storedDebugName ?? extrasStorage?.accessibilityIdentifier
      ?? "\(type(of: self)):0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))"
  }

  // MARK: Overridable behaviour (declared here: extensions cannot hold overridable members)

  /// The size the view's content wants, or ``View/noIntrinsicMetric`` on an
  /// axis with no natural length (the default for both).
  ///
  /// Override it in subclasses with content; call
  /// ``invalidateIntrinsicContentSize()`` when the content changes. For
  /// each axis with a length, the engine gives views whose
  /// ``translatesAutoresizingMaskIntoConstraints`` is off one content-size
  /// constraint, as UIKit does: it holds what `length <= intrinsic` at the
  /// content-hugging priority and `length >= intrinsic` at the
  /// compression-resistance priority would, and while either priority is
  /// required it is those two constraints.
  ///
  /// ```swift
  /// final class Avatar: View {
  ///   override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 40) }
  /// }
  /// ```
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Places the subviews. The default gives each constrained subview the
  /// frame the engine solved for it, with its edges on device pixels.
  ///
  /// Override it to adjust frames after the engine (call `super` first), as
  /// in UIKit. Do not call it directly: call ``setNeedsLayout()`` and
  /// ``layoutIfNeeded()``.
  open func layoutSubviews() { applyEngineFramesToSubviews() }

  // MARK: Responding, as UIResponder's

  /// Whether the view can become the first responder: false, as for
  /// UIKit's views; text fields say true while enabled. There is no
  /// keyboard headless: becoming first responder only records the focus.
  open override var canBecomeFirstResponder: Bool { false }

  /// Whether the view gives up first responder when asked: true.
  open override var canResignFirstResponder: Bool { true }

  /// Makes the view its window's first responder, as UIKit's: only a view in
  /// a window that ``canBecomeFirstResponder`` can, and only if the current
  /// one resigns. Returns whether the view is the first responder now.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window else { return false }
    if window.firstResponderView === self { return true }
    if let current = window.firstResponderView, current.window === window, !current.resignFirstResponder() {
      return false
    }
    window.firstResponderView = self
    return true
  }

  /// Gives up first responder; returns false if ``canResignFirstResponder`` says no.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window, window.firstResponderView === self { window.firstResponderView = nil }
    return true
  }

  /// The next responder, as UIKit's: the view controller whose root view
  /// this is, else the superview (nil at the top of a tree).
  open override var next: Responder? { owningViewController ?? storedSuperview }

  /// Whether the view is its window's first responder.
  open override var isFirstResponder: Bool { window.map { $0.firstResponderView === self } ?? false }

  // MARK: Accessibility, as UIAccessibility's

  /// Whether assistive technologies see this view as one element: false for
  /// a plain view, true for labels and controls, as in UIKit.
  open var isAccessibilityElement: Bool {
    get { extrasStorage?.isAccessibilityElement ?? isAccessibilityElementByDefault }
    set { extras.isAccessibilityElement = newValue }
  }

  /// The element's name: by default a label's text or a button's title, as in UIKit.
  open var accessibilityLabel: String? {
    get { extrasStorage?.accessibilityLabel ?? accessibilityLabelByDefault }
    set { setExtra(\.accessibilityLabel, newValue) }
  }

  /// What activating the element does.
  open var accessibilityHint: String? {
    get { extrasStorage?.accessibilityHint }
    set { setExtra(\.accessibilityHint, newValue) }
  }

  /// The element's value, for elements that have one (a slider's, a text field's text).
  open var accessibilityValue: String? {
    get { extrasStorage?.accessibilityValue ?? accessibilityValueByDefault }
    set { setExtra(\.accessibilityValue, newValue) }
  }

  /// What the element is and does; by default UIKit's for the kind of view.
  open var accessibilityTraits: AccessibilityTraits {
    get { extrasStorage?.accessibilityTraits ?? accessibilityTraitsByDefault }
    set { extras.accessibilityTraits = newValue }
  }

  /// Whether the elements inside this view are hidden from assistive technologies; false by default.
  open var accessibilityElementsHidden: Bool {
    get { extrasStorage?.accessibilityElementsHidden ?? false }
    set { extras.accessibilityElementsHidden = newValue }
  }

  /// The defaults subclasses in this module give (see ``isAccessibilityElement``).
  var isAccessibilityElementByDefault: Bool { false }
  var accessibilityLabelByDefault: String? { nil }
  var accessibilityValueByDefault: String? { nil }
  var accessibilityTraitsByDefault: AccessibilityTraits { .none }

  /// Installs or updates the view's own constraints. Called once when a
  /// view first takes part in layout and after ``setNeedsUpdateConstraints()``.
  ///
  /// Override it in views that manage internal constraints (as a stack view
  /// does) and change constraints in place when you can. Call `super` as the
  /// last step, as in UIKit.
  open func updateConstraints() {}

  /// The size that fits the content, for frame-based layout; the current
  /// size by default (``Label`` measures its text).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The size the view's constraints give it when pulled towards
  /// `targetSize` at ``LayoutPriority/fittingSizeLevel`` (50) on both axes.
  ///
  /// Pass ``View/layoutFittingCompressedSize`` for the smallest size the
  /// constraints allow, ``View/layoutFittingExpandedSize`` for the largest.
  ///
  /// ```swift
  /// let height = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height
  /// ```
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when pulled towards
  /// `targetSize` at the given priorities.
  ///
  /// Only constraints inside the view (installed on it or its descendants)
  /// count: not the ones that place it in its superview, nor its
  /// autoresizing mask. The result is rounded to the display scale. A view
  /// that is the root of its tree and never laid out (a cell being sized)
  /// is fitted in its engine's own solver, so laying it out at the fitted
  /// size afterwards costs little; any other view is fitted in a scratch
  /// solver, which costs more than a layout pass: cache the result. Open,
  /// as in UIKit: cells override it (see ``TableViewCell``).
  ///
  /// ```swift
  /// // The height of a card 343 points wide.
  /// let size = card.systemLayoutSizeFitting(
  ///   CGSize(width: 343, height: 0),
  ///   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  /// ```
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    constraintFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// The view whose first line of text gives this view's first baseline;
  /// the view itself by default. Return a descendant to delegate.
  open var forFirstBaselineLayout: View { self }

  /// The view whose last line of text gives this view's last baseline; the
  /// view itself by default. Return a descendant to delegate.
  open var forLastBaselineLayout: View { self }

  /// How far the window's safe area is inside this view's edges.
  ///
  /// A view gets the part of the window's ``Window/safeAreaInsets`` that
  /// overlaps it: a full-screen view gets all of it, a view in the middle of
  /// the screen none; a view controller's root view adds its
  /// ``ViewController/additionalSafeAreaInsets``, and its subviews get their
  /// share of both. Views not in a window have no safe-area insets. The
  /// value follows the frames of the last layout pass. Open, as in UIKit:
  /// an override is what the safe-area guide and the margins follow.
  open var safeAreaInsets: EdgeInsets { insetsFromWindowSafeArea }

  /// Called when the insets of the view's margins guide change (its
  /// margins, or the safe area they are measured from). Subclasses may
  /// override; the default does nothing.
  ///
  /// Headless, the engine tracks the insets of views whose margins or
  /// safe-area guide is in use, and calls this and
  /// ``safeAreaInsetsDidChange()`` for those.
  open func layoutMarginsDidChange() {}

  /// Called when the view's ``safeAreaInsets`` change (see
  /// ``layoutMarginsDidChange()`` for which views are told). Subclasses may
  /// override; the default does nothing.
  open func safeAreaInsetsDidChange() {}

  /// Called after a subview is added. Subclasses may override; the default does nothing.
  open func didAddSubview(_ subview: View) {}

  /// Called before a subview is removed. Subclasses may override; the default does nothing.
  open func willRemoveSubview(_ subview: View) {}

  /// Called before the view's superview changes (`newSuperview` is nil when
  /// it is removed). Subclasses may override; the default does nothing.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called before the view joins or leaves a window (`newWindow` is nil
  /// when it leaves). Subclasses may override; the default does nothing.
  open func willMove(toWindow newWindow: Window?) {}

  /// Called after the view's superview changes. Subclasses may override; the default does nothing.
  open func didMoveToSuperview() {}

  /// Called after the view joins or leaves a window. Subclasses may override; the default does nothing.
  open func didMoveToWindow() {}

  /// Called when a subview's ``isHidden`` changes; stack views arrange around hidden views.
  func subviewDidChangeHidden(_ subview: View) {}

  /// Called when a subview's intrinsic size may have changed; stack views
  /// share space by intrinsic size.
  func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {}

  /// The baselines as distances from the vertical center, for views with
  /// text (``Label``); nil for views without a baseline.
  ///
  /// Text is centered vertically in a label taller than its text, so
  /// measuring from the center keeps baselines right whatever height the
  /// engine gives the view.
  var baselineOffsetsFromCenter: (first: Double, last: Double)? { nil }

  /// The origin of ``bounds``: zero, except a scroll view's content offset.
  var boundsOrigin: CGPoint { .zero }

  /// A hook for subclasses in this module that react to their own size (``Label``).
  func sizeDidChange(byEngine: Bool) {}

  /// A hook for views whose intrinsic size follows their width (a wrapping
  /// ``Label``), called when the engine has solved the view's width but not
  /// yet set its first frame (frames are rounded at `scale`); returns
  /// whether the engine must read the intrinsic size again.
  func takeWidthBeforeFrame(scale: Double) -> Bool { false }

  override var associatedValues: [UnsafeRawPointer: Any]? {
    get { extrasStorage?.associatedValues }
    set { if newValue != nil || extrasStorage != nil { extras.associatedValues = newValue } }
  }

  override var unmanagedParent: Unmanaged<View>? { superviewReference }
  override var unmanagedHost: Unmanaged<View>? { Unmanaged.passUnretained(self) }
  override var semanticContent: SemanticContentAttribute { storedSemanticContent }
}

// MARK: - Internal storage types

extension View {
  /// Which margins property was set last: UIKit keeps the two in step and
  /// lets the last one set decide what flips in right-to-left layouts.
  enum MarginStorage {
    case absolute(EdgeInsets)
    case directional(DirectionalEdgeInsets)
  }

  /// The constraints the engine makes for one view.
  struct SystemConstraints {
    /// minX, width (relative to the superview's width), minY, height.
    var autoresizing: [LayoutConstraint] = []
    /// The content size per axis: one constraint with both priorities
    /// (``LayoutConstraint/Kind/contentSize``), or, when either priority is
    /// required, its hugging half here and its compression-resistance half
    /// in ``compression``.
    var contentSize: (horizontal: LayoutConstraint?, vertical: LayoutConstraint?) = (nil, nil)
    var compression: (horizontal: LayoutConstraint?, vertical: LayoutConstraint?) = (nil, nil)
    /// width and height of a tree root held at its frame.
    var rootSize: [LayoutConstraint] = []
  }
}

// MARK: - Geometry

extension View {
  /// The view's rectangle in its superview's coordinate space.
  ///
  /// Setting it moves and resizes the view. With
  /// ``translatesAutoresizingMaskIntoConstraints`` on, the frame is what the
  /// engine keeps; otherwise constraints decide, and the next layout pass
  /// overwrites a frame set by hand.
  public var frame: CGRect {
    get { storedFrame }
    set { setFrame(newValue, byEngine: false) }
  }

  /// The view's rectangle in its own coordinate space: origin zero, the frame's size.
  ///
  /// Setting it resizes the view around its center; the origin is zero,
  /// except for a ``ScrollView``, whose bounds' origin is its
  /// ``ScrollView/contentOffset`` (set that to scroll).
  public var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The center of the frame, in the superview's coordinate space.
  public var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame = CGRect(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
        width: storedFrame.width, height: storedFrame.height)
    }
  }

  /// Stores a new frame and lets the engine, the subviews and the superview know.
  func setFrame(_ newFrame: CGRect, byEngine: Bool) {
    let old = storedFrame
    guard newFrame != old else { return }
    storedFrame = newFrame
    if newFrame.size != old.size {
      if autoresizesSubviews && !storedSubviews.isEmpty {
        resizeUnmanagedSubviews(from: old.size, to: newFrame.size)
      }
      setNeedsLayout()
      sizeDidChange(byEngine: byEngine)
    }
    if !byEngine && variables != nil {
      // A frame set by hand on a view the engine solves: the engine re-reads
      // it (autoresizing constraints, a root's size), or puts its own frame
      // back at the superview's next layout (constrained views).
      if storedTranslatesMask || storedSuperview == nil {
        setNeedsSystemSync()
      } else {
        storedSuperview?.setNeedsLayout()
      }
    }
  }

}
