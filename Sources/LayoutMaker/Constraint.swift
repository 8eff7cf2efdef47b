import Foundation
import LayoutCore

/// The constraints one maker chain made, to keep and change later.
///
/// Take it from the end of a chain with `.constraint`:
///
/// ```swift
/// var top: Constraint?
/// banner.snp.makeConstraints { make in
///   top = make.top.equalToSuperview().offset(20).constraint
///   make.leading.trailing.equalToSuperview()
/// }
/// top?.update(offset: 40)              // moves the banner down
/// top?.update(priority: .high)         // required to optional: allowed here
/// top?.deactivate()
/// ```
///
/// A composite attribute (`edges`, `size`...) makes one `LayoutConstraint`
/// per attribute; ``layoutConstraints`` lists them.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public final class Constraint {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The constraints made, one per attribute of the chain.
  // Unchecked, as the chains' fields are (see `ConstraintDescription`).
  @exclusivity(unchecked) public internal(set) var layoutConstraints: [LayoutConstraint]

  /// The item the constraints were made from (their first item), nil once
  /// it is freed: the item's record lists this handle, so holding the item
  /// would keep both alive. (A handle LayoutCore clears, not a weak
  /// reference, which would slow every retain and release of the item.)
  private let itemReference: ItemReference
  var item: LayoutItem? { itemReference.item }

  init(description: ConstraintDescription) {
    itemReference = description.item.reference
    layoutConstraints = []
    layoutConstraints = makeLayoutConstraints(description)
  }

  /// Whether every one of the constraints takes part in layout.
  ///
  /// Setting it activates or deactivates them all, as ``activate()`` and
  /// ``deactivate()`` do.
  public var isActive: Bool {
    get { !layoutConstraints.isEmpty && layoutConstraints.allSatisfy(\.isActive) }
    set { newValue ? activate() : deactivate() }
  }

  /// Activates the constraints: they are installed on the closest common
  /// ancestor of their items and counted by ``ConstraintDSL/installedConstraints``.
  public func activate() {
    LayoutConstraint.activate(layoutConstraints)
    guard let item else { return }
    let record = ConstraintRegistry.record(for: item)
    if !record.constraints.contains(where: { $0 === self }) { record.constraints.append(self) }
  }

  /// Deactivates the constraints; ``activate()`` brings them back.
  public func deactivate() {
    LayoutConstraint.deactivate(layoutConstraints)
    guard let item else { return }
    ConstraintRegistry.record(for: item).constraints.removeAll { $0 === self }
  }
}
