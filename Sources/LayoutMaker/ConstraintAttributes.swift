import LayoutCore

/// A set of layout attributes, one bit per ``LayoutConstraint/Attribute``.
///
/// A set rather than a list because composites (`edges`, `size`...) are
/// unions, and chaining `make.width.height` only adds bits. The bit of an
/// attribute is its UIKit raw value, so listing the set gives UIKit's order.
struct ConstraintAttributes: OptionSet, Hashable {
  var rawValue: UInt32

  init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The set holding one attribute.
  init(_ attribute: LayoutConstraint.Attribute) { rawValue = 1 << UInt32(attribute.rawValue) }

  static let left = Self(.left)
  static let right = Self(.right)
  static let top = Self(.top)
  static let bottom = Self(.bottom)
  static let leading = Self(.leading)
  static let trailing = Self(.trailing)
  static let width = Self(.width)
  static let height = Self(.height)
  static let centerX = Self(.centerX)
  static let centerY = Self(.centerY)
  static let lastBaseline = Self(.lastBaseline)
  static let firstBaseline = Self(.firstBaseline)
  static let leftMargin = Self(.leftMargin)
  static let rightMargin = Self(.rightMargin)
  static let topMargin = Self(.topMargin)
  static let bottomMargin = Self(.bottomMargin)
  static let leadingMargin = Self(.leadingMargin)
  static let trailingMargin = Self(.trailingMargin)
  static let centerXWithinMargins = Self(.centerXWithinMargins)
  static let centerYWithinMargins = Self(.centerYWithinMargins)

  static let edges: Self = [.top, .left, .bottom, .right]
  static let horizontalEdges: Self = [.left, .right]
  static let verticalEdges: Self = [.top, .bottom]
  static let directionalEdges: Self = [.top, .leading, .bottom, .trailing]
  static let directionalHorizontalEdges: Self = [.leading, .trailing]
  static let directionalVerticalEdges: Self = [.top, .bottom]
  static let size: Self = [.width, .height]
  static let center: Self = [.centerX, .centerY]
  static let margins: Self = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
  static let directionalMargins: Self = [
    .topMargin, .leadingMargin, .bottomMargin, .trailingMargin,
  ]
  static let centerWithinMargins: Self = [.centerXWithinMargins, .centerYWithinMargins]

  /// The attributes in the set, in UIKit's raw-value order.
  var layoutAttributes: [LayoutConstraint.Attribute] {
    (1...20).compactMap { raw in
      rawValue & (1 << UInt32(raw)) != 0 ? LayoutConstraint.Attribute(rawValue: raw) : nil
    }
  }
}

nonisolated extension LayoutConstraint.Attribute {
  /// The attribute with its margin removed (`leftMargin` is `left`), so that
  /// `edges` can be matched against `margins` edge by edge.
  var makerBase: Self {
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

  /// Whether the attribute is a width or a height (it may equal a constant).
  var isDimension: Bool { self == .width || self == .height }

  /// Whether the attribute is a horizontal position.
  var isHorizontalPosition: Bool {
    switch makerBase {
    case .left, .right, .leading, .trailing, .centerX: true
    default: false
    }
  }
}
