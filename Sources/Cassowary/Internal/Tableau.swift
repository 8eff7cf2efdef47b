/// The simplex tableau behind ``Solver``: rows, the column index, the objective.
///
/// kiwi scans every row to find the rows that hold a symbol; here `columns[s]`
/// lists them, so substitution, ratio tests and edit updates touch only the rows
/// that matter. Every choice between symbols is made by lowest id, never by
/// hash order, so the same input always gives bit-identical output and pivoting
/// follows Bland's rule (no cycling).
struct Tableau {
  // MARK: - Per-symbol storage (indexed by symbol id)

  var kinds: [SymbolKind] = []
  /// The row of each basic symbol.
  var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows hold it (the objective is not listed).
  var columns: [Set<Int>] = []
  /// The constraint whose marker or other symbol this is.
  var owners: [ObjectIdentifier?] = []
  /// The user variable an external symbol stands for.
  var variablesBySymbol: [Variable?] = []
  var isDirty: [Bool] = []
  var freeSymbols: [Int] = []

  // MARK: - Objective and queues

  var objective = Row()
  /// Objective symbols that can improve it: negative non-dummy, or positive external.
  var improving: Set<Int> = []
  /// The phase-one objective while a constraint is added with an artificial variable.
  var artificial: Row?
  /// Basic restricted symbols whose rows went negative since the last dual optimization.
  var infeasible: [Int] = []
  /// External symbols whose value may have changed since the last update.
  var dirty: [Int] = []

  // MARK: - Bookkeeping

  var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
  var variables: [ObjectIdentifier: VariableRecord] = [:]
  var edits: [ObjectIdentifier: EditRecord] = [:]
  /// A stamp that orders constraints by the time they were added, for dumps.
  var addCounter = 0
  /// Before-images of what a phase-one add changes, so a failed add can be undone exactly.
  var journal: Journal?
  /// How many row updates substitutions and constant shifts have made (a work
  /// measure for tests: it must not grow with rows the change does not reach).
  var touchedRows = 0
  /// How many pivots the simplex phases have made (a work measure for benchmarks).
  var pivotCount = 0

