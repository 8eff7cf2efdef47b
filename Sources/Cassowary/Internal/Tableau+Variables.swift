// MARK: - User variables and their hints

/// Why: a dictionary from variables to symbols cost a hash and a probe for
/// every term of every constraint, and an insert (with rehashing as it grew)
/// for every new variable; at 10,000 views it no longer fits in the cache.
/// The first tableau to hold a variable writes its symbol, tagged with the
/// tableau (``ConstraintTable/tag``), into ``Variable/symbolHint``; other
/// solvers holding the same variable find it in ``unhintedVariables``.
extension Tableau {
  /// The hint value that names `symbol` of this tableau.
  @inline(__always)
  func variableHint(for symbol: Int) -> Int { constraints.tag << 32 | symbol }

  /// The symbol of a user variable, created on first use (and listed in
  /// ``addCreatedSymbols``, so a failed add can give it back).
  mutating func symbol(for variable: Variable) -> Int {
    if let symbol = existingSymbol(of: variable) { return symbol }
    return newExternalSymbol(Unmanaged.passUnretained(variable))
  }

  /// A new external symbol for a variable the tableau does not hold yet.
  ///
  /// The variable is borrowed, retained once for the tableau's list: a
  /// variable passed on as a reference was retained for the call too.
  private mutating func newExternalSymbol(_ unmanaged: Unmanaged<Variable>) -> Int {
    let symbol = newSymbol(.external)
    variablesBySymbol[symbol] = unmanaged.retain().takeRetainedValue()
    variableCount += 1
    return unmanaged._withUnsafeGuaranteedRef { registerHint(of: $0, symbol: symbol) }
  }

  /// Writes the new symbol's hint into its variable (or lists the variable
  /// when another tableau holds its hint) and counts the symbol as created.
  private mutating func registerHint(of variable: Variable, symbol: Int) -> Int {
    let old = variable.symbolHint.load(ordering: .relaxed)
    // Take the hint when no tableau holds it, or when it is this tag's own
    // (a rebuild re-adding what the tableau it replaces held).
    let taken =
      (old == 0 || old >> 32 == constraints.tag)
      && variable.symbolHint.compareExchange(
        expected: old, desired: variableHint(for: symbol), ordering: .relaxed
      ).exchanged
    if !taken { unhintedVariables[ObjectIdentifier(variable)] = symbol }
    useCounts[symbol] = 0
    markDirty(symbol)
    addCreatedSymbols.append(symbol)
    return symbol
  }

  /// ``symbol(for:)`` for a variable read out of a term, without retaining
  /// it when the tableau holds it already (the usual case): a term's
  /// variable copied out of its array is retained and released around each
  /// call, and those atomic operations were a tenth of an add's time.
  @inline(__always)
  mutating func symbol(borrowing variable: Unmanaged<Variable>) -> Int {
    if let symbol = existingSymbol(borrowing: variable) { return symbol }
    return newExternalSymbol(variable)
  }

  /// ``existingSymbol(of:)`` for a variable read out of a term, borrowed
  /// (see ``symbol(borrowing:)``).
  @inline(__always)
  func existingSymbol(borrowing variable: Unmanaged<Variable>) -> Int? {
    variable._withUnsafeGuaranteedRef { existingSymbol(of: $0) }
  }

  /// The symbol of a variable the tableau holds, or nil.
  @inline(__always)
  func existingSymbol(of variable: Variable) -> Int? {
    let hint = variable.symbolHint.load(ordering: .relaxed)
    if hint >> 32 == constraints.tag {
      let symbol = hint & 0xFFFF_FFFF
      if symbol < variablesBySymbol.count && variablesBySymbol[symbol] === variable { return symbol }
    }
    return unhintedVariables.isEmpty ? nil : unhintedVariables[ObjectIdentifier(variable)]
  }

  /// Forgets the variable behind an external symbol (before the symbol is released).
  mutating func forgetVariable(_ symbol: Int) {
    guard let variable = variablesBySymbol[symbol] else { return }
    variableCount -= 1
    if !variable.symbolHint.compareExchange(
      expected: variableHint(for: symbol), desired: 0, ordering: .relaxed
    ).exchanged {
      unhintedVariables[ObjectIdentifier(variable)] = nil
    }
  }

  /// Clears the hints this tableau holds, so other solvers can take them,
  /// and lets go of its constraints and variables (a solver's deinit).
  ///
  /// Each hint is cleared as its object is released, in one pass (see
  /// ``ConstraintTable/releaseAll()``). Mutating so that a solver's deinit
  /// calls it in place: a non-mutating call on the solver's stored tableau
  /// copied all of it.
  mutating func releaseAll() {
    constraints.releaseAll()
    let variables = variablesBySymbol
    let hints = variables.count >= largeTable
    for symbol in variables.indices {
      if hints, symbol &+ 8 < variables.count, let ahead = variables[symbol &+ 8] {
        prefetchForWrite(Unmanaged.passUnretained(ahead).toOpaque())
      }
      guard let variable = variables[symbol].take() else { continue }
      _ = variable.symbolHint.compareExchange(
        expected: variableHint(for: symbol), desired: 0, ordering: .relaxed)
    }
    variableCount = 0
  }

  /// Points the hints this tableau took back at its own slots and symbols
  /// (after a rebuilt tableau with the same tag was thrown away).
  func restoreHints() {
    constraints.restoreHints()
    for symbol in variablesBySymbol.indices {
      guard let variable = variablesBySymbol[symbol],
        unhintedVariables[ObjectIdentifier(variable)] == nil
      else { continue }
      variable.symbolHint.store(variableHint(for: symbol), ordering: .relaxed)
    }
  }
}
