import Cassowary

/// What a view tree's layout engine holds, counted: its solver's storage and
/// the engine's own tables and queues.
///
/// A tree emptied of its views and constraints must come back to the same
/// footprint every time; anything that keeps growing across such teardowns is
/// storage the engine never gives back. Used by the soak runner and leak tests.
///
/// The solver of an emptied window still holds the window's own constraints
/// (its size, its guides), and how many cells their rows have depends on the
/// basis the solver's history left (the same constraints can be solved for
/// different symbols), so equality compares the solver's symbols, rows,
/// variables, constraints and queues but not its cells.
nonisolated package struct LayoutEngineFootprint: Equatable, CustomStringConvertible, Sendable {
  /// The solver's storage.
  package var solver: SolverFootprint
  /// Solver variables that name their items (four per registered item).
  package var itemVariables: Int
  /// Constraints, views and flags waiting for the next layout pass.
  package var queued: Int
  /// Views listed for margins and safe-area inset updates.
  package var insetGuideViews: Int
  /// Ambiguity-exercising pins.
  package var ambiguityPins: Int
  /// Entries in the index from solver constraints to layout constraints.
  package var linearOwners: Int

  package static func == (a: LayoutEngineFootprint, b: LayoutEngineFootprint) -> Bool {
    var x = a.solver
    var y = b.solver
    x.cells = 0
    y.cells = 0
    return x == y && a.itemVariables == b.itemVariables && a.queued == b.queued
      && a.insetGuideViews == b.insetGuideViews && a.ambiguityPins == b.ambiguityPins
      && a.linearOwners == b.linearOwners
  }

  package var description: String {
    "items \(itemVariables / 4) queued \(queued) insetGuideViews \(insetGuideViews) "
      + "pins \(ambiguityPins) owners \(linearOwners) | solver: \(solver)"
  }
}

extension View {
  /// Counts what the engine of this view's tree holds (making the engine if
  /// the tree has none yet); does not run pending work.
  package var layoutEngineFootprint: LayoutEngineFootprint {
    let engine = rootView.layoutEngine
    return LayoutEngineFootprint(
      solver: engine.solver.storageFootprint,
      itemVariables: engine.registeredItemCount * 4,
      queued: engine.constraintQueue.count + engine.syncQueue.count + engine.layoutQueue.count
        + engine.updateQueue.count,
      insetGuideViews: engine.insetGuideViews.count,
      ambiguityPins: engine.ambiguityPins.values.reduce(0) { $0 + $1.count },
      linearOwners: engine.linearOwners?.count ?? 0)
  }
}

extension LayoutEngine {
  /// How many items of the tree have their variables registered with this
  /// engine (a walk of the tree: only footprints ask).
  var registeredItemCount: Int {
    var count = 0
    root.forEachInSubtree { view in
      if view.variables?.registeredIn === token { count += 1 }
      for guide in view.storedLayoutGuides where guide.variables?.registeredIn === token { count += 1 }
    }
    return count
  }
}
