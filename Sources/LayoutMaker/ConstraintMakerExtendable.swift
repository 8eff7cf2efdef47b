import LayoutCore

/// A chain stage that may name more attributes before its relation:
/// `make.width.height.equalTo(50)`.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// Adds `attributes` to the chain.
  private func extend(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    description.attributes.formUnion(attributes)
    return self
  }

  /// The left edge.
  public var left: ConstraintMakerExtendable { extend(.left) }

  /// The top edge.
  public var top: ConstraintMakerExtendable { extend(.top) }

  /// The bottom edge.
  public var bottom: ConstraintMakerExtendable { extend(.bottom) }

  /// The right edge.
  public var right: ConstraintMakerExtendable { extend(.right) }

  /// The leading edge (left in left-to-right layouts).
  public var leading: ConstraintMakerExtendable { extend(.leading) }

  /// The trailing edge (right in left-to-right layouts).
  public var trailing: ConstraintMakerExtendable { extend(.trailing) }

  /// The width.
  public var width: ConstraintMakerExtendable { extend(.width) }

  /// The height.
  public var height: ConstraintMakerExtendable { extend(.height) }

  /// The horizontal center.
  public var centerX: ConstraintMakerExtendable { extend(.centerX) }

  /// The vertical center.
  public var centerY: ConstraintMakerExtendable { extend(.centerY) }

  /// The baseline of the last line of text (views only).
  public var lastBaseline: ConstraintMakerExtendable { extend(.lastBaseline) }

  /// The baseline of the first line of text (views only).
  public var firstBaseline: ConstraintMakerExtendable { extend(.firstBaseline) }

  /// The left edge of the layout margins (views only).
  public var leftMargin: ConstraintMakerExtendable { extend(.leftMargin) }

  /// The right edge of the layout margins (views only).
  public var rightMargin: ConstraintMakerExtendable { extend(.rightMargin) }

  /// The top edge of the layout margins (views only).
  public var topMargin: ConstraintMakerExtendable { extend(.topMargin) }

  /// The bottom edge of the layout margins (views only).
  public var bottomMargin: ConstraintMakerExtendable { extend(.bottomMargin) }

  /// The leading edge of the layout margins (views only).
  public var leadingMargin: ConstraintMakerExtendable { extend(.leadingMargin) }

  /// The trailing edge of the layout margins (views only).
  public var trailingMargin: ConstraintMakerExtendable { extend(.trailingMargin) }

  /// The horizontal center of the layout margins (views only).
  public var centerXWithinMargins: ConstraintMakerExtendable { extend(.centerXWithinMargins) }

  /// The vertical center of the layout margins (views only).
  public var centerYWithinMargins: ConstraintMakerExtendable { extend(.centerYWithinMargins) }

  /// Top, left, bottom and right.
  public var edges: ConstraintMakerExtendable { extend(.edges) }

  /// Left and right.
  public var horizontalEdges: ConstraintMakerExtendable { extend(.horizontalEdges) }

  /// Top and bottom.
  public var verticalEdges: ConstraintMakerExtendable { extend(.verticalEdges) }

  /// Top, leading, bottom and trailing.
  public var directionalEdges: ConstraintMakerExtendable { extend(.directionalEdges) }

  /// Leading and trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    extend(.directionalHorizontalEdges)
  }

  /// Top and bottom (the directional spelling).
  public var directionalVerticalEdges: ConstraintMakerExtendable {
    extend(.directionalVerticalEdges)
  }

  /// Width and height.
  public var size: ConstraintMakerExtendable { extend(.size) }

  /// The horizontal and vertical centers.
  public var center: ConstraintMakerExtendable { extend(.center) }

  /// The four edges of the layout margins (views only).
  public var margins: ConstraintMakerExtendable { extend(.margins) }

  /// Top, leading, bottom and trailing margins (views only).
  public var directionalMargins: ConstraintMakerExtendable { extend(.directionalMargins) }

  /// The centers of the layout margins (views only).
  public var centerWithinMargins: ConstraintMakerExtendable { extend(.centerWithinMargins) }
}
