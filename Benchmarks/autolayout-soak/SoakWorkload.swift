/// A random workload the runner drives: steps with invariant checks, and
/// teardowns back to the empty state.
protocol SoakWorkload: AnyObject {
  /// The footprint compared across teardowns: it must come back exactly.
  associatedtype Footprint: Equatable & CustomStringConvertible

  /// The mode's name, as printed.
  var name: String { get }
  /// What the workload did and found so far.
  var counters: SoakCounters { get }
  /// One random operation, followed by the invariant checks.
  func step(_ index: Int)
  /// Removes everything the steps built and reports what the solver or engine still holds.
  func tearDown() -> Footprint
}
