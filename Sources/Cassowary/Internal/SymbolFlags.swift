/// A symbol's list memberships, one byte for the four the tableau keeps.
///
/// Four `Bool` arrays were four more arrays for every new symbol to append
/// to, each its own stream of cache lines at 10,000 views.
struct SymbolFlags: OptionSet {
  let rawValue: UInt8

  /// Listed in ``Tableau/dirty``, to be read by the next update.
  static let dirty = SymbolFlags(rawValue: 1)
  /// Listed in ``Tableau/improving``.
  static let listedImproving = SymbolFlags(rawValue: 2)
  /// Queued in ``Tableau/derivedQueue``.
  static let queuedDerived = SymbolFlags(rawValue: 4)
  /// Listed in ``Tableau/changedWithDependents``.
  static let changedWithDependents = SymbolFlags(rawValue: 8)
}
