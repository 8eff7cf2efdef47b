/// How much a constraint matters: required, or a weight for a preference.
///
/// The encoding is kiwi's, so answers can be compared with kiwisolver:
/// `create(a, b, c, w) = clamp(a·w)·1e6 + clamp(b·w)·1e3 + clamp(c·w)`, each part
/// clamped to `0...1000`. ``strong`` is 1e6, ``medium`` 1e3, ``weak`` 1 and
/// ``required`` 1.001001e9. The levels are weights, not a strict order: enough weak
/// errors can outweigh a medium one, as in kiwi.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The weight of the constraint's error in the objective.
  public var value: Double

  /// Creates a strength with a raw weight, clamped to `0...required`.
  public init(_ value: Double) {
    self.value = value.isNaN ? 0 : min(max(value, 0), Strength.requiredValue)
  }

  /// kiwi's three-level encoding with a multiplier.
  /// - Parameters:
  ///   - a: The strong part (0–1000).
  ///   - b: The medium part (0–1000).
  ///   - c: The weak part (0–1000).
  ///   - w: A factor applied to each part before clamping.
  public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
    func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1000) }
    return Strength(clamp(a * w) * 1_000_000 + clamp(b * w) * 1_000 + clamp(c * w))
  }

  private static let requiredValue = 1_001_001_000.0

  /// Must hold; a constraint that cannot is rejected as unsatisfiable.
  public static let required = Strength(requiredValue)
  /// kiwi's strong level, 1e6.
  public static let strong = Strength.create(1, 0, 0)
  /// kiwi's medium level, 1e3.
  public static let medium = Strength.create(0, 1, 0)
  /// kiwi's weak level, 1.
  public static let weak = Strength.create(0, 0, 1)

  /// Whether this is the required strength.
  public var isRequired: Bool { value >= Strength.requiredValue }

  /// Compares by weight.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

  /// `required`, `strong`, `medium`, `weak`, or the raw weight.
  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    default: formatNumber(value)
    }
  }
}
