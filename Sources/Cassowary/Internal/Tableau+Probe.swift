// MARK: - Ambiguity: how far a variable can move at no cost

extension Tableau {
  /// The values a variable takes over every optimal solution: where the solver
  /// would put it if something pulled it up (or down) as weakly as can be.
  ///
  /// A probe constraint `variable == target` at a weight far below any real
  /// strength is added, the optimum read, and everything rolled back from the
  /// journal, so the tableau ends exactly as it was. Moving the variable along a
  /// direction that costs anything would cost more than the probe gains, so it
  /// only moves where the objective stays the same. Returns nil for a variable
  /// the solver does not hold.
  mutating func valueRange(of variable: Variable) -> ClosedRange<Double>? {
    guard let symbol = existingSymbol(of: variable) else { return nil }
    let current = currentValue(of: symbol)
    if let row = symbols[symbol].isDerived ? expandedRow(of: symbol) : symbols[symbol].row,
      isFixedAtOptimum(row)
    {
      return current...current
    }
    // Far enough to reach any layout, near enough to keep the arithmetic exact.
    let reach = 1e7
    let lower = probe(variable, symbol: symbol, toward: current - reach) ?? current
    let upper = probe(variable, symbol: symbol, toward: current + reach) ?? current
    let low = lower <= current - reach * 0.99 ? -Double.infinity : min(lower, current)
    let high = upper >= current + reach * 0.99 ? Double.infinity : max(upper, current)
    return low...high
  }

  /// Whether a basic variable's row pins it at the optimum, so probing cannot move it.
  ///
  /// Each cell's symbol is either a dummy (zero for good) or a restricted symbol
  /// whose objective cost exceeds what the probe's pull would gain by raising it
  /// (1e-6 times its coefficient, with a margin): no pivot can improve the
  /// probe's objective, so both probes would return the current value. Answering
  /// here saves two solves per variable, which is what made checking a
  /// well-constrained tree of thousands of views slow. Anything else (a free
  /// external symbol, a cost too small to be sure) goes to the probes.
  private func isFixedAtOptimum(_ row: Row) -> Bool {
    for cell in row.cells {
      switch kinds[cell.symbol] {
      case .dummy:
        continue
      case .slack, .error:
        if objective[cell.symbol] <= 4e-6 * abs(cell.coefficient) + 1e-9 { return false }
      case .external:
        return false
      }
    }
    return true
  }

  /// The variable's value at the optimum with a faint pull toward `target`; the
  /// tableau is restored exactly afterwards.
  private mutating func probe(_ variable: Variable, symbol: Int, toward target: Double) -> Double? {
    // 1e-6: below kiwi's weak (1) and far below anything that should win, yet
    // above the 1e-8 threshold under which coefficients count as zero.
    let pull = LinearConstraint(LinearExpression(variable) - target, .equal, strength: Strength(1e-6))
    // A soft equality always has a subject, so this add never takes the
    // journaled phase-one path itself and the journals do not nest.
    beginJournal()
    var result: Double?
    do {
      try add(pull, strength: pull.strength, constant: pull.constant)
      // A derived variable's cached value is not journaled: read it from its expansion.
      result = symbols[symbol].isDerived ? expandedRow(of: symbol).constant : value(of: symbol)
    } catch {
      result = nil
    }
    rollBackJournal()
    if let record = constraints.record(of: pull) {
      unregister(pull)
      releaseSymbol(record.marker)
      if let other = record.other { releaseSymbol(other) }
    }
    return result
  }
}
