/// A constraint priority with SnapKit's named levels, from 1 to 1000.
///
/// ```swift
/// make.width.equalTo(200).priority(.high)
/// make.height.equalTo(44).priority(ConstraintPriority.high.advanced(by: 1))  // 751
/// make.top.equalToSuperview().priority(.low + 1)                             // 251
/// ```
///
/// Unlike SnapKit on UIKit, a priority may later move between required and
/// optional with `Constraint.update(priority:)`.
nonisolated public struct ConstraintPriority: Strideable, Hashable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, ConstraintPriorityTarget
{
  /// The priority as a number; 1000 is required.
  public let value: Float

  /// Creates a priority from a number; 1000 is required.
  public init(_ value: Float) { self.value = value }

  /// Creates a priority from a float literal such as `999.5`.
  public init(floatLiteral value: Float) { self.value = value }

  /// Creates a priority from an integer literal such as `750`.
  public init(integerLiteral value: Int) { self.value = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = ConstraintPriority(1000)
  /// 750: as strong as the compression resistance of views made in code.
  public static let high = ConstraintPriority(750)
  /// 500: between hugging and compression resistance.
  public static let medium = ConstraintPriority(500)
  /// 250: as weak as the content hugging of views made in code.
  public static let low = ConstraintPriority(250)

  /// The distance from this priority to another.
  public func distance(to other: ConstraintPriority) -> Float { other.value - value }

  /// The priority moved by `n`: `.high.advanced(by: 1)` is 751.
  public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }

  /// A priority raised by `rhs`: `.low + 1` is 251.
  public static func + (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority {
    lhs.advanced(by: rhs)
  }

  /// A priority lowered by `rhs`: `.required - 1` is 999.
  public static func - (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority {
    lhs.advanced(by: -rhs)
  }

  /// The priority as a number; not API.
  public var _constraintPriority: Float { value }
}
