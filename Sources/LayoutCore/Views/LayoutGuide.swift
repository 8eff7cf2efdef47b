import Foundation

/// An invisible rectangle that takes part in layout, as UIKit's `UILayoutGuide`.
///
/// Use a guide where you would otherwise add an empty spacer view: it has
/// anchors and a ``layoutFrame`` but no subviews and nothing to draw.
/// Every view also vends three system guides: ``View/layoutMarginsGuide``,
/// ``View/safeAreaLayoutGuide`` and ``View/readableContentGuide``.
///
/// ```swift
/// let gap = LayoutGuide()
/// row.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///   gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///   gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///   gap.widthAnchor.constraint(equalTo: row.widthAnchor, multiplier: 0.1),
/// ])
/// ```
open class LayoutGuide: LayoutItem {
  /// Cleared by the owning view when it is freed or drops the guide.
  var storedOwningView: View? {
    get { owningViewReference?.takeUnretainedValue() }
    set { owningViewReference = newValue.mapped { Unmanaged.passUnretained($0) } }
  }
  /// ``storedOwningView``, stored unmanaged (see `View.superviewReference`).
  @exclusivity(unchecked) var owningViewReference: Unmanaged<View>?
  /// Which system guide this is, if any.
  var role = Role.user

  // On the main actor, as views are freed (see `View`'s deinitializer).
  #if MainActorViews
    @MainActor deinit { clearReference() }
  #else
    deinit { clearReference() }
  #endif
  /// The constraints that tie a system guide to its view.
  var guideConstraints: [LayoutConstraint] = []

  /// Whether constraints to this guide go with its owning view's chunk
  /// when a large screen is installed in chunks, ahead of the views they
  /// also name.
  ///
  /// Why: a stack filled equally ties every arranged view to one guide.
  /// Installed with each view's chunk, after the chunks before had taken
  /// their labels' content sizes, each tie closed a loop through the rows
  /// those had made, and a 10,000-view list of one-label rows took 6.9 s
  /// (its cells grew 92-fold from 500 to 2,500 views). Installed first,
  /// each tie defines its view's length.
  var isInstalledWithOwner = false

  /// What code written for UIKit attached to the guide.
  private var storedAssociatedValues: [UnsafeRawPointer: Any]?

  /// A name for descriptions and diagnostics.
  @exclusivity(unchecked) public var identifier = ""

  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public init() {
    super.init(layoutItem: ())
  }

  /// The view that owns the guide; its coordinate space is the guide's.
  public var owningView: View? { storedOwningView }

  /// The guide's rectangle in its owning view's coordinate space, as of the
  /// last layout pass, with its edges on device pixels (rounded in the root's
  /// coordinates, as views' frames are, so a view pinned to the guide covers it).
  public var layoutFrame: CGRect {
    guard let variables, let owner = storedOwningView else { return .zero }
    let scale = owner.rootView.displayScaleForLayout
    let origins = owner.originsInRoot()
    let solved = variables.solvedRect
    return pixelAlignedRect(
      x: origins.solved.x + solved.origin.x, y: origins.solved.y + solved.origin.y,
      width: solved.size.width, height: solved.size.height, scale: scale
    ).inParent(drawnAt: origins.drawn, scale: scale)
  }

  override var associatedValues: [UnsafeRawPointer: Any]? {
    get { storedAssociatedValues }
    set { storedAssociatedValues = newValue }
  }

  override var unmanagedParent: Unmanaged<View>? { owningViewReference }
  override var unmanagedHost: Unmanaged<View>? { owningViewReference }
  override var installsWithHost: Bool { isInstalledWithOwner }
  override var semanticContent: SemanticContentAttribute {
    storedOwningView?.storedSemanticContent ?? .unspecified
  }

  override var displayName: String {
    if !identifier.isEmpty {
      return role == .user ? identifier : "\(storedOwningView?.displayName ?? "?").\(identifier)"
    }
    return "LayoutGuide:0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))"
  }

  /// A required constraint the engine makes to tie this guide's
  /// `attribute` to `other`'s (or to a constant when `other` is nil).
  func systemConstraint(
    _ attribute: LayoutConstraint.Attribute, to other: LayoutItem?, _ otherAttribute: LayoutConstraint.Attribute,
    identifier: String, file: StaticString, line: UInt
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: self, attribute: attribute, relation: .equal, toItem: other,
      attribute: other == nil ? .notAnAttribute : otherAttribute, multiplier: 1, constant: 0,
      kind: .layoutGuide, identifier: identifier, file: file, line: line)
  }

  /// The system guides a view vends.
  enum Role {
    case user, margins, safeArea, readableContent, scrollContent, scrollFrame
    /// Measures the distance between two anchors (`anchorWithOffset(to:)`).
    case offset
  }
}

// MARK: - Adding guides to views

extension View {
  /// The guides this view owns, system guides included once they are used.
  public var layoutGuides: [LayoutGuide] { storedLayoutGuides }

  /// Makes this view the owner of a guide (taking it from its old owner).
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if guide.storedOwningView === self { return }
    guide.storedOwningView?.removeLayoutGuide(guide)
    guide.storedOwningView = self
    storedLayoutGuides.append(guide)
  }

  /// Removes a guide this view owns, deactivating the constraints that use it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.storedOwningView === self else { return }
    LayoutEngine.itemWillLeave(guide)
    storedLayoutGuides.removeAll { $0 === guide }
    guide.storedOwningView = nil
    if guide === marginsGuide { marginsGuide = nil }
    if guide === safeAreaGuide { safeAreaGuide = nil }
    if guide === readableGuide { readableGuide = nil }
  }
}
