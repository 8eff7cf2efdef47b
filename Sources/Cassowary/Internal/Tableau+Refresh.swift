// MARK: - Rebuilding to shed round-off

extension Tableau {
  /// The fewest row updates of churn before a rebuild, so small systems do not rebuild often.
  static let refreshFloor = 100_000
  /// How many times the work that built the system its churn must reach before a rebuild.
  ///
  /// A rebuild costs about the work of the build it repeats, so this bounds
  /// its share of the solver's work to about 2 %.
  static let refreshFactor = 50

  /// Whether the tableau has been changed enough since it was built to be rebuilt.
  ///
  /// Work that grows the system (adds that raise the constraint count to a
  /// new high) is the build; everything else (removes, re-adds, constant and
  /// strength changes, suggestions) is churn. Rebuilding while a system is
  /// still growing would repeat the whole build so far for nothing: a build
  /// from empty has only the round-off of one build.
  var isRefreshDue: Bool {
    touchedRows - growthWork > max(Self.refreshFloor, Self.refreshFactor * growthWork)
  }

  /// Counts an add's work as growth when it takes the constraint count to a new high.
  mutating func noteAdd(workBefore: Int) {
    guard constraints.count > peakConstraintCount else { return }
    peakConstraintCount = constraints.count
    growthWork += touchedRows - workBefore
  }

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
    var fresh = Tableau(tag: constraints.tag)
    let editConstraints = Set(edits.values.map { ObjectIdentifier($0.constraint) })
    for record in constraints.records.sorted(by: { $0.order < $1.order }) {
      do {
        try fresh.add(
          record.constraint, strength: record.strength, below: record.belowStrength, constant: record.constant,
          mayDefine: !editConstraints.contains(ObjectIdentifier(record.constraint)))
      } catch {
        // The attempt pointed the constraints' hints at its own slots.
        restoreHints()
        return nil
      }
    }
    fresh.edits = edits
    return fresh
  }

  /// Treats all work so far as build work, so the next rebuild is due only
  /// after fifty times as much churn again (after a rebuild that failed).
  mutating func postponeRefresh() {
    growthWork = touchedRows
  }
}
