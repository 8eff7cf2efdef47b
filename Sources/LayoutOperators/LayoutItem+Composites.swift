import LayoutCore

// MARK: - Composite anchors of views and guides

extension LayoutItem {
  /// Width and height together: `a.size == 200`, `a.size == b.size / 2`.
  public var size: SizeExpression { SizeExpression(self, [.width, .height]) }

  /// Center x and y together: `a.centerXY == b.centerXY`.
  ///
  /// Named as Constraint Builder names it; `center` is the view's position.
  public var centerXY: CenterExpression { CenterExpression(self, [.centerX, .centerY]) }

  /// Leading and trailing together.
  public var horizontalEdges: HorizontalEdgesExpression {
    HorizontalEdgesExpression(self, [.leading, .trailing])
  }

  /// Top and bottom together.
  public var verticalEdges: VerticalEdgesExpression {
    VerticalEdgesExpression(self, [.top, .bottom])
  }

  /// Leading, trailing, top and bottom together: `a.edges == b.edges`.
  public var edges: EdgesExpression { EdgesExpression(self, [.leading, .trailing, .top, .bottom]) }
}
