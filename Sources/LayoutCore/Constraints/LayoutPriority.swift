/// How much a constraint matters, from 1 to 1000, as UIKit's `UILayoutPriority`.
///
/// ``required`` (1000) constraints always hold. Any lower priority makes a
/// constraint optional: the engine keeps it as close to holding as it can,
/// and when two optional constraints disagree the higher priority wins.
///
/// ```swift
/// let width = label.widthAnchor.constraint(equalToConstant: 200)
/// width.priority = .defaultHigh + 1   // 751: beats compression resistance
/// button.setContentHuggingPriority(251, for: .horizontal)
/// ```
///
/// Priorities are written as numbers (`750`, `999.5`) or with the named
/// levels and arithmetic (`.required - 1`). How each one is weighed by the
/// solver is described in <doc:Priorities>.
nonisolated public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The priority as a number; 1000 is required.
  public var rawValue: Float

  /// Creates a priority from a number; 1000 is required.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from a number; 1000 is required.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from a float literal such as `999.5`.
  public init(floatLiteral value: Float) { self.rawValue = value }

  /// Creates a priority from an integer literal such as `750`.
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: the compression resistance of views made in code.
  public static let defaultHigh = LayoutPriority(750)
  /// 250: the content hugging of views made in code.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the level ``View/systemLayoutSizeFitting(_:)`` pulls towards the target size with.
  public static let fittingSizeLevel = LayoutPriority(50)
  /// 510: a drag that may resize the window.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500: the level that keeps a window's size.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 490: a drag that may not resize the window.
  public static let dragThatCannotResizeScene = LayoutPriority(490)

  /// Whether this priority is required (1000 or more).
  public var isRequired: Bool { rawValue >= 1000 }

  /// Orders priorities by value.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by `rhs`: `.defaultHigh + 1` is 751.
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority lowered by `rhs`: `.required - 1` is 999.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }

  /// The number, without a trailing `.0` when it is whole (`750`, `999.5`).
  public var description: String {
    rawValue.rounded() == rawValue && abs(rawValue) < 1e9
      ? String(Int(rawValue)) : String(rawValue)
  }
}
