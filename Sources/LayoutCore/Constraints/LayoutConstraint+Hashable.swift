// MARK: - Identity, as NSObject's

extension LayoutConstraint: Hashable {
  /// Whether two constraints are the same object, as `NSObject`'s default
  /// `isEqual(_:)` decides for UIKit's: `view.constraints.contains(c)` and
  /// `firstIndex(of:)` work as code written for UIKit expects.
  public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }

  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
