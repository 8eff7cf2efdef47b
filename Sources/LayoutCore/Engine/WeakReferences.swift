import Synchronization

/// The last serial given to an engine (see ``EngineToken/serial``).
nonisolated private let engineSerials = Atomic<Int>(0)

/// A stand-in for an engine that constraints can hold: it becomes nil when
/// the engine is freed, like a weak reference, without giving the engine a
/// side table.
nonisolated final class EngineToken {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// A number no other engine of the process has had (from 1): what a
  /// constraint records to say which engine's queue holds it, compared
  /// without retaining anything (see `LayoutConstraint.EngineState.queuedIn`).
  let serial = engineSerials.wrappingAdd(1, ordering: .relaxed).newValue

  /// The engine, or nil once it is freed.
  var engine: LayoutEngine? {
    get { engineReference?.takeUnretainedValue() }
    set { engineReference = newValue.mapped { Unmanaged.passUnretained($0) } }
  }
  /// ``engine``, stored unmanaged (see `View.superviewReference`).
  @exclusivity(unchecked) var engineReference: Unmanaged<LayoutEngine>?
}
