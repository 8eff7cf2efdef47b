/// The simplex tableau behind ``Solver``: rows, the column index, the objective.
///
/// kiwi scans every row to find the rows that hold a symbol; here `columns[s]`
/// lists them, so substitution, ratio tests and edit updates touch only the rows
/// that matter. Every choice between symbols is made by a rule on ids and
/// values, never by storage order, so the same input always gives bit-identical
/// output.
struct Tableau {
  // MARK: - Per-symbol storage (indexed by symbol id)

  /// Every per-symbol field below, in storage that is not copied on write.
  var storage = SymbolStorage.empty
  var kinds: SymbolField<SymbolKind> { storage.field(storage.kinds) }
  /// What the simplex and the sums read of each symbol together (its row,
  /// its definition, its level, the sum scratch), one record per symbol.
  ///
  /// Five arrays indexed alike put one symbol's state on five pages; at
  /// 10,000 views, where building a row reads the state of symbols made
  /// long before, each of them was a cache and TLB miss.
  var symbols: SymbolField<SymbolState> { storage.field(storage.states) }
  /// For each symbol, basic symbols whose rows may hold it (the objective is not listed).
  ///
  /// Entries are appended when a cell is created and never removed eagerly: a
  /// reader checks each entry against the row and compacts the list (see
  /// ``liveColumn(_:)``). That keeps hashing out of the inner loop entirely.
  ///
  /// 32-bit entries: half the bytes of the 64-bit ones, and 2–5% fewer
  /// instructions a view. Reserving room for four or eight at a column's
  /// first entry counted fewer instructions than growing, but made the
  /// 10,000-view anchors list 12% slower when built between 1,000-view ones
  /// (the allocator's state, not the work); the first four entries are now
  /// kept inline instead (see ``SymbolColumn``), which allocates nothing.
  var columns: SymbolField<SymbolColumn> { storage.field(storage.columns) }
  /// Objective coefficients, dense by symbol (zero when absent).
  var objective: SymbolField<Double> { storage.field(storage.objective) }
  /// The slot in ``constraints`` of the constraint whose marker or other symbol this is, or -1.
  var owners: SymbolField<Int32> { storage.field(storage.owners) }
  /// The user variable an external symbol stands for.
  var variablesBySymbol: SymbolField<Variable?> { storage.field(storage.variables) }
  /// Which of ``dirty``, ``improving``, ``derivedQueue`` and
  /// ``changedWithDependents`` list each symbol.
  var flags: SymbolField<SymbolFlags> { storage.field(storage.flags) }
  /// For an external symbol, how many constraints use its variable.
  var useCounts: SymbolField<Int32> { storage.field(storage.useCounts) }
  /// Scratch stamps for de-duplicating column entries (see ``nextVisitStamp()``).
  ///
  /// Per-symbol fields are 32 bits where 32 bits hold them: at 10,000 views a
  /// build makes some 115,000 symbols, and each of their bytes is written
  /// into memory that is not in the cache.
  var visitStamps: SymbolField<Int32> { storage.field(storage.visitStamps) }
  var visitStamp: Int32 = 0
  var freeSymbols: [Int] = []
  /// Scratch for the add in progress: the symbols of its constraint's
  /// variables (one per non-zero term) and the ones created for it.
  var addVariableSymbols = SymbolScratch()
  var addCreatedSymbols = SymbolScratch()
  /// Scratch for ``dependsOn(_:_:)``'s search (the symbols to visit and the
  /// ones seen), kept so that choosing a subject allocates nothing.
  var searchStack: [Int] = []
  var searchSeen: [Int] = []

  // MARK: - Derived variables (see Tableau+Derived.swift)

  /// For each symbol, derived variables whose definitions may name it (checked when read).
  var dependents: SymbolField<SymbolList> { storage.field(storage.dependents) }
  /// Each derived variable's value as of the last ``refreshDerivedValues()``.
  var derivedValues: SymbolField<Double> { storage.field(storage.derivedValues) }
  /// Derived variables whose values must be recomputed, shallowest first
  /// (by their level when queued: one that got deeper since is recomputed
  /// again when what it names changes).
  var derivedQueue = SymbolHeap(largestFirst: false)
  /// Scratch for summing a row: the symbols touched, the constant, and the
  /// derived variables still to expand, deepest first.
  var sumTouched = SymbolScratch()
  var sumConstant = 0.0
  var expansionHeap = SymbolHeap(largestFirst: true)
  /// Symbols with dependents whose values may have changed since the last
  /// ``refreshDerivedValues()`` (``SymbolFlags/changedWithDependents`` marks them).
  var changedWithDependents: [Int] = []

