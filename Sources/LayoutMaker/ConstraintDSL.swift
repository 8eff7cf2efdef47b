import LayoutCore

/// The `snp` namespace of a view or layout guide: the entry point of the maker.
///
/// ```swift
/// title.snp.makeConstraints { make in
///   make.top.equalTo(image.snp.bottom).offset(8)
///   make.leading.trailing.equalToSuperview().inset(16)
/// }
/// ```
///
/// Reach it with `View.snp` or `LayoutGuide.snp`.
/// Its attributes (`other.snp.bottom`, `other.snp.edges`) are targets for
/// another item's maker.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public struct ConstraintDSL<Item: LayoutItem> {
  /// The view or guide.
  let item: Item

  init(item: Item) { self.item = item }

  // MARK: - Making constraints

  /// Makes and activates the constraints the closure describes.
  ///
  /// A view's `translatesAutoresizingMaskIntoConstraints` is turned off first.
  public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
    for constraint in prepareConstraints(closure) { constraint.activate() }
  }

  /// Makes the constraints the closure describes without activating them.
  ///
  /// ```swift
  /// let expanded = panel.snp.prepareConstraints { $0.height.equalTo(400) }
  /// expanded.forEach { $0.activate() }
  /// ```
  @discardableResult
  public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
    (item as LayoutItem as? View)?.translatesAutoresizingMaskIntoConstraints = false
    let maker = ConstraintMaker(item: item)
    closure(maker)
    return maker.constraints
  }

  /// Removes every constraint the maker made from this item, then makes
  /// the closure's constraints.
  public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
    removeConstraints()
    makeConstraints(closure)
  }

  /// Updates the constants of existing constraints to the closure's, and
  /// adds what matches nothing.
  ///
  /// A new constraint matches an active maker constraint of this item with
  /// the same attribute, relation, target item and target attribute, best
  /// with the same multiplier and priority too. The match takes the new
  /// constant, priority and multiplier (so an update may move a constraint
  /// between required and optional, or change its multiplier). Where SnapKit
  /// stops the app, a constraint that matches nothing is activated as new
  /// and a ``ConstraintDiagnostic/Kind/updateMatchedNothing`` diagnostic is
  /// recorded; an item with no maker constraints yet simply makes them.
  public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
    let new = prepareConstraints(closure)
    let record = ConstraintRegistry.record(for: item)
    guard !record.constraints.isEmpty else {
      for constraint in new { constraint.activate() }
      return
    }
    for constraint in new { constraint.merge(into: record) }
  }

  /// Deactivates every constraint the maker made from this item.
  public func removeConstraints() {
    let record = ConstraintRegistry.record(for: item)
    for constraint in record.constraints { constraint.deactivate() }
  }

  // MARK: - Inspecting

  /// The view or guide this namespace belongs to, as SnapKit's `snp.target`.
  public var target: AnyObject? { item }

  /// The active user constraints installed on this item: those whose
  /// closest common ancestor is this view (the view itself for its own
  /// width and height), however they were made. Empty for a guide.
  public var installedConstraints: [LayoutConstraint] {
    guard let view = item as LayoutItem as? View else { return [] }
    return view.constraints.filter { !$0.isSystemConstraint }
  }

  /// The maker's diagnostics for constraints made from this item, oldest first.
  public var diagnostics: [ConstraintDiagnostic] {
    ConstraintRegistry.record(for: item).diagnostics
  }

  // MARK: - Labels

  /// The item's name in descriptions and diagnostics: a view's
  /// `debugName`, a guide's identifier.
  public func label() -> String? {
    if let view = item as LayoutItem as? View { return view.debugName }
    let identifier = (item as LayoutItem as? LayoutGuide)?.identifier ?? ""
    return identifier.isEmpty ? nil : identifier
  }

  /// Names the item in descriptions and diagnostics.
  public func setLabel(_ label: String?) {
    if let view = item as LayoutItem as? View {
      view.debugName = label
    } else if let guide = item as LayoutItem as? LayoutGuide {
      guide.identifier = label ?? ""
    }
  }
}

// MARK: - Entry points

extension View {
  /// The maker namespace: `view.snp.makeConstraints { make in ... }`.
  public var snp: ConstraintDSL<View> { ConstraintDSL(item: self) }
}

extension LayoutGuide {
  /// The maker namespace: `guide.snp.makeConstraints { make in ... }`.
  public var snp: ConstraintDSL<LayoutGuide> { ConstraintDSL(item: self) }
}
