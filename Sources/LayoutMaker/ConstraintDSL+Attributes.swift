import LayoutCore

// MARK: - Attributes of any item, to relate to

extension ConstraintDSL {

  /// The left edge.
  public var left: ConstraintItem { ConstraintItem(item: item, attributes: .left) }

  /// The top edge.
  public var top: ConstraintItem { ConstraintItem(item: item, attributes: .top) }

  /// The bottom edge.
  public var bottom: ConstraintItem { ConstraintItem(item: item, attributes: .bottom) }

  /// The right edge.
  public var right: ConstraintItem { ConstraintItem(item: item, attributes: .right) }

  /// The leading edge (left in left-to-right layouts).
  public var leading: ConstraintItem { ConstraintItem(item: item, attributes: .leading) }

  /// The trailing edge (right in left-to-right layouts).
  public var trailing: ConstraintItem { ConstraintItem(item: item, attributes: .trailing) }

  /// The width.
  public var width: ConstraintItem { ConstraintItem(item: item, attributes: .width) }

  /// The height.
  public var height: ConstraintItem { ConstraintItem(item: item, attributes: .height) }

  /// The horizontal center.
  public var centerX: ConstraintItem { ConstraintItem(item: item, attributes: .centerX) }

  /// The vertical center.
  public var centerY: ConstraintItem { ConstraintItem(item: item, attributes: .centerY) }

  /// Top, left, bottom and right.
  public var edges: ConstraintItem { ConstraintItem(item: item, attributes: .edges) }

  /// Left and right.
  public var horizontalEdges: ConstraintItem {
    ConstraintItem(item: item, attributes: .horizontalEdges)
  }

  /// Top and bottom.
  public var verticalEdges: ConstraintItem {
    ConstraintItem(item: item, attributes: .verticalEdges)
  }

  /// Top, leading, bottom and trailing.
  public var directionalEdges: ConstraintItem {
    ConstraintItem(item: item, attributes: .directionalEdges)
  }

  /// Leading and trailing.
  public var directionalHorizontalEdges: ConstraintItem {
    ConstraintItem(item: item, attributes: .directionalHorizontalEdges)
  }

  /// Top and bottom (the directional spelling).
  public var directionalVerticalEdges: ConstraintItem {
    ConstraintItem(item: item, attributes: .directionalVerticalEdges)
  }

  /// Width and height.
  public var size: ConstraintItem { ConstraintItem(item: item, attributes: .size) }

  /// The horizontal and vertical centers.
  public var center: ConstraintItem { ConstraintItem(item: item, attributes: .center) }
}