  // MARK: - Objective and queues

  /// Symbols that may improve the objective (checked when read).
  var improving: [Int] = []
  /// The phase-one objective while a constraint is added with an artificial variable.
  var artificial: Row?
  /// Basic restricted symbols whose rows went negative since the last dual optimization.
  var infeasible: [Int] = []
  /// Whether an inequality was ever held by its slack in a row naming user
  /// variables: from then on, solving an equality for a user variable
  /// checks that no restricted row holds it (see `add`).
  var externalsInRestrictedRows = false
  /// External symbols whose value may have changed since the last update.
  var dirty: [Int] = []
  /// Column entries appended since the last full compaction, and the limit that triggers one.
  ///
  /// The limit counts live entries too; at the limit the columns are
  /// rebuilt unless fewer than half of the entries are
  /// stale (``staleColumnEntries``), as in a screen being built: there a
  /// rebuild walked every column to drop almost nothing, 13% of the cache
  /// misses of a 10,000-view grid. The bar was a quarter first; at half,
  /// measured side by side (gen.py workloads, release): remove + re-add at
  /// 10,000 views 2.1 → 1.1 ms (stack), adds 130 → 100–111 ms, and 3,000
  /// views the same within noise. (An earlier note here said half made
  /// remove + re-add at 3,000 views twice as slow; that did not reproduce
  /// with the exact stale count.)
  var columnEntries = 0
  var columnEntryLimit = 1 << 16
  /// How many column entries are stale: the cells of removed rows and the
  /// cells substitutions cancelled, less what reading a column dropped.
  ///
  /// Exact (`ColumnCompactionTests` compares it with the columns): the only
  /// other places that drop entries, ``removeColumn(_:)`` and
  /// ``substitute(_:_:)``, read the column with ``liveColumn(_:)`` first, so
  /// what they drop is live.
  var staleColumnEntries = 0
  /// How many times every column was rebuilt (for tests).
  var columnRebuilds = 0

  // MARK: - Bookkeeping

  var constraints = ConstraintTable()
  /// User variables whose symbol hint belongs to another solver (see Tableau+Variables.swift).
  var unhintedVariables: [ObjectIdentifier: Int] = [:]
  /// How many user variables the tableau holds.
  var variableCount = 0
  var edits: [ObjectIdentifier: EditRecord] = [:]
  /// A stamp that orders constraints by the time they were added, for dumps.
  var addCounter = 0
  /// Before-images of what a phase-one add changes, so a failed add can be undone exactly.
  var journal: Journal?
  /// An emptied journal whose storage the next ``beginJournal()`` reuses.
  var spareJournal: Journal?
  /// How many row updates substitutions and constant shifts have made (a work
  /// measure for tests: it must not grow with rows the change does not reach).
  var touchedRows = 0
  /// How many cells substitutions, new rows and derived values have read or written.
  var touchedCells = 0
  /// How many pivots the simplex has made.
  var pivotCount = 0
  /// The part of ``touchedRows`` spent growing the system (see ``isRefreshDue``).
  var growthWork = 0
  /// The most constraints the tableau has held.
  var peakConstraintCount = 0

  /// An empty tableau; it makes room for a small system with its first
  /// symbol (see ``newSymbol(_:)``).
  ///
  /// Nothing is allocated up front: a layout engine makes a solver for every
  /// view tree that gets a constraint, and a stack list builds each row as a
  /// tree of its own before adding it, so most solvers never hold anything
  /// (at 10,000 views, 4,000 of them: 140 MB allocated and freed).
  ///
  /// `tag` names the solver the tableau belongs to (see ``ConstraintTable``):
  /// a rebuilt tableau takes its predecessor's; nil makes a new one.
  init(tag: Int? = nil) {
    constraints = ConstraintTable(tag: tag)
  }

  /// Makes room for `count` symbols in every per-symbol array at once.
  ///
  /// Growing by doubling copies each of them, into memory the system has not
  /// handed out yet: at 10,000 views those copies and their page faults were
  /// a tenth of the layout time, and room made up front is touched once.
  mutating func reserveSymbols(_ count: Int) {
    guard count > storage.capacity else { return }
    // Never less than doubling, and never less than room for a small system
    // (as a first symbol makes): repeated small reservations stay amortized.
    storage = storage.reserved(max(count, 2 * storage.capacity, 256))
  }

