import Foundation

// MARK: - Intrinsic content size, hugging and compression resistance

extension View {
  /// Tells the engine to read ``intrinsicContentSize`` again at the next layout pass.
  public func invalidateIntrinsicContentSize() {
    storedSuperview?.subviewDidInvalidateIntrinsicContentSize(self)
    guard variables != nil else { return }
    setNeedsSystemSync()
  }

  /// Invalidates the intrinsic size because the engine gave the view a new
  /// size it measures at (a wrapping label): the engine takes the new size
  /// in when the running round of `layoutSubviews` ends.
  func invalidateIntrinsicContentSizeForNewSize() {
    guard let engine = rootView.engineIfPresent, engine.isRunningLayoutQueue else {
      invalidateIntrinsicContentSize()
      return
    }
    storedSuperview?.subviewDidInvalidateIntrinsicContentSize(self)
    guard variables != nil else { return }
    engine.deferRemeasure(self)
  }

  /// How strongly the view resists growing beyond its intrinsic size on an
  /// axis; ``LayoutPriority/defaultLow`` (250) by default.
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size on an axis.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    contentSizePrioritiesDidChange(for: axis)
  }

  /// How strongly the view resists shrinking below its intrinsic size on an
  /// axis; ``LayoutPriority/defaultHigh`` (750) by default.
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis)
    -> LayoutPriority
  {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    contentSizePrioritiesDidChange(for: axis)
  }

  /// Whether an axis's content size is one constraint with both priorities
  /// (neither is required), rather than its hugging and compression-resistance
  /// halves: the shape the engine's sync builds and a priority change keeps.
  func holdsContentSizeAsOne(_ axis: LayoutConstraint.Axis) -> Bool {
    !contentHuggingPriority(for: axis).isRequired && !contentCompressionResistancePriority(for: axis).isRequired
  }

  /// Brings an axis's content-size constraints to its priorities: in place
  /// while their shape holds (``holdsContentSizeAsOne(_:)``), at the next
  /// pass's sync when it changes.
  private func contentSizePrioritiesDidChange(for axis: LayoutConstraint.Axis) {
    let horizontal = axis == .horizontal
    guard
      let existing = horizontal ? systemConstraints.contentSize.horizontal : systemConstraints.contentSize.vertical
    else { return }
    let hugging = contentHuggingPriority(for: axis)
    let resistance = contentCompressionResistancePriority(for: axis)
    let merges = holdsContentSizeAsOne(axis)
    if merges && existing.kind == .contentSize {
      existing.priority = hugging
      existing.compressionResistance = resistance
    } else if !merges && existing.kind == .contentHugging {
      existing.priority = hugging
      (horizontal ? systemConstraints.compression.horizontal : systemConstraints.compression.vertical)?
        .priority = resistance
    } else {
      setNeedsSystemSync()
    }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }
}
