import LayoutMaker

/// Code written against SnapKit 3 and 4 calls these names, which SnapKit 5
/// (and LayoutMaker) keep, deprecated. Calling them directly would warn, and
/// the build keeps no warnings, so the test reaches them through this
/// protocol, whose requirements `Constraint`'s deprecated methods fulfil.
protocol SnapKitLegacyAPI {
  func install()
  func uninstall()
  func updateOffset(amount: Double)
  func updatePriority(amount: Float)
}

extension Constraint: SnapKitLegacyAPI {}
