/// The constraints an engine must bring in line with its solver, kept in the
/// order it processes them.
///
/// Required constraints come first, equalities before inequalities, and in
/// each group the engine's own (the window's size, frames, stacks) before the
/// user's: each new row then names a fresh unknown the solver can solve for
/// (an equality naming one is held as its definition, outside the tableau,
/// so a stack's spacing chain stays linear), and optional constraints
/// (content sizes, preferences) arrive when the values they pull on are
/// known. The other order sends many rows through the solver's slower phase
/// one and fills rows in with whole chains.
///
/// Optional ones go strongest first: a weak preference on a sum of many
/// unknowns (a stack that fits its content, at 49) then gets its long row
/// once, after the stronger ones have settled those unknowns, instead of
/// being rewritten by every pivot they make. Queue order breaks ties, so
/// runs are repeatable.
///
/// Each constraint is filed in its group when it is queued, while it is in
/// the cache: sorting the whole queue when the layout pass starts was one
/// more pass over every constraint, and at 10,000 views each of those costs a
/// miss.
struct ConstraintQueue {
  private var required: [[(order: Int, constraint: LayoutConstraint)]] = [[], [], [], []]
  private var optional: [(priority: Float, order: Int, constraint: LayoutConstraint)] = []
  /// How many constraints are queued.
  private(set) var count = 0
  /// How many of them were not in the solver when queued (installs, not changes).
  private(set) var installCount = 0
  /// Whether a queued constraint's priority changed: it may belong to
  /// another group now.
  private var mayBeMisfiled = false

  var isEmpty: Bool { count == 0 }

  /// Queues a constraint that is not queued yet; `installs` says it is not
  /// in the solver yet (the pass adds it rather than changing it).
  mutating func append(_ constraint: LayoutConstraint, installs: Bool) {
    file(constraint, order: count)
    count += 1
    if installs { installCount += 1 }
  }

  /// Notes that a queued constraint's priority changed (it stays queued once).
  mutating func noteChange() { mayBeMisfiled = true }

  /// Calls `body` with every queued constraint in processing order, then
  /// empties the queue, keeping its storage for the next pass.
  mutating func drain(_ body: (LayoutConstraint) -> Void) {
    if mayBeMisfiled { refile() }
    if count == 1 {
      // A constant or priority change between passes: no order to keep.
      let only = required.first { !$0.isEmpty }?.first?.constraint ?? optional[0].constraint
      body(only)
    } else {
      for group in required {
        for entry in group { body(entry.constraint) }
      }
      optional.sort { $0.priority != $1.priority ? $0.priority > $1.priority : $0.order < $1.order }
      for entry in optional { body(entry.constraint) }
    }
    for group in required.indices { required[group].removeAll(keepingCapacity: true) }
    optional.removeAll(keepingCapacity: true)
    count = 0
    installCount = 0
    mayBeMisfiled = false
  }

  /// Files a constraint in its group by its priority and relation now.
  private mutating func file(_ constraint: LayoutConstraint, order: Int) {
    let priority = constraint.priority
    if priority.isRequired {
      let group = (constraint.relation == .equal ? 0 : 2) + (constraint.kind == .user ? 1 : 0)
      required[group].append((order, constraint))
    } else {
      optional.append((priority.rawValue, order, constraint))
    }
  }

  /// Files every constraint again, in queue order, by its priority now.
  private mutating func refile() {
    var all = optional.map { (order: $0.order, constraint: $0.constraint) }
    for group in required { all += group }
    all.sort { $0.order < $1.order }
    for group in required.indices { required[group].removeAll(keepingCapacity: true) }
    optional.removeAll(keepingCapacity: true)
    for entry in all { file(entry.constraint, order: entry.order) }
    mayBeMisfiled = false
  }
}
