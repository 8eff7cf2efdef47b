// MARK: - Derived variables: required equalities kept out of the tableau

/// Why: in a fully reduced tableau every basic variable's row lists every
/// parameter it depends on. In a column of self-sizing views each view's top is
/// the sum of the heights above it, so the row of the n-th top holds n cells,
/// building the column costs O(n²) and every new row copies a long one. Apple's
/// engine and kiwi both pay this.
///
/// A required equality that names a variable no tableau row holds (a view's top
/// placed below the previous view's bottom, a child's edge inset from its
/// parent's) is kept here instead, as a *definition*
/// `variable = constant + Σ coefficient·symbol`, naming other variables as
/// they are, derived or not. Nothing in the tableau refers to a derived
/// variable: a constraint that names one gets the definition substituted when
/// its row is built, deepest level first, so that terms which cancel (a
/// child's bottom against its parent's, both ten levels down a chain) are
/// cancelled before they are expanded. The simplex then works on what the
/// constraints really couple, and a chain costs what it holds.
///
/// Values are kept per derived variable and recomputed, shallowest first, only
/// when something they name changed. The definition carries its constraint's
/// marker (a dummy), so a constant change shifts the definition and any row
/// that expanded it, and a removal can put the variable back into the tableau
/// exactly as it would have been had it been basic there all along.
extension Tableau {
  // MARK: Choosing a definition

  /// The variable a required equality can define without touching the
  /// tableau, with its coefficient, or nil.
  ///
  /// The first term (in the order written) whose variable is fresh to the
  /// tableau: in no row, not basic, not already derived, and not named,
  /// through other definitions, by the constraint's other terms (that would
  /// be a cycle). `top == previous.bottom + 12` thus defines `top`, the
  /// variable the user placed.
  mutating func definableSubject(of constraint: LinearConstraint) -> (term: Int, coefficient: Double)? {
    // Terms are read in place, variables unretained, and with no local
    // function: `constraint.terms` bound to a local was a copy that retained
    // each variable, and a local function that reads `self` and is not
    // inlined copied the whole tableau into its context on each add.
    let count = constraint.terms.count
    // An expression may name a variable twice: a candidate's coefficient is
    // the sum of its terms, counted at its first one. Scanning the terms
    // again for each one costs nothing at the sizes constraints have and
    // allocates nothing (this runs for every equality added); a long sum
    // has its coefficients summed in one pass first.
    let summedLong = count > 8 ? Self.summedCoefficients(constraint.terms) : nil
    for i in 0..<count {
      guard let coefficient = Self.summed(constraint, summedLong, i), !nearZero(coefficient),
        // A coefficient this small would scale the definition by its inverse.
        abs(coefficient) >= pivotTolerance
      else { continue }
      guard let symbol = existingSymbol(borrowing: constraint.terms.unmanagedVariable(at: i)) else {
        return (i, coefficient)
      }
      // The term's index, not its variable: a copied variable is retained.
      let candidate = (term: i, coefficient: coefficient)
      guard !symbols[symbol].isBasic, !symbols[symbol].isDerived, objective[symbol] == 0,
        liveColumn(symbol).isEmpty
      else { continue }
      // Only derived variables can name the candidate: when no other term is
      // one, there is no cycle to look for (and no list to make).
      var anyDerived = false
      for j in 0..<count where j != i && !constraint.terms.sameVariable(j, i) {
        guard let other = Self.summed(constraint, summedLong, j), !nearZero(other),
          let otherSymbol = existingSymbol(borrowing: constraint.terms.unmanagedVariable(at: j))
        else { continue }
        if symbols[otherSymbol].level > 0 {
          anyDerived = true
          break
        }
      }
      if !anyDerived { return candidate }
      // The add's scratch list: `addDefinition` fills it again afterwards.
      addVariableSymbols.removeAll()
      for j in 0..<count where j != i && !constraint.terms.sameVariable(j, i) {
        guard let other = Self.summed(constraint, summedLong, j), !nearZero(other),
          let otherSymbol = existingSymbol(borrowing: constraint.terms.unmanagedVariable(at: j))
        else { continue }
        addVariableSymbols.append(otherSymbol)
      }
      if !dependsOn(addVariableSymbols, symbol) { return candidate }
    }
    return nil
  }

  /// The summed coefficient of the constraint's term at `i` (nil at a
  /// repeat of an earlier term's variable), from `long` when it was summed
  /// in one pass.
  @inline(__always)
  private static func summed(_ constraint: LinearConstraint, _ long: [Double?]?, _ i: Int) -> Double? {
    if let long { return long[i] }
    return constraint.terms.summedCoefficient(at: i)
  }

