// MARK: - Identity, as NSObject's

extension ViewController: Hashable {
  /// Whether two controllers are the same object, as `NSObject`'s default `isEqual(_:)` decides.
  public static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }

  /// Hashes the controller's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
