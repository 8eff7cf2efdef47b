// MARK: - Adding constraints

extension Tableau {
  /// A constraint's row before it joins the tableau, with the symbols made for it.
  ///
  /// The symbols of its variables and the ones created for it are in
  /// ``addVariableSymbols`` and ``addCreatedSymbols``, scratch lists the next
  /// add reuses: lists of its own were two allocations per constraint.
  struct NewRow {
    var row: Row
    var marker: Int
    var other: Int?
    var markerSign: Double
    /// The constraint's relation, which says which markers are errors.
    var relation: Relation

    /// Calls `body` with each error symbol, weighted in the objective, and
    /// whether it measures a shortfall (see
    /// ``Tableau/forEachError(marker:other:relation:_:)``).
    func forEachError(_ body: (_ symbol: Int, _ isBelow: Bool) -> Void) {
      Tableau.forEachError(marker: marker, other: other, relation: relation, body)
    }
  }

  /// Adds a constraint; on failure the tableau is exactly as it was (kiwi leaves traces).
  ///
  /// `below`, when it differs from `strength`, weighs a preferred
  /// equality's shortfall (`expression < 0`) and `strength` its excess (see
  /// ``Solver/addConstraint(_:below:)``). `mayDefine: false` keeps an
  /// equality in the tableau even when it could be held as a definition
  /// (edit constraints: suggestions work on rows).
  mutating func add(
    _ constraint: LinearConstraint, strength: Strength, below: Strength? = nil, constant: Double,
    mayDefine: Bool = true
  ) throws(SolverError) {
    guard !constraints.contains(constraint) else { throw .duplicateConstraint(constraint) }
    try validate(constraint, constant: constant)
    let below = below ?? strength
    if below != strength {
      guard constraint.relation == .equal, !strength.isRequired, !below.isRequired else {
        throw .invalidConstraint(
          constraint, reason: "only a preferred equality can weigh its two sides differently")
      }
    }
    let workBefore = touchedRows

    // An equality naming a fresh variable defines it, outside the tableau
    // (see Tableau+Derived.swift). Not while a journal records: a rollback
    // restores rows, not definitions.
    if constraint.relation == .equal && mayDefine && journal == nil,
      let subject = definableSubject(of: constraint)
    {
      addDefinition(constraint, subject: subject, strength: strength, below: below, constant: constant)
      noteAdd(workBefore: workBefore)
      return
    }

    var new = makeRow(constraint, strength: strength, constant: constant)
    var subject = chooseSubject(new, above: strength.value, below: below.value)
    if let chosen = subject {
      if chosen == new.marker, new.relation != .equal {
        // An inequality held by its slack (see `chooseSubject`) may leave
        // user variables parametric in a restricted row, which kiwi's rules
        // never do.
        if !externalsInRestrictedRows, new.row.cells.contains(where: { kinds[$0.symbol] == .external }) {
          externalsInRestrictedRows = true
        }
      }
    }

    if subject == nil && new.row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
      if !nearZero(new.row.constant) {
        // Every term reduced to markers of required equalities: a contradiction
        // among them, and the markers name the constraints it involves.
        let conflicts = requiredOwners(of: new.row.symbols)
        discard(new)
        throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
      }
      // Redundant with required equalities: keep it, basic on its own marker.
      subject = new.marker
    }