  /// Makes room for `count` more constraints: their records and about the
  /// symbols they bring (a marker, an error for a preference, and the
  /// variables of the items they name; 2.5 per constraint on the screens
  /// measured).
  mutating func reserveCapacity(forAdding count: Int) {
    guard count > 0 else { return }
    reserveSymbols(kinds.count - freeSymbols.count + count * 5 / 2)
    constraints.reserveCapacity(constraints.count + count)
  }

  // MARK: - Symbols

  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    if let id = freeSymbols.popLast() {
      kinds[id] = kind
      return id
    }
    // Every per-symbol field grows at once, and a new tableau starts with
    // room for a small system: growing from nothing was measurable on
    // systems of ~100 constraints.
    if storage.count == storage.capacity { reserveSymbols(storage.count + 1) }
    return storage.append(kind)
  }

  /// Gives a symbol back, scrubbing any near-zero residue left in rows or the objective.
  mutating func releaseSymbol(_ symbol: Int) {
    if symbols[symbol].isBasic { _ = removeRow(symbol) }
    if symbols[symbol].isDerived { dropDefinition(symbol) }
    dependents[symbol].removeAll()
    removeColumn(symbol)
    owners[symbol] = -1
    variablesBySymbol[symbol] = nil
    freeSymbols.append(symbol)
  }

  /// Removes a symbol from every row and from the objective (sets it to zero for good).
  mutating func removeColumn(_ symbol: Int) {
    for basic in liveColumn(symbol) {
      symbols[basic].updateRow { $0.remove(symbol) }
      markDirty(basic)
    }
    columnEntries -= columns[symbol].count
    columns[symbol] = SymbolColumn()
    objective[symbol] = 0
    _ = artificial?.remove(symbol)
  }

  /// A stamp no symbol holds yet; every stamp is cleared when they wrap around.
  @inline(__always)
  mutating func nextVisitStamp() -> Int32 {
    visitStamp &+= 1
    if visitStamp <= 0 {
      for symbol in visitStamps.indices { visitStamps[symbol] = 0 }
      visitStamp = 1
    }
    return visitStamp
  }

  /// The basic symbols whose rows hold `symbol` now, each once; compacts the list in place.
  @discardableResult
  mutating func liveColumn(_ symbol: Int) -> SymbolColumn {
    let stamp = nextVisitStamp()
    let before = columns[symbol].count
    columns[symbol].removeAll { basic in
      if visitStamps[basic] == stamp { return true }
      visitStamps[basic] = stamp
      guard let row = symbols[basic].row else { return true }
      return row.index(of: symbol) == nil
    }
    columnEntries -= before - columns[symbol].count
    staleColumnEntries -= before - columns[symbol].count
    return columns[symbol]
  }

  /// Notes that `basic`'s row now holds `symbol`.
  @inline(__always)
  mutating func addColumnEntry(_ symbol: Int, _ basic: Int) {
    columns[symbol].append(Int32(truncatingIfNeeded: basic))
    columnEntries &+= 1
  }

  /// Rebuilds every column from the rows when stale entries pile up (amortized O(1)).
  mutating func compactColumnsIfNeeded() {
    guard columnEntries > columnEntryLimit else { return }
    if staleColumnEntries * 2 < columnEntries {
      // Mostly live entries: a system that grew (a screen being built;
      // its pivots leave up to ~40% stale, the equal-centering stack list's
      // rows). Rebuilding would walk every column, at 10,000 views a cache
      // miss each, and was 1.6% of that list's instructions at 10,000 views
      // with a quarter as the bar; look again when it has grown threefold.
      columnEntryLimit = 3 * columnEntries
      return
    }
    columnRebuilds &+= 1
    for i in columns.indices { columns[i].removeAll(keepingCapacity: true) }
    columnEntries = 0
    staleColumnEntries = 0
    for basic in symbols.indices {
      guard let row = symbols[basic].row else { continue }
      for cell in row.cells { addColumnEntry(cell.symbol, basic) }
    }
    // Stale entries may reach twice the live ones before the next rebuild, so
    // rebuilding costs O(1) amortized per entry appended.
    columnEntryLimit = max(1 << 16, 3 * columnEntries)
  }

  @inline(__always)
  mutating func markDirty(_ symbol: Int) {
    if kinds[symbol] == .external && flags[symbol].insert(.dirty).inserted {
      dirty.append(symbol)
    }
    // Separate from `.dirty`, which stays set until the next update: derived
    // values may be refreshed (and this symbol change again) before that.
    // Any kind: a definition names its constraint's marker (and a soft one its
    // errors), and those change value when they are basic.
    if !dependents[symbol].isEmpty && flags[symbol].insert(.changedWithDependents).inserted {
      changedWithDependents.append(symbol)
    }
  }

  /// Whether a basic symbol's row must stay non-negative.
  @inline(__always)
  func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

  // MARK: - Rows

  /// Makes `row` the row of `basic`; the row is consumed (a copy retained its cells once more).
  mutating func insertRow(_ basic: Int, _ row: consuming Row) {
    if journal != nil { journal!.record(row: basic, symbols[basic].row) }
    for index in row.cells.indices { addColumnEntry(row.cells[index].symbol, basic) }
    symbols[basic].setRow(consume row)
    markDirty(basic)
  }

  mutating func removeRow(_ basic: Int) -> Row {
    let row = symbols[basic].takeRow()!
    staleColumnEntries &+= row.cells.count
    if journal != nil { journal!.record(row: basic, row) }
    markDirty(basic)
    return row
  }

  // MARK: - Objective

  /// Adds `value·symbol` to the objective, keeping the list of improving symbols in step.
  @inline(__always)
  mutating func addToObjective(_ symbol: Int, _ value: Double) {
    let old = objective[symbol]
    if journal != nil { journal!.record(objective: symbol, old) }
    let sum = old + value
    let new = nearZero(sum) ? 0 : sum
    objective[symbol] = new
    if new != 0 && canImprove(symbol, new) && flags[symbol].insert(.listedImproving).inserted {
      improving.append(symbol)
    }
  }

  /// Adds `factor·row` to the objective.
  mutating func addToObjective(_ row: Row, times factor: Double) {
    for cell in row.cells { addToObjective(cell.symbol, cell.coefficient * factor) }
  }

  /// Whether moving `symbol` away from zero lowers an objective where it has `coefficient`.
  ///
  /// kiwi only ever increases the entering symbol; a parametric user variable is
  /// unrestricted, so one with a positive coefficient is decreased instead, which
  /// avoids kiwi's false "unbounded" or suboptimal answers.
  @inline(__always)
  func canImprove(_ symbol: Int, _ coefficient: Double) -> Bool {
    switch kinds[symbol] {
    case .dummy: false
    case .external: coefficient != 0
    case .slack, .error: coefficient < 0
    }
  }

  // MARK: - Substitution and pivots

  /// Replaces `symbol` by `expression` in every row and objective that holds it.
  mutating func substitute(_ symbol: Int, _ expression: Row) {
    liveColumn(symbol)
    // Take the list out (no copy) and hand its buffer back empty afterwards:
    // every row in it loses the symbol, and none gains it during the loop.
    var targets = SymbolColumn()
    swap(&targets, &columns[symbol])
    columnEntries -= targets.count
    touchedRows &+= targets.count
    for basic in targets {
      // Taken out, not copied: a copy retained the cells.
      var row = symbols[basic].takeRow()!
      touchedCells &+= row.cells.count &+ expression.cells.count
      if journal != nil { journal!.record(row: basic, row) }
      let k = row.index(of: symbol)!
      let factor = row.cells[k].coefficient
      row.constant += factor * expression.constant
      let before = row.cells.count
      var created = 0
      row.cells = Row.merged(row.cells, skipping: k, expression.cells, factor) { symbol in
        addColumnEntry(symbol, basic)
        created &+= 1
      }
      // The cells that cancelled leave stale entries in their columns.
      staleColumnEntries &+= before &- 1 &+ created &- row.cells.count
      // A constant negative only by rounding is not infeasible (the dual simplex
      // skips it); listing it would leave a stale entry after adds and removes,
      // which never run the dual simplex that empties the list.
      let negative = row.constant < 0 && !nearZero(row.constant)
      symbols[basic].setRow(row)
      markDirty(basic)
      if negative && isRestricted(basic) { infeasible.append(basic) }
    }
    targets.removeAll(keepingCapacity: true)
    swap(&targets, &columns[symbol])
    let factor = objective[symbol]
    if factor != 0 {
      addToObjective(symbol, -factor)
      addToObjective(expression, times: factor)
    }
    if artificial != nil {
      let factor = artificial!.remove(symbol)
      if factor != 0 { artificial!.add(expression, times: factor) }
    }
    compactColumnsIfNeeded()
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(leaving: Int, entering: Int) {
    pivotCount &+= 1
    var row = removeRow(leaving)
    row.solve(for: leaving, replacing: entering)
    substitute(entering, row)
    insertRow(entering, row)
  }

  // MARK: - Values

  /// The current value of a symbol: its row's constant when basic, its
  /// definition's value when derived (as of the last
  /// ``refreshDerivedValues()``), else zero.
  func value(of symbol: Int) -> Double {
    if symbols[symbol].isDerived { return derivedValues[symbol] }
    return symbols[symbol].row?.constant ?? 0
  }
}