  /// Each variable's coefficients summed at its first term, nil at its
  /// repeats: one pass for a long sum.
  private static func summedCoefficients(_ terms: TermList) -> [Double?] {
    var first: [ObjectIdentifier: Int] = [:]
    var sums = [Double?](repeating: nil, count: terms.count)
    for (index, term) in terms.enumerated() {
      let id = ObjectIdentifier(term.variable)
      if let at = first[id] {
        sums[at]! += term.coefficient
      } else {
        first[id] = index
        sums[index] = term.coefficient
      }
    }
    return sums
  }

  /// Whether any of `named` is defined, directly or through other definitions, in terms of `target`.
  ///
  /// Levels rise along definitions, so only variables no deeper than the
  /// deepest of `named` need visiting: the search stays near the target.
  ///
  /// `named` is a constraint's few variables, searched in place. The symbols
  /// seen are a scratch list searched in place too while the search is small
  /// (it usually visits a handful), a set beyond that: this runs for most
  /// equalities added, and two sets and a stack a call were 2 of a stack
  /// list's 71 allocations a view.
  mutating func dependsOn(_ named: SymbolScratch, _ target: Int) -> Bool {
    var deepest = 0
    for symbol in named { deepest = max(deepest, symbols[symbol].level) }
    guard deepest > 0 else { return false }
    var stack = searchStack
    var seen = searchSeen
    searchStack = []
    searchSeen = []
    defer {
      stack.removeAll(keepingCapacity: true)
      seen.removeAll(keepingCapacity: true)
      searchStack = stack
      searchSeen = seen
    }
    var seenSet: Set<Int>?
    stack.append(target)
    seen.append(target)
    while let symbol = stack.popLast() {
      for dependent in liveDependents(symbol) where symbols[dependent].level <= deepest {
        if named.contains(dependent) { return true }
        let isNew: Bool
        if seenSet != nil {
          isNew = seenSet!.insert(dependent).inserted
        } else if seen.count < 32 {
          isNew = !seen.contains(dependent)
          if isNew { seen.append(dependent) }
        } else {
          seenSet = Set(seen)
          isNew = seenSet!.insert(dependent).inserted
        }
        if isNew { stack.append(dependent) }
      }
    }
    return false
  }

  // MARK: Adding, dropping, materializing

  /// Holds an equality as the definition of `subject`; never fails.
  mutating func addDefinition(
    _ constraint: LinearConstraint, subject: (term: Int, coefficient: Double), strength: Strength,
    below: Strength, constant: Double
  ) {
    addVariableSymbols.removeAll()
    addCreatedSymbols.removeAll()
    // Read in place (see `makeRow`).
    for index in constraint.terms.indices where !nearZero(constraint.terms.coefficient(at: index)) {
      addVariableSymbols.append(symbol(borrowing: constraint.terms.unmanagedVariable(at: index)))
    }
    let defined = existingSymbol(borrowing: constraint.terms.unmanagedVariable(at: subject.term))!
    // A required equality is `0 = constant + Σ c·x + marker`, a soft one
    // `0 = constant + Σ c·x - e⁺ + e⁻` with both errors weighted in the
    // objective, as a row in the tableau would be; solved for the subject.
    // The errors start as parameters at zero: the definition holds exactly
    // until a later constraint that names the subject pulls on them.
    let scale = -1 / subject.coefficient
    // Summed without expansion: a definition names variables as they are.
    beginSum()
    let markers = addMarkersToSum(.equal, strength: strength, scale: scale)
    let new = NewRow(
      row: Row(), marker: markers.marker, other: markers.other, markerSign: markers.markerSign,
      relation: .equal)
    if new.other != nil { weighErrors(of: new, above: strength, below: below) }
    // The terms again, in the same order and with the same filter as the
    // symbols above.
    var index = 0
    for position in constraint.terms.indices {
      let coefficient = constraint.terms.coefficient(at: position)
      guard !nearZero(coefficient) else { continue }
      let symbol = addVariableSymbols[index]
      index += 1
      if symbol != defined { addParameterToSum(symbol, coefficient * scale) }
    }
    let definition = collectSum(constant: constant * scale)
    define(defined, definition)
    register(constraint, new, strength: strength, below: below, constant: constant, defines: defined)
  }

  /// Installs a definition for `symbol`, which no row holds, and queues its value.
  ///
  /// The row is consumed: a copy retained its cells once more.
  mutating func define(_ symbol: Int, _ definition: consuming Row) {
    var level = 0
    for cell in definition.cells {
      level = max(level, symbols[cell.symbol].level)
      dependents[cell.symbol].append(symbol)
    }
    symbols[symbol].setDefinition(consume definition)
    symbols[symbol].level = level + 1
    raiseDependents(of: symbol)
    markDirty(symbol)
    queueDerived(symbol)
  }

