import LayoutCore

// MARK: - Single anchors of views and guides

extension LayoutItem {
  /// The top edge, for operator constraints: `a.top == b.bottom + 8`.
  public var top: AnchorExpression<YAxisAnchor> { AnchorExpression(self, .top) }
  /// The bottom edge, for operator constraints.
  public var bottom: AnchorExpression<YAxisAnchor> { AnchorExpression(self, .bottom) }
  /// The leading edge (left, or right in right-to-left layouts), for operator constraints.
  public var leading: AnchorExpression<XAxisAnchor> { AnchorExpression(self, .leading) }
  /// The trailing edge (right, or left in right-to-left layouts), for operator constraints.
  public var trailing: AnchorExpression<XAxisAnchor> {
    AnchorExpression(self, .trailing)
  }
  /// The left edge in every layout direction, for operator constraints.
  public var left: AnchorExpression<XAxisAnchor> { AnchorExpression(self, .left) }
  /// The right edge in every layout direction, for operator constraints.
  public var right: AnchorExpression<XAxisAnchor> { AnchorExpression(self, .right) }
  /// The horizontal center, for operator constraints.
  public var centerX: AnchorExpression<XAxisAnchor> { AnchorExpression(self, .centerX) }
  /// The vertical center, for operator constraints.
  public var centerY: AnchorExpression<YAxisAnchor> { AnchorExpression(self, .centerY) }
  /// The width, for operator constraints: `a.width == b.width / 3`.
  public var width: AnchorExpression<DimensionAnchor> { AnchorExpression(self, .width) }
  /// The height, for operator constraints: `a.height == 44`.
  public var height: AnchorExpression<DimensionAnchor> {
    AnchorExpression(self, .height)
  }
}

// MARK: - Baselines (views only: guides have none)

extension View {
  /// The baseline of the first line of text, for operator constraints.
  public var firstBaseline: AnchorExpression<YAxisAnchor> {
    AnchorExpression(self, .firstBaseline)
  }
  /// The baseline of the last line of text, for operator constraints.
  public var lastBaseline: AnchorExpression<YAxisAnchor> {
    AnchorExpression(self, .lastBaseline)
  }
}