/// What the tableau remembers about an added constraint.
struct ConstraintRecord {
  let constraint: LinearConstraint
  // Symbols as 32-bit ids, the two flags in the marker's top bits and the
  // order in 32 bits: a record is 48 bytes with two strengths (56 with
  // the flags and order apart, 96 with 64-bit fields). There is one per
  // constraint, and at 10,000 views every byte a build writes is a cache
  // line fetched from memory.
  /// The marker's id in the low 30 bits (no tableau holds 2³⁰ symbols),
  /// ``markerSignBit`` and ``hintBit`` above it.
  private var storedMarker: UInt32
  private let storedOther: Int32
  private var storedDefines: Int32
  private var storedOrder: UInt32
  private static let markerSignBit: UInt32 = 1 << 31
  private static let hintBit: UInt32 = 1 << 30
  private static let markerMask: UInt32 = (1 << 30) - 1
  /// The weight of an excess (the constraint's strength).
  var strength: Strength
  /// The weight of a preferred equality's shortfall: ``strength`` but for
  /// one added with two (see ``Solver/addConstraint(_:below:)``).
  var belowStrength: Strength
  /// The expression's constant as the solver currently holds it.
  var constant: Double

  init(
    constraint: LinearConstraint, marker: Int, other: Int?, markerSign: Double, strength: Strength,
    belowStrength: Strength, constant: Double, order: Int, defines: Int? = nil
  ) {
    self.constraint = constraint
    // Past 2³⁰ symbols (tens of GB of tableau) the id would run into the
    // flags: trap, as the 32-bit conversions of the other ids do past 2³¹.
    precondition(marker <= Int(Self.markerMask), "a symbol id past 2³⁰")
    storedMarker = UInt32(truncatingIfNeeded: marker) & Self.markerMask | (markerSign < 0 ? Self.markerSignBit : 0)
    storedOther = other.map { Int32($0) } ?? -1
    storedDefines = defines.map { Int32($0) } ?? -1
    storedOrder = UInt32(order)
    self.strength = strength
    self.belowStrength = belowStrength
    self.constant = constant
  }