  // MARK: - Symbols

  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    if let id = freeSymbols.popLast() {
      kinds[id] = kind
      return id
    }
    let id = kinds.count
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    owners.append(nil)
    variablesBySymbol.append(nil)
    isDirty.append(false)
    return id
  }

  /// Gives a symbol back, scrubbing any near-zero residue left in rows or the objective.
  mutating func releaseSymbol(_ symbol: Int) {
    if rows[symbol] != nil { _ = removeRow(symbol) }
    removeColumn(symbol)
    owners[symbol] = nil
    variablesBySymbol[symbol] = nil
    freeSymbols.append(symbol)
  }

  /// Removes a symbol from every row and from the objective (sets it to zero for good).
  mutating func removeColumn(_ symbol: Int) {
    for basic in columns[symbol] {
      rows[basic]!.cells[symbol] = nil
      markDirty(basic)
    }
    columns[symbol] = []
    if objective.cells.removeValue(forKey: symbol) != nil { improving.remove(symbol) }
    artificial?.cells[symbol] = nil
  }

  @inline(__always)
  mutating func markDirty(_ symbol: Int) {
    if kinds[symbol] == .external && !isDirty[symbol] {
      isDirty[symbol] = true
      dirty.append(symbol)
    }
  }

  /// Whether a basic symbol's row must stay non-negative.
  @inline(__always)
  func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

  // MARK: - Rows

  mutating func insertRow(_ basic: Int, _ row: Row) {
    if journal != nil { journal!.record(row: basic, rows[basic]) }
    for symbol in row.cells.keys { columns[symbol].insert(basic) }
    rows[basic] = row
    markDirty(basic)
  }

  mutating func removeRow(_ basic: Int) -> Row {
    let row = rows[basic]!
    if journal != nil { journal!.record(row: basic, row) }
    rows[basic] = nil
    for symbol in row.cells.keys { columns[symbol].remove(basic) }
    markDirty(basic)
    return row
  }

  /// Adds `value·symbol` to the row of `basic` (taken out of `rows` by the caller),
  /// keeping the column index in step.
  @inline(__always)
  mutating func addCell(_ row: inout Row, basic: Int, _ symbol: Int, _ value: Double) {
    if let index = row.cells.index(forKey: symbol) {
      let sum = row.cells.values[index] + value
      if nearZero(sum) {
        row.cells.remove(at: index)
        columns[symbol].remove(basic)
      } else {
        row.cells.values[index] = sum
      }
    } else if !nearZero(value) {
      row.cells[symbol] = value
      columns[symbol].insert(basic)
    }
  }

  /// Adds `value·symbol` to the objective, keeping the set of improving symbols in step.
  mutating func addToObjective(_ symbol: Int, _ value: Double) {
    let old = objective.cells[symbol]
    if journal != nil { journal!.record(objective: symbol, old) }
    let sum = (old ?? 0) + value
    if nearZero(sum) {
      objective.cells[symbol] = nil
      improving.remove(symbol)
    } else {
      objective.cells[symbol] = sum
      if canImprove(symbol, sum) { improving.insert(symbol) } else { improving.remove(symbol) }
    }
  }

  /// Adds `factor·row` to the objective.
  mutating func addToObjective(_ row: Row, times factor: Double) {
    objective.constant += row.constant * factor
    for (symbol, coefficient) in row.cells { addToObjective(symbol, coefficient * factor) }
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

  /// Replaces `symbol` by `expression` in every row and objective that holds it.
  mutating func substitute(_ symbol: Int, _ expression: Row) {
    let targets = columns[symbol]
    columns[symbol] = []
    touchedRows &+= targets.count
    for basic in targets {
      var row = rows[basic]!
      if journal != nil { journal!.record(row: basic, row) }
      rows[basic] = nil
      let factor = row.cells.removeValue(forKey: symbol)!
      row.constant += factor * expression.constant
      for (other, coefficient) in expression.cells {
        addCell(&row, basic: basic, other, coefficient * factor)
      }
      let negative = row.constant < 0
      rows[basic] = row
      markDirty(basic)
      if negative && isRestricted(basic) { infeasible.append(basic) }
    }
    if let factor = objective.cells[symbol] {
      addToObjective(symbol, -factor)
      addToObjective(expression, times: factor)
    }
    if artificial != nil, let factor = artificial!.cells.removeValue(forKey: symbol) {
      artificial!.add(expression, times: factor)
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(leaving: Int, entering: Int) {
    var row = removeRow(leaving)
    row.solve(for: leaving, replacing: entering)
    substitute(entering, row)
    insertRow(entering, row)
  }

  // MARK: - Values

  /// The current value of a symbol: its row's constant when basic, else zero.
  func value(of symbol: Int) -> Double {
    rows[symbol]?.constant ?? 0
  }
}

/// What the tableau remembers about an added constraint.
struct ConstraintRecord {
  let constraint: LinearConstraint
  /// The slack, dummy or positive error that identifies the constraint's row.
  let marker: Int
  /// The second error symbol, or nil.
  let other: Int?
  /// The coefficient the marker got in the constraint's own row (±1).
  let markerSign: Double
  /// The error symbols weighted in the objective (none for a required constraint).
  let errors: [Int]
  var strength: Strength
  /// The expression's constant as the solver currently holds it.
  var constant: Double
  /// When the constraint was added, for stable dumps.
  let order: Int
}

/// A user variable known to the tableau, with the number of constraints using it.
struct VariableRecord {
  let variable: Variable
  let symbol: Int
  var useCount: Int
}

/// An edit variable: the soft `variable == value` constraint behind it.
struct EditRecord {
  let variable: Variable
  let constraint: LinearConstraint
}
