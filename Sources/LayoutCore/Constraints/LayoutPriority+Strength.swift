import Cassowary
import Foundation

// MARK: - Priority to solver strength

nonisolated extension LayoutPriority {
  /// The solver strength of this priority.
  ///
  /// UIKit's engine compares priorities lexicographically: one error at 751
  /// outweighs any number of errors at 750. A Cassowary solver weighs errors
  /// with one number per constraint, so the ordering can only be approximated,
  /// and doubles give about twelve useful decades between the weakest weight
  /// and the required level (1.001e9) before rounding noise matters.
  ///
  /// The weight is `10^L` with
  ///
  ///     L(p) = -3 + p/1000 + Σ steps below p
  ///
  /// where the steps put the decades where layouts need them, around the
  /// levels the system itself uses:
  ///
  /// | from | step | why |
  /// |---|---|---|
  /// | p ≥ 50, p > 50 | +1, +1 | fitting size (50) vs. 49 and 51 |
  /// | p ≥ 250, p > 250 | +2, +2 | content hugging (250) vs. 249 and 251 |
  /// | p ≥ 750, p > 750 | +2, +2 | compression resistance (750) vs. 749 and 751 |
  /// | p ≥ 999 | +1 | "almost required" above every ordinary level |
  ///
  /// So 751 weighs 100 times 750 (it beats up to 99 compression-resistance
  /// errors of the same length), 251 weighs 100 times 250, and 999 weighs ten
  /// times anything at or below 998. Elsewhere one step of priority is a
  /// factor of 10^0.001 ≈ 1.0023: still strictly ordered one against one,
  /// but a handful of 500s can outweigh a 501. Priorities at or above 1000
  /// are required; priorities at or below 0 (and NaN) weigh as 0.
  var strength: Strength {
    if isRequired { return .required }
    return Strength(LayoutPriority.weight(rawValue))
  }

  /// The weight `10^L(p)` of a non-required priority (see ``strength``).
  ///
  /// Whole priorities (all a screen usually has) are read from a table of
  /// the same values: `pow` cost some 100 instructions a constraint, 1% of
  /// a 1,000-view card table's layout pass (callgrind).
  static func weight(_ priority: Float) -> Double {
    if priority >= 0 && priority <= 1000, priority == priority.rounded(.towardZero) {
      return wholeWeights[Int(priority)]
    }
    return computedWeight(priority)
  }

  /// ``weight(_:)`` of every whole priority from 0 to 1000.
  private static let wholeWeights = (0...1000).mapped { computedWeight(Float($0)) }

  /// ``weight(_:)`` computed.
  private static func computedWeight(_ priority: Float) -> Double {
    let p = priority.isNaN ? 0 : Double(min(max(priority, 0), 1000))
    var exponent = -3 + p / 1000
    if p >= 50 { exponent += 1 }
    if p > 50 { exponent += 1 }
    if p >= 250 { exponent += 2 }
    if p > 250 { exponent += 2 }
    if p >= 750 { exponent += 2 }
    if p > 750 { exponent += 2 }
    if p >= 999 { exponent += 1 }
    return pow(10, exponent)
  }

  /// The strength a required constraint keeps after it was broken: above
  /// every optional priority (whose weights stay below 1e9), below required.
  static let brokenStrength = Strength(1e9)
}
