// MARK: - Identity, as NSObject's

extension LayoutItem: Hashable {
  /// Whether two items are the same object, as `NSObject`'s default
  /// `isEqual(_:)` decides for UIKit's views and guides: so `view == other`,
  /// `Set<View>` and `[View: CGRect]` work as code written for UIKit expects.
  public static func == (lhs: LayoutItem, rhs: LayoutItem) -> Bool { lhs === rhs }

  /// Hashes the item's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
