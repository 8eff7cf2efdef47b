extension LayoutConstraint {
  /// A part of a view's or guide's layout rectangle that a constraint relates,
  /// with UIKit's raw values.
  ///
  /// Edges and centers are positions; ``width`` and ``height`` are sizes.
  /// ``leading`` and ``trailing`` are ``left`` and ``right`` in a left-to-right
  /// layout and the other way round in a right-to-left one. The margin
  /// attributes are the same parts of the view's ``View/layoutMarginsGuide``.
  nonisolated public enum Attribute: Int, Sendable, Hashable, CustomStringConvertible {
    /// No attribute: the second attribute of a constraint on a constant.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (left in left-to-right layouts).
    case leading = 5
    /// The trailing edge (right in left-to-right layouts).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal center.
    case centerX = 9
    /// The vertical center.
    case centerY = 10
    /// The baseline of the last line of text, or the bottom edge.
    case lastBaseline = 11
    /// The baseline of the first line of text, or the top edge.
    case firstBaseline = 12
    /// The left edge of the layout margins.
    case leftMargin = 13
    /// The right edge of the layout margins.
    case rightMargin = 14
    /// The top edge of the layout margins.
    case topMargin = 15
    /// The bottom edge of the layout margins.
    case bottomMargin = 16
    /// The leading edge of the layout margins.
    case leadingMargin = 17
    /// The trailing edge of the layout margins.
    case trailingMargin = 18
    /// The horizontal center of the layout margins.
    case centerXWithinMargins = 19
    /// The vertical center of the layout margins.
    case centerYWithinMargins = 20

    /// The name as written in constraint descriptions (`leading`, `topMargin`...).
    public var description: String {
      switch self {
      case .notAnAttribute: "notAnAttribute"
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      }
    }

    /// The attribute without its margin: `leadingMargin` becomes `leading`.
    var withoutMargin: Attribute {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: self
      }
    }

    /// Whether this is one of the margin attributes.
    var isMargin: Bool { rawValue >= 13 }

    /// Whether the attribute flips with the layout direction.
    var isDirectional: Bool {
      switch self {
      case .leading, .trailing, .leadingMargin, .trailingMargin: true
      default: false
      }
    }

    /// Which of the three families the attribute belongs to.
    var family: Family {
      switch self.withoutMargin {
      case .left, .right, .leading, .trailing, .centerX: .xAxis
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .yAxis
      case .width, .height: .dimension
      default: .none
      }
    }

    /// The axis an attribute measures along.
    enum Family {
      case xAxis, yAxis, dimension, none
    }
  }
}
