// MARK: - Package hooks for diagnostics

extension View {
  /// The solver's state for this view's tree, as ``Cassowary/Solver/dump()``
  /// prints it, after the queued work is done.
  package var layoutEngineDump: String {
    let engine = rootView.layoutEngine
    engine.flushQueues()
    return engine.solver.dump()
  }

  /// The active constraints of this view's tree: installed on it or on any
  /// descendant, the engine's own included.
  package var constraintsInSubtree: [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    forEachInSubtree { result.append(contentsOf: $0.installedConstraints) }
    return result
  }
}