  /// Restores "a definition names only shallower variables" after `symbol` got deeper.
  mutating func raiseDependents(of symbol: Int) {
    // Most symbols defined have no dependents yet (a view's new unknowns):
    // no stack to allocate for them.
    guard !dependents[symbol].isEmpty else { return }
    var stack = [symbol]
    while let current = stack.popLast() {
      let level = symbols[current].level
      for dependent in liveDependents(current) where symbols[dependent].level <= level {
        symbols[dependent].level = level + 1
        stack.append(dependent)
      }
    }
  }

  /// Forgets `symbol`'s definition: it becomes an ordinary variable, in no row, at zero.
  mutating func dropDefinition(_ symbol: Int) {
    symbols[symbol].setDefinition(nil)
    symbols[symbol].level = 0
    derivedValues[symbol] = 0
    // Its value changes: marking it dirty makes its dependents recompute too.
    markDirty(symbol)
  }

  /// Moves a derived variable into the tableau as the basic variable of its
  /// expanded definition, the row it would have had there.
  mutating func materialize(_ symbol: Int) {
    let row = expandedRow(of: symbol)
    dropDefinition(symbol)
    insertRow(symbol, row)
  }

  /// Removes a definition's constraint: the variable stays where it is when
  /// no row expanded the definition, else it goes back into the tableau first.
  mutating func removeDefinition(of record: ConstraintRecord, defined symbol: Int) {
    let markers = [record.marker] + (record.other.map { [$0] } ?? [])
    if markers.allSatisfy({ !symbols[$0].isBasic && liveColumn($0).isEmpty }) {
      // kiwi would pivot the marker into the variable's row and drop it,
      // leaving the variable a free parameter at zero: the same as this.
      dropDefinition(symbol)
    } else {
      materialize(symbol)
      eliminate(record.marker)
    }
  }

  // MARK: Expanding

  /// The definition of a derived variable in terms of the tableau's parameters.
  mutating func expandedRow(of symbol: Int) -> Row {
    beginSum()
    addToSum(symbol, 1)
    return finishSum(constant: 0)
  }

  /// Starts summing a row in the scratch accumulator.
  mutating func beginSum() {
    sumTouched.removeAll()
    sumConstant = 0
  }

  /// Adds `coefficient·symbol`, with its row substituted when it is basic and
  /// its definition (later, deepest first) when it is derived.
  mutating func addToSum(_ symbol: Int, _ coefficient: Double) {
    if symbols[symbol].isDerived {
      if !symbols[symbol].isAccumulated {
        symbols[symbol].isAccumulated = true
        sumTouched.append(symbol)
        expansionHeap.push(symbol, key: symbols[symbol].level)
      }
      symbols[symbol].accumulator += coefficient
    } else if let row = symbols[symbol].takeRow() {
      // Taken out and put back, not copied (a copy retained the cells): the
      // row names parameters only, never its own basic symbol.
      sumConstant += row.constant * coefficient
      touchedCells &+= row.cells.count
      for index in row.cells.indices {
        addParameterToSum(row.cells[index].symbol, row.cells[index].coefficient * coefficient)
      }
      symbols[symbol].setRow(consume row)
    } else {
      addParameterToSum(symbol, coefficient)
    }
  }

  /// Adds `coefficient·symbol` as it is, without substituting anything.
  @inline(__always)
  mutating func addParameterToSum(_ symbol: Int, _ coefficient: Double) {
    if !symbols[symbol].isAccumulated {
      symbols[symbol].isAccumulated = true
      sumTouched.append(symbol)
    }
    symbols[symbol].accumulator += coefficient
  }

  /// Expands the derived variables summed so far, deepest first, and returns
  /// the row `constant + sum` (see ``collectSum(constant:)``).
  ///
  /// A derived variable is expanded only after every deeper one, so all its
  /// coefficients are in before it is: terms that cancel are never expanded.
  /// Its coefficient is used up as it expands, so it leaves no cell.
  mutating func finishSum(constant: Double) -> Row {
    while let derived = expansionHeap.pop() {
      let coefficient = symbols[derived].accumulator
      symbols[derived].accumulator = 0
      guard !nearZero(coefficient), let definition = symbols[derived].takeDefinition() else { continue }
      // Taken out and put back, as in `addToSum`: a definition names only
      // shallower variables, so expanding it never reads its own.
      sumConstant += definition.constant * coefficient
      touchedCells &+= definition.cells.count
      for index in definition.cells.indices {
        addToSum(definition.cells[index].symbol, definition.cells[index].coefficient * coefficient)
      }
      symbols[derived].setDefinition(consume definition)
    }
    return collectSum(constant: constant)
  }

