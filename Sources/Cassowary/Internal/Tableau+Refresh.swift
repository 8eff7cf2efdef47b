// MARK: - Rebuilding to shed round-off

extension Tableau {
  /// The fewest row updates between two rebuilds, so small systems do not rebuild often.
  static let refreshFloor = 100_000
  /// How many times the work of the last build a tableau does before it is rebuilt.
  ///
  /// A rebuild costs about as many row updates as the build it repeats, so
  /// this bounds its share of the solver's work to about 2 %.
  static let refreshFactor = 50

  /// Whether the tableau has done enough work since it was built to be rebuilt.
  var isRefreshDue: Bool { touchedRows > refreshAt }

  /// A new tableau holding the same constraints, constants, strengths and edit
  /// variables, solved from scratch; nil if it would not hold them all.
  ///
  /// Every pivot and substitution adds round-off to the rows it touches, and an
  /// incremental solver never starts over: after hundreds of thousands of
  /// changes the soak measured required constraints 0.1 off and rows pinned at
  /// zero reading -1e-4. Re-adding the constraints in their original order
  /// reaches an optimum of the same system with the error of one build (what
  /// production simplex codes get by refactorizing their basis). A required
  /// constraint the new tableau refused would mean the old one held it only
  /// by round-off; then the old tableau is kept, as it was.
  func rebuilt() -> Tableau? {
    var fresh = Tableau()
    for record in constraints.values.sorted(by: { $0.order < $1.order }) {
      do {
        try fresh.add(record.constraint, strength: record.strength, constant: record.constant)
      } catch {
        return nil
      }
    }
    fresh.edits = edits
    fresh.scheduleRefresh()
    return fresh
  }

  /// Sets the work after which the next rebuild is due, from the work done so far.
  mutating func scheduleRefresh() {
    refreshAt = touchedRows + max(Self.refreshFloor, Self.refreshFactor * touchedRows)
  }
}
