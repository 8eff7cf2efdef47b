/// The shapes of ``CompositeExpression``: which anchors it relates together.
nonisolated public enum CompositeShape {
  /// Width and height.
  public enum Size {}
  /// Center x and center y.
  public enum Center {}
  /// Leading and trailing.
  public enum HorizontalEdges: EdgesShape {}
  /// Top and bottom.
  public enum VerticalEdges: EdgesShape {}
  /// Leading, trailing, top and bottom.
  public enum Edges: EdgesShape {}
}

/// The shapes made of edges, which take `EdgeInsets`.
nonisolated public protocol EdgesShape {}

/// Width and height related together.
public typealias SizeExpression = CompositeExpression<CompositeShape.Size>
/// Center x and center y related together.
public typealias CenterExpression = CompositeExpression<CompositeShape.Center>
/// Leading and trailing related together.
public typealias HorizontalEdgesExpression = CompositeExpression<CompositeShape.HorizontalEdges>
/// Top and bottom related together.
public typealias VerticalEdgesExpression = CompositeExpression<CompositeShape.VerticalEdges>
/// All four edges related together.
public typealias EdgesExpression = CompositeExpression<CompositeShape.Edges>
