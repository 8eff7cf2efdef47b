import Foundation

/// A view that lays out a row or column of views with constraints, as
/// UIKit's `UIStackView`.
///
/// The stack view adds its arranged subviews as subviews, turns off their
/// ``View/translatesAutoresizingMaskIntoConstraints`` and relates them with
/// the constraints UIKit's stack view makes, with UIKit's names
/// (`UISV-spacing`, `UISV-canvas-connection`...) and priorities. So the
/// stack combines with your own constraints, hugging and compression
/// resistance as it does in UIKit: a width at 999 on an arranged view gives
/// way to the stack's required constraints, one at 1000 conflicts with them.
///
/// ```swift
/// let title = Label(text: "Title")
/// let detail = Label(text: "Detail")
/// let column = StackView(arrangedSubviews: [title, detail])
/// column.axis = .vertical
/// column.alignment = .leading
/// column.spacing = 4
/// ```
///
/// Hidden arranged subviews collapse to zero length and take their spacing
/// with them; they come back when shown. Changes take effect at the next
/// layout pass, in ``updateConstraints()``.
///
/// Bad values never trap: a spacing that is NaN or infinite is ignored (the
/// old value stays); an insertion index out of range is clamped. Negative
/// spacing is allowed, as in UIKit: the views overlap.
open class StackView: View {
  // The stored properties are read many times by each arrangement a stack
  // makes (a few hundred instructions a view went to run-time exclusivity
  // checks, callgrind); a stack is changed from one context at a time, and
  // no access here overlaps another, as `View`'s own properties.

  /// The views the stack arranges, in order.
  @exclusivity(unchecked) var storedArrangedSubviews: [View] = []
  /// Spacing set with `setCustomSpacing(_:after:)`, by arranged view.
  @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints and guides of the current arrangement.
  @exclusivity(unchecked) var arrangement = StackViewArrangement.Parts()
  /// Counts the changes to the arranged views other than appending one
  /// (an insertion before the end, a move, a removal, a view hidden or
  /// shown, a custom spacing): an arrangement made since none of them can
  /// be extended to appended views instead of built again
  /// (``StackViewArrangement/extend(_:)``).
  @exclusivity(unchecked) var arrangementEdits = 0
  /// How many times the arrangement was extended to appended views rather
  /// than built again (for tests).
  @exclusivity(unchecked) var arrangementExtensions = 0

  /// The value of ``customSpacing(after:)`` for a view without custom
  /// spacing; pass it to ``setCustomSpacing(_:after:)`` to remove one.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// A spacing value that means the system spacing (8 points).
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude

  /// Creates a stack view that arranges the views in order.
  ///
  /// - Parameter arrangedSubviews: The views to arrange; each becomes a subview.
  public convenience init(arrangedSubviews: [View]) {
    self.init(frame: .zero)
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  // MARK: - Configuration

  /// The axis the views are laid out along; ``LayoutConstraint/Axis/horizontal`` by default.
  @exclusivity(unchecked) public var axis = LayoutConstraint.Axis.horizontal {
    didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
  }

  /// How the views are sized and spaced along the axis; ``Distribution/fill`` by default.
  @exclusivity(unchecked) public var distribution = Distribution.fill {
    didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
  }

  /// How the views are placed across the axis; ``Alignment/fill`` by default.
  @exclusivity(unchecked) public var alignment = Alignment.fill {
    didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
  }

  /// The space between adjacent views (the minimum space for the
  /// distributions that grow the gaps); 0 by default.
  ///
  /// ``spacingUseSystem`` means 8 points. Spacing is rounded to the
  /// display's pixels, as UIKit does. NaN and infinite values are ignored.
  @exclusivity(unchecked) public var spacing: CGFloat = 0 {
    didSet {
      if !spacing.isFinite { spacing = oldValue }
      if spacing != oldValue { setNeedsUpdateConstraints() }
    }
  }

  /// Beyond UIKit: the space between the stack's edges and the first and
  /// last views along the axis; 0 by default.
  ///
  /// UIKit has one spacing for gaps and none at the ends. With
  /// ``Distribution/spaceAround`` and ``Distribution/spaceEvenly`` it is the
  /// least space at each end. NaN and infinite values are ignored.
  @exclusivity(unchecked) public var edgeSpacing: CGFloat = 0 {
    didSet {
      if !edgeSpacing.isFinite { edgeSpacing = oldValue }
      if edgeSpacing != oldValue { setNeedsUpdateConstraints() }
    }
  }

  /// Whether a vertical stack measures spacing from the last baseline of a
  /// view to the first baseline of the next, instead of between edges.
  @exclusivity(unchecked) public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
  }

