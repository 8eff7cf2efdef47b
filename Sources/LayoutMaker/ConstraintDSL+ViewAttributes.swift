import LayoutCore

// MARK: - Attributes only views have

extension ConstraintDSL where Item: View {

  /// The baseline of the last line of text.
  public var lastBaseline: ConstraintItem { ConstraintItem(item: item, attributes: .lastBaseline) }

  /// The baseline of the first line of text.
  public var firstBaseline: ConstraintItem {
    ConstraintItem(item: item, attributes: .firstBaseline)
  }

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
