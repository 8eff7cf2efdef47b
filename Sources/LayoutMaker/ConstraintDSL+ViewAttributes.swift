import LayoutCore

// MARK: - Attributes only views have

extension ConstraintDSL where Item: View {

  /// The baseline of the last line of text.
  public var lastBaseline: ConstraintItem { ConstraintItem(item: item, attributes: .lastBaseline) }

  /// The baseline of the first line of text.
  public var firstBaseline: ConstraintItem {
    ConstraintItem(item: item, attributes: .firstBaseline)
  }
}
