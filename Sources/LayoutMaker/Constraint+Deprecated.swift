import LayoutCore

// MARK: - SnapKit's deprecated spellings

// SnapKit 5 keeps these names, deprecated, for code written against SnapKit
// 3 and 4; they are kept here too, deprecated the same way, so that such code
// ports by changing the import and then gets SnapKit's own fix-its.
extension Constraint {
  /// Activates the constraints; SnapKit's old name for ``activate()``.
  @available(*, deprecated, renamed: "activate()")
  public func install() {
    activate()
  }

  /// Deactivates the constraints; SnapKit's old name for ``deactivate()``.
  @available(*, deprecated, renamed: "deactivate()")
  public func uninstall() {
    deactivate()
  }

  /// Sets every constant; SnapKit's old name for ``update(offset:)``.
  @available(*, deprecated, renamed: "update(offset:)")
  public func updateOffset(amount: some ConstraintOffsetTarget) {
    update(offset: amount)
  }

  /// Sets every constant from insets; SnapKit's old name for ``update(inset:)``.
  @available(*, deprecated, renamed: "update(inset:)")
  public func updateInsets(amount: some ConstraintInsetTarget) {
    update(inset: amount)
  }

  /// Sets every priority; SnapKit's old name for `update(priority:)`.
  @available(*, deprecated, renamed: "update(priority:)")
  public func updatePriority(amount: some ConstraintPriorityTarget) {
    update(priority: amount)
  }
}