  /// The row `constant + sum`: the summed cells sorted, near-zero ones
  /// dropped, and the scratch cleared for the next sum.
  mutating func collectSum(constant: Double) -> Row {
    sumTouched.withUnsafeMutableBuffer(Self.sortSymbols)
    var cells: [Cell] = []
    cells.reserveCapacity(sumTouched.count)
    for symbol in sumTouched {
      let value = symbols[symbol].accumulator
      symbols[symbol].accumulator = 0
      symbols[symbol].isAccumulated = false
      if !nearZero(value) { cells.append(Cell(symbol: symbol, coefficient: value)) }
    }
    touchedCells &+= sumTouched.count
    return Row(constant: constant + sumConstant, cells: cells)
  }

  /// Sorts a sum's symbols: by insertion when they are few, as most new
  /// rows' are, where the library's generic sort cost some 300 instructions
  /// a call (callgrind, 1,000-view card table: sorting 2.2% of the
  /// instructions before, 1.7% after; the long sums keep the library's,
  /// which a merge of their sorted runs, tried, did not beat: about 2,000
  /// instructions either way for the card table's sums of 24 and 28).
  static func sortSymbols(_ buffer: UnsafeMutableBufferPointer<Int>) {
    guard buffer.count <= 16 else {
      var buffer = buffer
      buffer.sort()
      return
    }
    for i in buffer.indices.dropFirst() {
      let symbol = buffer[i]
      var j = i
      while j > 0 && buffer[j - 1] > symbol {
        buffer[j] = buffer[j - 1]
        j -= 1
      }
      buffer[j] = symbol
    }
  }

  // MARK: Values

  /// The derived variables whose definitions may name `symbol`, each once; compacts the list.
  @discardableResult
  mutating func liveDependents(_ symbol: Int) -> SymbolList {
    guard !dependents[symbol].isEmpty else { return SymbolList() }
    let stamp = nextVisitStamp()
    dependents[symbol].removeAll { dependent in
      if visitStamps[dependent] == stamp { return true }
      visitStamps[dependent] = stamp
      guard let definition = symbols[dependent].definition else { return true }
      return definition.index(of: symbol) == nil
    }
    return dependents[symbol]
  }

  /// A symbol's value now, derived values brought up to date first.
  mutating func currentValue(of symbol: Int) -> Double {
    if symbols[symbol].isDerived { refreshDerivedValues() }
    return value(of: symbol)
  }

  /// Queues a derived variable for recomputing its value.
  mutating func queueDerived(_ symbol: Int) {
    guard flags[symbol].insert(.queuedDerived).inserted else { return }
    derivedQueue.push(symbol, key: symbols[symbol].level)
  }

  /// Brings every derived value up to date with the tableau, shallowest first,
  /// visiting only definitions that name something that changed.
  mutating func refreshDerivedValues() {
    for symbol in changedWithDependents {
      flags[symbol].remove(.changedWithDependents)
      queueDependents(of: symbol)
    }
    changedWithDependents.removeAll(keepingCapacity: true)
    while let symbol = derivedQueue.pop() {
      flags[symbol].remove(.queuedDerived)
      guard let definition = symbols[symbol].definition else { continue }
      var total = definition.constant
      for cell in definition.cells { total += cell.coefficient * value(of: cell.symbol) }
      touchedCells &+= definition.cells.count
      guard total != derivedValues[symbol] else { continue }
      derivedValues[symbol] = total
      // Marked for the next update only: its dependents are queued right here.
      if flags[symbol].insert(.dirty).inserted { dirty.append(symbol) }
      queueDependents(of: symbol)
    }
  }

  /// Queues the derived variables whose definitions may name `symbol`.
  ///
  /// The one dependent of a list of one (most lists: a view's edge is named
  /// by the view below it) is queued unchecked: checking searched its
  /// definition, which its recomputation reads anyway (callgrind: 1.3% of a
  /// 10,000-view stack list's instructions). A stale entry costs one
  /// recomputation that finds the same value (a dependent queued below the
  /// running level is recomputed next, from values that are final). Longer
  /// lists are checked and compacted.
  mutating func queueDependents(of symbol: Int) {
    if let only = dependents[symbol].onlyEntry {
      queueDerived(only)
      return
    }
    for dependent in liveDependents(symbol) { queueDerived(dependent) }
  }
}
