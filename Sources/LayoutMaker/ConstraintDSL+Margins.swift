import LayoutCore

// MARK: - Margin attributes (every item)

/// A view's layout margins; a layout guide has none, so a guide's margin
/// attributes are its edges (`guide.snp.bottomMargin` is its bottom), and
/// code written for SnapKit's guide DSL, which offers them, reads the same.
extension ConstraintDSL {
  /// The left edge of the layout margins.
  public var leftMargin: ConstraintItem { ConstraintItem(item: item, attributes: .leftMargin) }

  /// The right edge of the layout margins.
  public var rightMargin: ConstraintItem { ConstraintItem(item: item, attributes: .rightMargin) }

  /// The top edge of the layout margins.
  public var topMargin: ConstraintItem { ConstraintItem(item: item, attributes: .topMargin) }

  /// The bottom edge of the layout margins.
  public var bottomMargin: ConstraintItem { ConstraintItem(item: item, attributes: .bottomMargin) }

  /// The leading edge of the layout margins.
  public var leadingMargin: ConstraintItem {
    ConstraintItem(item: item, attributes: .leadingMargin)
  }

  /// The trailing edge of the layout margins.
  public var trailingMargin: ConstraintItem {
    ConstraintItem(item: item, attributes: .trailingMargin)
  }

  /// The horizontal center of the layout margins.
  public var centerXWithinMargins: ConstraintItem {
    ConstraintItem(item: item, attributes: .centerXWithinMargins)
  }

  /// The vertical center of the layout margins.
  public var centerYWithinMargins: ConstraintItem {
    ConstraintItem(item: item, attributes: .centerYWithinMargins)
  }

  /// The four edges of the layout margins.
  public var margins: ConstraintItem { ConstraintItem(item: item, attributes: .margins) }

  /// Top, leading, bottom and trailing margins.
  public var directionalMargins: ConstraintItem {
    ConstraintItem(item: item, attributes: .directionalMargins)
  }

  /// The centers of the layout margins.
  public var centerWithinMargins: ConstraintItem {
    ConstraintItem(item: item, attributes: .centerWithinMargins)
  }
}
