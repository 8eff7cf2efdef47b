import LayoutCore

/// The object a `snp.makeConstraints` closure receives: each attribute
/// starts a chain that describes one constraint per attribute.
///
/// ```swift
/// avatar.snp.makeConstraints { make in
///   make.width.height.equalTo(48)
///   make.leading.equalToSuperview().inset(16)
///   make.centerY.equalTo(title)
/// }
/// ```
///
/// The chain is typed stage by stage, as in SnapKit: attributes
/// (``ConstraintMakerExtendable``), then a relation
/// (``ConstraintMakerRelatable``), then constants and multipliers
/// (``ConstraintMakerEditable``), then a priority
/// (``ConstraintMakerPrioritizable``), then a label or the handle
/// (``ConstraintMakerFinalizable``). A step out of order does not compile.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public final class ConstraintMaker {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The view or layout guide the constraints are for, as SnapKit's
  /// `ConstraintMaker.item`: your own maker extensions can read it.
  public let item: LayoutItem
  /// The chains started so far, in order (unchecked, as the chains' fields
  /// are: see ``ConstraintDescription``).
  @exclusivity(unchecked) var descriptions: [ConstraintDescription] = []

  init(item: LayoutItem) { self.item = item }

  /// Starts a chain for `attributes`.
  private func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    let description = ConstraintDescription(item: item, attributes: attributes)
    descriptions.append(description)
    return ConstraintMakerExtendable(description)
  }

  /// The constraints of every chain with a relation, made now if not yet
  /// made; a chain without one (`make.top` alone) says nothing.
  var constraints: [Constraint] {
    descriptions.filter { $0.relation != nil }.map { $0.makeConstraint() }
  }

  /// The left edge.
  public var left: ConstraintMakerExtendable { start(.left) }

  /// The top edge.
  public var top: ConstraintMakerExtendable { start(.top) }

  /// The bottom edge.
  public var bottom: ConstraintMakerExtendable { start(.bottom) }

  /// The right edge.
  public var right: ConstraintMakerExtendable { start(.right) }

  /// The leading edge (left in left-to-right layouts).
  public var leading: ConstraintMakerExtendable { start(.leading) }

  /// The trailing edge (right in left-to-right layouts).
  public var trailing: ConstraintMakerExtendable { start(.trailing) }

  /// The width.
  public var width: ConstraintMakerExtendable { start(.width) }

  /// The height.
  public var height: ConstraintMakerExtendable { start(.height) }

  /// The horizontal center.
  public var centerX: ConstraintMakerExtendable { start(.centerX) }

  /// The vertical center.
  public var centerY: ConstraintMakerExtendable { start(.centerY) }

  /// The baseline of the last line of text (views only).
  public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }

  /// The baseline of the first line of text (views only).
  public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }

  /// The left edge of the layout margins (views only).
  public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }

  /// The right edge of the layout margins (views only).
  public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }

  /// The top edge of the layout margins (views only).
  public var topMargin: ConstraintMakerExtendable { start(.topMargin) }

  /// The bottom edge of the layout margins (views only).
  public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }

  /// The leading edge of the layout margins (views only).
  public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }

  /// The trailing edge of the layout margins (views only).
  public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }

  /// The horizontal center of the layout margins (views only).
  public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }

  /// The vertical center of the layout margins (views only).
  public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }

  /// Top, left, bottom and right.
  public var edges: ConstraintMakerExtendable { start(.edges) }

  /// Left and right.
  public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }

  /// Top and bottom.
  public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }

  /// Top, leading, bottom and trailing.
  public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }

  /// Leading and trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    start(.directionalHorizontalEdges)
  }

  /// Top and bottom (the directional spelling).
  public var directionalVerticalEdges: ConstraintMakerExtendable {
    start(.directionalVerticalEdges)
  }

  /// Width and height.
  public var size: ConstraintMakerExtendable { start(.size) }

  /// The horizontal and vertical centers.
  public var center: ConstraintMakerExtendable { start(.center) }

  /// The four edges of the layout margins (views only).
  public var margins: ConstraintMakerExtendable { start(.margins) }

  /// Top, leading, bottom and trailing margins (views only).
  public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }

  /// The centers of the layout margins (views only).
  public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }
}