  /// Whether the views are laid out inside the stack's layout margins
  /// rather than its edges; false by default.
  @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
    didSet {
      if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() }
    }
  }

  /// Sets the space after one arranged view, instead of ``spacing``.
  ///
  /// Pass ``spacingUseDefault`` to go back to ``spacing``. Views that are
  /// not arranged subviews, and NaN or infinite spacing, are ignored.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    guard isArranged(arrangedSubview) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    if spacing == StackView.spacingUseDefault {
      guard customSpacings.removeValue(forKey: key) != nil else { return }
    } else {
      guard spacing.isFinite, customSpacings[key] != spacing else { return }
      customSpacings[key] = spacing
    }
    arrangementEdits &+= 1
    setNeedsUpdateConstraints()
  }

  /// The space after one arranged view, or ``spacingUseDefault`` if it uses ``spacing``.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
  }

  // MARK: - Layout hooks

  /// Brings the stack's constraints up to its current configuration (only
  /// the ones that differ change in the solver); call `super` last
  /// when overriding.
  open override func updateConstraints() {
    if !StackViewArrangement.extend(self) { StackViewArrangement(stack: self).install() }
    super.updateConstraints()
  }

  /// The first baseline: the first visible view's in a vertical stack,
  /// the tallest visible view's (the first if none is laid out yet) in a
  /// horizontal one.
  open override var forFirstBaselineLayout: View {
    baselineView(first: true)?.forFirstBaselineLayout ?? self
  }

  /// The last baseline: the last visible view's in a vertical stack,
  /// the tallest visible view's in a horizontal one.
  open override var forLastBaselineLayout: View {
    baselineView(first: false)?.forLastBaselineLayout ?? self
  }

  override func subviewDidChangeHidden(_ subview: View) {
    guard isArranged(subview) else { return }
    arrangementEdits &+= 1
    setNeedsUpdateConstraints()
  }

  override func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {
    // Only proportional multipliers are built from intrinsic sizes.
    if distribution == .fillProportionally && isArranged(subview) { setNeedsUpdateConstraints() }
  }

  /// Drops a subview that leaves the stack from the arranged subviews, as
  /// UIKit does; call `super` when overriding.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    if isArranged(subview) { dropArranged(subview) }
  }

  /// The view that gives the stack a baseline.
  ///
  /// The arranged views are read in place: a filtered copy of them was an
  /// allocation, and a read of every arranged view, each time a baseline
  /// constraint naming the stack was activated or installed (twice a row
  /// in a list of rows aligned on their first baselines; 2% of that
  /// screen's last-level misses at 10,000 views, callgrind).
  private func baselineView(first: Bool) -> View? {
    if axis == .vertical {
      return first ? storedArrangedSubviews.first { !$0.isHidden } : storedArrangedSubviews.last { !$0.isHidden }
    }
    // The tallest visible view; the first of equals (the first if none is laid out yet).
    var tallest: View?
    for view in storedArrangedSubviews where !view.isHidden {
      guard let current = tallest else {
        tallest = view
        continue
      }
      if view.frame.height > current.frame.height { tallest = view }
    }
    return tallest
  }
}