  /// The slack, dummy or positive error that identifies the constraint's row.
  var marker: Int { Int(storedMarker & Self.markerMask) }
  /// The second error symbol, or nil.
  var other: Int? { storedOther < 0 ? nil : Int(storedOther) }
  /// The coefficient the marker got in the constraint's own row (±1).
  var markerSign: Double { storedMarker & Self.markerSignBit != 0 ? -1 : 1 }
  /// Whether the constraint's slot hint points at this record (see ``ConstraintTable``).
  var hasHint: Bool {
    get { storedMarker & Self.hintBit != 0 }
    set { storedMarker = newValue ? storedMarker | Self.hintBit : storedMarker & ~Self.hintBit }
  }
  /// When the constraint was added, for stable dumps and rebuilds: 1 and
  /// up, below 2³² (``ConstraintTable/renumberOrders()`` keeps it there).
  var order: Int {
    get { Int(storedOrder) }
    set { storedOrder = UInt32(newValue) }
  }
  /// The variable the constraint defines, when it is held as a definition
  /// outside the tableau (an equality that named a fresh variable).
  var defines: Int? {
    get { storedDefines < 0 ? nil : Int(storedDefines) }
    set { storedDefines = newValue.map { Int32($0) } ?? -1 }
  }

  /// The error symbols weighted in the objective, each with its weight (see
  /// ``Tableau/forEachError(marker:other:relation:_:)``).
  ///
  /// Derived rather than stored: an array per constraint was an allocation
  /// per add, and only removals and strength changes read it.
  var errors: [(symbol: Int, weight: Double)] {
    var errors: [(symbol: Int, weight: Double)] = []
    Tableau.forEachError(marker: marker, other: other, relation: constraint.relation) { symbol, isBelow in
      errors.append((symbol, (isBelow ? belowStrength : strength).value))
    }
    return errors
  }
}

/// An edit variable: the soft `variable == value` constraint behind it.
struct EditRecord {
  let variable: Variable
  let constraint: LinearConstraint
}
