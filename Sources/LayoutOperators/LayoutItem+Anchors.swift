import LayoutCore

// MARK: - Single anchors of views and guides

extension LayoutItem {
  /// The top edge, for operator constraints: `a.top == b.bottom + 8`.
  public var top: AnchorExpression<LayoutAnchorKind.YAxis> { AnchorExpression(topAnchor) }
  /// The bottom edge, for operator constraints.
  public var bottom: AnchorExpression<LayoutAnchorKind.YAxis> { AnchorExpression(bottomAnchor) }
  /// The leading edge (left, or right in right-to-left layouts), for operator constraints.
  public var leading: AnchorExpression<LayoutAnchorKind.XAxis> { AnchorExpression(leadingAnchor) }
  /// The trailing edge (right, or left in right-to-left layouts), for operator constraints.
  public var trailing: AnchorExpression<LayoutAnchorKind.XAxis> {
    AnchorExpression(trailingAnchor)
  }
  /// The left edge in every layout direction, for operator constraints.
  public var left: AnchorExpression<LayoutAnchorKind.XAxis> { AnchorExpression(leftAnchor) }
  /// The right edge in every layout direction, for operator constraints.
  public var right: AnchorExpression<LayoutAnchorKind.XAxis> { AnchorExpression(rightAnchor) }
  /// The horizontal center, for operator constraints.
  public var centerX: AnchorExpression<LayoutAnchorKind.XAxis> { AnchorExpression(centerXAnchor) }
  /// The vertical center, for operator constraints.
  public var centerY: AnchorExpression<LayoutAnchorKind.YAxis> { AnchorExpression(centerYAnchor) }
  /// The width, for operator constraints: `a.width == b.width / 3`.
  public var width: AnchorExpression<LayoutAnchorKind.Dimension> { AnchorExpression(widthAnchor) }
  /// The height, for operator constraints: `a.height == 44`.
  public var height: AnchorExpression<LayoutAnchorKind.Dimension> {
    AnchorExpression(heightAnchor)
  }
}

// MARK: - Baselines (views only: guides have none)

extension View {
  /// The baseline of the first line of text, for operator constraints.
  public var firstBaseline: AnchorExpression<LayoutAnchorKind.YAxis> {
    AnchorExpression(firstBaselineAnchor)
  }
  /// The baseline of the last line of text, for operator constraints.
  public var lastBaseline: AnchorExpression<LayoutAnchorKind.YAxis> {
    AnchorExpression(lastBaselineAnchor)
  }
}
