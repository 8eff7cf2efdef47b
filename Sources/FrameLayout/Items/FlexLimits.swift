import Foundation

/// A flexible item's weight, minimum and maximum when any of them is not the
/// usual 1, 0 and infinity.
///
/// Most items keep the usual values, so ``Item`` holds these out of line and
/// stays small; see the note on its stored properties.
final class FlexLimits: Sendable {
  /// The share of free main-axis space (``ItemSpec/weight``).
  let weight: CGFloat
  /// The smallest flexible main-axis length (``ItemSpec/minimum``).
  let minimum: CGFloat
  /// The largest flexible main-axis length (``ItemSpec/maximum``).
  let maximum: CGFloat

  private init(weight: CGFloat, minimum: CGFloat, maximum: CGFloat) {
    self.weight = weight
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The limits, or nil when they are the usual ones bit for bit (so that
  /// a `-0.0` minimum is kept as given).
  ///
  /// A factory, not a failable initializer: a class's `init?` allocates the
  /// object before it can return nil, and frees it again, for every item.
  static func unlessUsual(weight: CGFloat, minimum: CGFloat, maximum: CGFloat) -> FlexLimits? {
    if weight == 1, minimum.bitPattern == 0, maximum == .infinity { return nil }
    return FlexLimits(weight: weight, minimum: minimum, maximum: maximum)
  }

  /// Whether the item needs the flexible shares' rounds: it has a minimum or
  /// a maximum (``FrameEngine/LineTotals/limitedCount``).
  var isLimited: Bool { minimum != 0 || maximum != .infinity }
}