    if let subject {
      if new.other != nil { weighErrors(of: new, above: strength, below: below) }
      new.row.solve(for: subject)
      substitute(subject, new.row)
      // Handed over, not copied (a copy retained the cells once more).
      var row = Row()
      swap(&row, &new.row)
      insertRow(subject, row)
    } else {
      beginJournal()
      if new.other != nil { weighErrors(of: new, above: strength, below: below) }
      if let conflicts = addWithArtificialVariable(new.row, marker: new.marker) {
        discard(new)
        throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
      }
      commitJournal()
    }
    register(constraint, new, strength: strength, below: below, constant: constant)
    // Optimizing after each add does less aggregate work than once at the end
    // (kiwi's observation, and measured here: deferring it made the first solve
    // of a 1000-view screen slower than all the adds it saved).
    try optimize()
    noteAdd(workBefore: workBefore)
  }

  /// Rejects coefficients or constants that would poison the tableau.
  func validate(_ constraint: LinearConstraint, constant: Double) throws(SolverError) {
    guard constant.isFinite else {
      throw .invalidConstraint(constraint, reason: "its constant \(constant) is not a finite number")
    }
    // The coefficients first, without a term each (a term retains its variable).
    guard !constraint.terms.coefficientsAreFinite else { return }
    for index in constraint.terms.indices where !constraint.terms.coefficient(at: index).isFinite {
      let term = constraint.terms[index]
      throw .invalidConstraint(
        constraint, reason: "the coefficient of \(term.variable) is \(term.coefficient), not a finite number")
    }
  }

  /// Builds the constraint's row in terms of the current parameters (kiwi's createRow).
  ///
  /// Terms are summed in a dense scratch array and the touched symbols sorted
  /// once (inserting cell by cell into a sorted row costs O(n) each, which long
  /// chains of rows made quadratic); basic variables' rows and derived
  /// variables' definitions are substituted as they come.
  mutating func makeRow(_ constraint: LinearConstraint, strength: Strength, constant: Double) -> NewRow {
    addVariableSymbols.removeAll()
    addCreatedSymbols.removeAll()
    beginSum()
    // Read in place (`constraint.terms` bound to a local was a copy that
    // retained each variable).
    for index in constraint.terms.indices {
      let coefficient = constraint.terms.coefficient(at: index)
      guard !nearZero(coefficient) else { continue }
      let symbol = symbol(borrowing: constraint.terms.unmanagedVariable(at: index))
      addVariableSymbols.append(symbol)
      addToSum(symbol, coefficient)
    }
    let markers = addMarkersToSum(constraint.relation, strength: strength, scale: 1)
    var row = finishSum(constant: constant)
    if row.constant < 0 { row.reverseSign() }
    return NewRow(
      row: row, marker: markers.marker, other: markers.other, markerSign: markers.markerSign,
      relation: constraint.relation)
  }

  /// Makes a constraint's marker symbols and adds them, times `scale`, to
  /// the sum being built: a slack (and an error for a preference) for an
  /// inequality, a dummy for a required equality, `-e⁺ + e⁻` for a preferred
  /// one. Shared by rows and definitions, so both hold a constraint alike.
  mutating func addMarkersToSum(_ relation: Relation, strength: Strength, scale: Double)
    -> (marker: Int, other: Int?, markerSign: Double)
  {
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let markerSign: Double = relation == .lessThanOrEqual ? 1 : -1
      let marker = newSymbol(.slack)
      addParameterToSum(marker, markerSign * scale)
      guard !strength.isRequired else { return (marker, nil, markerSign) }
      let error = newSymbol(.error)
      addParameterToSum(error, -markerSign * scale)
      return (marker, error, markerSign)
    case .equal:
      if strength.isRequired {
        let marker = newSymbol(.dummy)
        addParameterToSum(marker, scale)
        return (marker, nil, 1)
      }
      let plus = newSymbol(.error)
      let minus = newSymbol(.error)
      addParameterToSum(plus, -scale)
      addParameterToSum(minus, scale)
      return (plus, minus, -1)
    }
  }

  /// Adds a new row's error symbols to the objective, each at its side's
  /// weight.
  ///
  /// Callers skip it for a required constraint (no errors, `other` nil):
  /// called for those too, it was a quarter of a percent of the
  /// instructions of a screen of required constraints (callgrind, deep tree).
  mutating func weighErrors(of new: NewRow, above: Strength, below: Strength) {
    new.forEachError { symbol, isBelow in addToObjective(symbol, (isBelow ? below : above).value) }
  }

  /// Calls `body` with a constraint's error symbols, given its markers, and
  /// whether each measures a shortfall: none for a required constraint (no
  /// `other`), `e⁺` (the marker, an excess) and `e⁻` (other, a shortfall)
  /// for a preferred equality, the error beside the slack for a preferred
  /// inequality (weighed at the constraint's strength, as an excess). The
  /// one rule rows, definitions and records use.
  static func forEachError(
    marker: Int, other: Int?, relation: Relation, _ body: (_ symbol: Int, _ isBelow: Bool) -> Void
  ) {
    guard let other else { return }
    if relation == .equal {
      body(marker, false)
      body(other, true)
    } else {
      body(other, false)
    }
  }

  /// kiwi's chooseSubject, but by fewest rows: a user variable, else a negative slack or error marker;
  /// and an inequality that already holds is held by its slack.
  func chooseSubject(_ new: NewRow, above: Double, below: Double) -> Int? {
    // A required inequality that the current values already meet, on user
    // variables no row holds yet, takes its slack as subject (the slack can
    // be, when its coefficient is negative in a row whose constant is not):
    // no variable moves, where kiwi's rule would make one basic and set it
    // to the bound. UIKit keeps an undecided width at zero under
    // `width <= other - 52` rather than stretching it to the bound.
    // Preferences keep kiwi's rule: a view's hugging (`height <= content`
    // at 250) holds at zero too, and held by its slack it left the
    // compression resistance that follows to pivot the height in.
    if new.other == nil, new.relation != .equal, new.row.constant >= 0,
      new.row.coefficient(for: new.marker) < 0, namesOnlyNewVariables(new.row)
    {
      return new.marker
    }
    // Of the user variables, take the one the fewest rows hold (ties: the lowest
    // id, the first in sorted order): that subject is substituted into the
    // fewest rows. kiwi takes the lowest id, which in a chain of views picks an
    // old shared variable (a free height) over the new view's own and rewrites
    // every row below: cubic time for a column of views.
    var best: Int?
    var fewest = Int.max
    for cell in new.row.cells where kinds[cell.symbol] == .external {
      // Solving for a variable that a restricted row holds would move that
      // row, perhaps below zero: an error, a slack or phase one take it instead.
      if externalsInRestrictedRows && isHeldByRestrictedRow(cell.symbol) { continue }
      let held = columns[cell.symbol].count  // an upper bound: stale entries count too
      if held < fewest {
        fewest = held
        best = cell.symbol
        if held == 0 { break }
      }
    }
    if let best { return best }
    // The marker, then the other error symbol (checked in turn: a list of
    // the two was an allocation for every row).
    func isNegativeMarker(_ candidate: Int) -> Bool {
      (kinds[candidate] == .slack || kinds[candidate] == .error) && new.row.coefficient(for: candidate) < 0
    }
    if new.relation == .equal, let other = new.other, nearZero(new.row.constant) {
      // A preference met as it is added: either error can be the subject.
      return cheaperError(of: new.row, plus: new.marker, minus: other, above: above, below: below)
    }
    if isNegativeMarker(new.marker) { return new.marker }
    if let other = new.other, isNegativeMarker(other) { return other }
    return nil
  }

  /// Whether every user variable `row` names is in no other row yet.
  func namesOnlyNewVariables(_ row: Row) -> Bool {
    for cell in row.cells where kinds[cell.symbol] == .external && !columns[cell.symbol].isEmpty {
      return false
    }
    return true
  }

  /// Whether a row with a restricted basic symbol (a slack, an error or a
  /// dummy) holds `symbol`.
  func isHeldByRestrictedRow(_ symbol: Int) -> Bool {
    columns[symbol].contains { basic in
      isRestricted(basic) && symbols[basic].row.map { $0.index(of: symbol) != nil } ?? false
    }
  }

  /// Of a preferred equality's two errors, the one whose choice as subject
  /// leaves the optimization fewer rows to rewrite (`plus` on ties), each
  /// weighed at its side's weight.
  ///
  /// Out of line: adds that never get here (required equalities, held as
  /// definitions, are most of a screen's) keep a smaller ``add``.
  @inline(never)
  func cheaperError(of row: Row, plus: Int, minus: Int, above: Double, below: Double) -> Int {
    enteringCost(of: row, solvedFor: minus, weight: below) < enteringCost(of: row, solvedFor: plus, weight: above)
      ? minus : plus
  }

  /// How many rows the optimization after an add may rewrite if a preferred
  /// equality's row is solved for `subject`, one of its errors: the rows
  /// holding each slack or error that the objective then favours.
  ///
  /// Why: solved for one error, the row puts its other symbols into the
  /// objective with one sign; solved for the other, with the opposite sign.
  /// Each symbol that comes out improving is pivoted in, at the cost of every
  /// row that holds it. In an equal-centering list every gap is tied to the
  /// first at 50, and the first gap's spacing slack, improving under `e⁺`,
  /// is held by all the gaps before: each add pivoted it into the basis and
  /// rewrote them all. Under `e⁻` the improving slack is the new gap's own,
  /// in one row: 6.2 M cells became 0.36 M for a 2,000-view list, and the
  /// 10,000-view list builds in 0.07 s instead of 1.0 s.
  func enteringCost(of row: Row, solvedFor subject: Int, weight: Double) -> Int {
    let factor = -weight / row.coefficient(for: subject)
    var cost = 0
    for cell in row.cells where cell.symbol != subject {
      let kind = kinds[cell.symbol]
      guard kind == .slack || kind == .error else { continue }
      // Its coefficient in the objective once the row is substituted there.
      if objective[cell.symbol] + factor * cell.coefficient < 0 { cost += columns[cell.symbol].count + 1 }
    }
    return cost
  }

  /// Finds a feasible basis including `row` through phase one with an artificial variable.
  ///
  /// Runs inside a journal, and rolls it back on failure. Returns nil on success; on failure returns the
  /// required constraints that make the row infeasible: the owners of the markers
  /// left in the artificial row at the phase-one optimum (a Farkas certificate).
  mutating func addWithArtificialVariable(_ row: Row, marker: Int) -> [LinearConstraint]? {
    let art = newSymbol(.slack)
    insertRow(art, row)
    artificial = row
    let reached = (try? optimize(artificialObjective: true)) != nil
    let success = reached && nearZero(artificial!.constant)
    artificial = nil

    if !success {
      let conflicts = symbols[art].row.map { requiredOwners(of: $0.symbols) } ?? []
      // Undoes every pivot, the artificial row and the new errors' objective weights.
      rollBackJournal()
      releaseSymbol(art)
      return conflicts
    }
    if symbols[art].isBasic {
      var artRow = removeRow(art)
      if !artRow.cells.isEmpty {
        let entering = pivotableSymbol(in: artRow, preferring: marker)
        artRow.solve(for: art, replacing: entering)
        substitute(entering, artRow)
        insertRow(entering, artRow)
      }
    }
    // The artificial variable is zero and non-basic now: drop its column for good.
    releaseSymbol(art)
    return nil
  }

  /// kiwi's anyPivotableSymbol (lowest-id slack or error), widened so that it
  /// always finds one: a user variable, then the new marker, then any symbol.
  func pivotableSymbol(in row: Row, preferring marker: Int) -> Int {
    // Cells are sorted, so the first match has the lowest id.
    func lowest(_ accept: (Int) -> Bool) -> Int? {
      row.cells.first { accept($0.symbol) }?.symbol
    }
    return lowest { kinds[$0] == .slack || kinds[$0] == .error }
      ?? lowest { kinds[$0] == .external }
      ?? (row.index(of: marker) != nil ? marker : nil)
      ?? row.cells[0].symbol
  }

  /// The required constraints owning any of these symbols, in the order they were added.
  func requiredOwners(of named: some Sequence<Int>) -> [LinearConstraint] {
    var seen = Set<Int>()
    var found: [ConstraintRecord] = []
    for symbol in named {
      let owner = Int(owners[symbol])
      guard owner >= 0 else { continue }
      let record = constraints[owner]
      guard record.strength.isRequired, seen.insert(owner).inserted else { continue }
      found.append(record)
    }
    return found.sorted { $0.order < $1.order }.map(\.constraint)
  }

  /// Records a constraint as part of the tableau.
  mutating func register(
    _ constraint: LinearConstraint, _ new: NewRow, strength: Strength, below: Strength, constant: Double,
    defines: Int? = nil
  ) {
    if addCounter >= Int(UInt32.max) {
      // Orders are 32 bits (see ConstraintRecord): close the gaps that
      // removals left, keeping the order, once in four billion adds.
      addCounter = constraints.renumberOrders()
    }
    addCounter += 1
    let slot = constraints.insert(
      ConstraintRecord(
        constraint: constraint, marker: new.marker, other: new.other, markerSign: new.markerSign,
        strength: strength, belowStrength: below, constant: constant, order: addCounter, defines: defines))
    owners[new.marker] = Int32(slot)
    if let other = new.other { owners[other] = Int32(slot) }
    for symbol in addVariableSymbols { useCounts[symbol] += 1 }
  }

  /// The symbols of a held constraint's variables, one per non-zero term (as
  /// ``register(_:_:strength:below:constant:defines:)`` counted them).
  func variableSymbols(of constraint: LinearConstraint) -> [Int] {
    constraint.terms.compactMap { term in
      nearZero(term.coefficient) ? nil : existingSymbol(of: term.variable)
    }
  }

  /// Forgets a registered constraint's bookkeeping (not its symbols); returns
  /// the symbols of its variables.
  @discardableResult
  mutating func unregister(_ constraint: LinearConstraint) -> [Int] {
    guard let slot = constraints.slot(of: constraint) else { return [] }
    let named = variableSymbols(of: constraint)
    constraints.remove(slot: slot)
    for symbol in named { useCounts[symbol] -= 1 }
    return named
  }

  /// Gives back the symbols made for a row that did not join the tableau.
  mutating func discard(_ new: NewRow) {
    releaseSymbol(new.marker)
    if let other = new.other { releaseSymbol(other) }
    for symbol in addCreatedSymbols {
      forgetVariable(symbol)
      releaseSymbol(symbol)
    }
  }
}
