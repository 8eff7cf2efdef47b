// MARK: - Primal and dual simplex

extension Tableau {
  /// The most pivots one optimization may take before it is declared stuck.
  ///
  /// Bland's rule rules out cycling in exact arithmetic; the budget guards
  /// against floating-point surprises so the solver reports an error instead of hanging.
  var pivotBudget: Int { 1_000 + 20 * kinds.count }

  /// The smallest element the solver divides by when it pivots.
  ///
  /// Cells below 1e-8 are dropped as zero (kiwi's rule), but elements well
  /// above it can be round-off too: after thousands of changes the soak found
  /// rows holding 1e-7 where exact arithmetic gives zero, and one pivot on such
  /// an element grew the tableau's coefficients to 1e8. Row coefficients in
  /// layouts are multipliers of order 0.01 to 100 and their products, so an
  /// element below 1e-6 is never a real one.
  var pivotTolerance: Double { 1e-6 }

  /// How far below zero a restricted row may drift by round-off alone.
  ///
  /// After thousands of incremental changes a row pinned by required
  /// equalities can read -2e-5 where exact arithmetic gives zero (the soak
  /// measured that). Layout values are points, and 1e-4 pt is three orders of
  /// magnitude under a pixel; the check fails only rows that no pivot can fix.
  var roundOffTolerance: Double { 1e-4 }

  /// Primal simplex on the objective (or the phase-one objective) until no symbol improves it.
  ///
  /// The entering symbol is one of the strongest tier of coefficients (close
  /// to Dantzig's rule, see ``objectiveEntering(bland:)``): with kiwi's weights
  /// that fixes strong errors before medium and weak ones and takes far fewer
  /// pivots than kiwi's lowest-id choice. After a run of
  /// degenerate pivots (which could cycle) it falls back to the lowest id
  /// (Bland's rule), which cannot.
  mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
    var pivots = 0
    var degenerateRun = 0
    while true {
      let bland = degenerateRun > 50
      let entering = artificialObjective ? artificialEntering(bland: bland) : objectiveEntering(bland: bland)
      guard let entering else {
        if !artificialObjective { repairFeasibility() }
        return
      }
      let coefficient = artificialObjective ? artificial!.coefficient(for: entering) : objective[entering]
      // A positive coefficient can only be on a user variable: it improves by decreasing.
      guard let (leaving, ratio) = leavingRow(for: entering, increasing: coefficient < 0, bland: bland) else {
        // Both objectives are sums of non-negative terms, so a direction that
        // lowers one without limit cannot exist: the coefficient is round-off
        // (weights of 1e6 leave residues above the 1e-8 threshold), or the
        // column's elements are (below the pivot tolerance). Treat it as the
        // zero it is; kiwi throws "objective is unbounded" here instead.
        if artificialObjective {
          artificial!.remove(entering)
        } else {
          if journal != nil { journal!.record(objective: entering, objective[entering]) }
          objective[entering] = 0
        }
        continue
      }
      pivot(leaving: leaving, entering: entering)
      pivots += 1
      degenerateRun = nearZero(ratio) ? degenerateRun + 1 : 0
      if pivots > pivotBudget { throw .internalSolverError("optimization did not converge") }
    }
  }

  /// Makes rows that went negative during adds and removes feasible again.
  ///
  /// In exact arithmetic the primal simplex never makes a row negative. In
  /// floating point a row whose element was below ``pivotTolerance`` can drift
  /// below zero as the entering symbol moves past it. The dual simplex brings
  /// it back while the objective stays optimal. If even that finds no pivot,
  /// the row is negative by round-off alone; it is dropped from the list so
  /// that a later, unrelated change is not refused because of it.
  mutating func repairFeasibility() {
    guard !infeasible.isEmpty else { return }
    if dualOptimize() != nil { infeasible.removeAll(keepingCapacity: true) }
  }

  /// The improving symbol of the strongest tier whose pivot touches the
  /// fewest rows (lowest id on ties); or, under Bland's rule, the lowest id.
  /// Drops symbols that no longer improve the objective from the list as it goes.
  ///
  /// Strengths are a thousandfold apart, so the tier of a coefficient says
  /// which strength's errors it trades: fixing strong errors before medium and
  /// weak ones keeps Dantzig's short runs of pivots. Within a tier the
  /// largest coefficient is often a shared unknown that every row of a long
  /// list names (a splitter that all cards in a column hang from), and its
  /// pivot rewrites all of them; a symbol in fewer rows improves the objective
  /// just as surely and costs less. On gen.py's stack of 10,000 views this
  /// took the cells the adds touch from 54 M to 32 M.
  mutating func objectiveEntering(bland: Bool) -> Int? {
    var best: Int?
    var bestTier = 0
    var bestCost = 0
    var kept = 0
    for position in improving.indices {
      let symbol = improving[position]
      let coefficient = objective[symbol]
      guard coefficient != 0 && canImprove(symbol, coefficient) else {
        flags[symbol].remove(.listedImproving)
        continue
      }
      improving[kept] = symbol
      kept += 1
      let tier = bland ? 0 : Self.strengthTier(coefficient)
      let cost = bland ? 0 : columns[symbol].count
      if best == nil || tier > bestTier || (tier == bestTier && (cost, symbol) < (bestCost, best!)) {
        bestTier = tier
        bestCost = cost
        best = symbol
      }
    }
    improving.removeLast(improving.count - kept)
    return best
  }

  /// A coefficient's order of magnitude in steps of about a thousand (2¹⁰):
  /// the strength tier it belongs to (weak 0, medium 1, strong 2, with kiwi's
  /// weights of 1, 1e3 and 1e6, whose binary exponents are 0, 9 and 19).
  static func strengthTier(_ coefficient: Double) -> Int {
    let exponent = Int(abs(coefficient).exponent) + 1
    return exponent >= 0 ? exponent / 10 : -((9 - exponent) / 10)
  }

  /// The symbol that brings the phase-one objective down at the least cost
  /// to the real one, per unit (largest coefficient, then lowest id, on
  /// ties); or the lowest-id improving symbol under Bland's rule.
  ///
  /// Phase one starts from an optimal tableau, so each improving symbol's
  /// objective coefficient is what moving it costs: the least cost per unit of
  /// infeasibility removed is the dual simplex's choice, and it heads for the
  /// new optimum rather than away from it. The largest coefficient alone,
  /// on an equal-centering list, entered every gap's error in turn (each
  /// pivot degenerate) before the stack's weak fit at 49, and the
  /// optimization after the add took them all out again: appending a row
  /// to a 200-row list took 462 pivots, now 4.
  ///
  /// Symbols whose coefficient is below ``phaseOneCoefficientFloor`` are
  /// taken only when nothing else improves. kiwi takes the lowest id, which
  /// can pick a coefficient tiny next to the others', and the ratio test then
  /// moves it by the row's infeasibility over that coefficient: a vertex 1e7
  /// away, where round-off on the small variables is no longer small (a
  /// required equality was left 0.5 off in the soak).
  func artificialEntering(bland: Bool) -> Int? {
    if bland { return artificial!.cells.first { canImprove($0.symbol, $0.coefficient) }?.symbol }
    var cheapest: Int?
    var cheapestCost = Double.infinity
    var cheapestMagnitude = 0.0
    var largest: Int?
    var largestMagnitude = 0.0
    for cell in artificial!.cells where canImprove(cell.symbol, cell.coefficient) {
      let magnitude = abs(cell.coefficient)
      if magnitude > largestMagnitude {
        largestMagnitude = magnitude
        largest = cell.symbol
      }
      guard magnitude >= phaseOneCoefficientFloor else { continue }
      // Phase one's own pivots can leave a cost below zero: count it as free.
      let cost = max(objective[cell.symbol], 0) / magnitude
      if cost < cheapestCost || (cost == cheapestCost && magnitude > cheapestMagnitude) {
        cheapestCost = cost
        cheapestMagnitude = magnitude
        cheapest = cell.symbol
      }
    }
    return cheapest ?? largest
  }

  /// The smallest phase-one coefficient chosen for its cost (see
  /// ``artificialEntering(bland:)``).
  ///
  /// Layout coefficients are multipliers of order 0.01 to 100 and their
  /// sums; one below a thousandth comes from cancellation, and a step
  /// divided by it lands far from the layout.
  var phaseOneCoefficientFloor: Double { 1e-3 }

  /// The restricted row that first hits zero as `entering` moves: the least
  /// ratio; on ties the largest pivot element (lowest id under Bland's rule).
  ///
  /// Elements smaller than ``pivotTolerance`` count as zero. Dividing by one
  /// moves the entering symbol by the row's constant over round-off: the soak
  /// caught phase one pivoting on 1.5e-8, sending a symbol to 9e10 and leaving a
  /// required constraint 1,382 off after the add was accepted.
  mutating func leavingRow(for entering: Int, increasing: Bool, bland: Bool) -> (row: Int, ratio: Double)? {
    var best: Int?
    var bestRatio = Double.greatestFiniteMagnitude
    var bestElement = 0.0
    for basic in liveColumn(entering) where isRestricted(basic) {
      let row = symbols[basic].row!
      let coefficient = row.coefficient(for: entering)
      let element = abs(coefficient)
      guard element >= pivotTolerance else { continue }
      let ratio: Double
      if kinds[basic] == .dummy {
        // A basic dummy (a redundant required equality) is pinned at zero, not
        // merely non-negative: any move of the entering symbol would break it.
        ratio = 0
      } else {
        guard increasing ? coefficient < 0 : coefficient > 0 else { continue }
        ratio = row.constant / element
      }
      let better =
        ratio < bestRatio
        || (ratio == bestRatio
          && (bland ? basic < best! : element > bestElement || (element == bestElement && basic < best!)))
      if better {
        bestRatio = ratio
        bestElement = element
        best = basic
      }
    }
    return best.map { ($0, bestRatio) }
  }

  /// Dual simplex over the rows made infeasible by suggestions or constant changes.
  ///
  /// Rows are taken in ascending id order (kiwi takes them last-in-first-out from
  /// a queue whose order depends on its map), so results are repeatable.
  /// Returns the row that could not be made feasible, or nil when all are.
  mutating func dualOptimize() -> Int? {
    var pivots = 0
    while !infeasible.isEmpty {
      var batch = infeasible
      infeasible.removeAll(keepingCapacity: true)
      batch.sort()
      var previous = -1
      for (position, leaving) in batch.enumerated() where leaving != previous {
        previous = leaving
        guard let row = symbols[leaving].row, row.constant < 0, !nearZero(row.constant) else { continue }
        let entering = dualEntering(row)
        // A row that no real element can repair and that is negative by less
        // than the solver's precision is round-off, not a conflict: refusing
        // a suggestion over it would be wrong.
        if entering == nil && row.constant > -roundOffTolerance { continue }
        guard let entering, pivots <= pivotBudget else {
          infeasible.append(contentsOf: batch[position...])
          return leaving
        }
        pivot(leaving: leaving, entering: entering)
        pivots += 1
      }
    }
    return nil
  }

  /// The entering symbol that keeps the objective optimal: the least ratio; on
  /// ties the largest element, then the lowest id.
  ///
  /// Elements below ``pivotTolerance`` count as zero, as in the primal ratio
  /// test: a symbol with no weight in the objective has ratio zero however small
  /// its element, and pivoting on round-off would move it without bound.
  func dualEntering(_ row: Row) -> Int? {
    var best: Int?
    var bestRatio = Double.greatestFiniteMagnitude
    var bestElement = 0.0
    for cell in row.cells where cell.coefficient >= pivotTolerance && kinds[cell.symbol] != .dummy {
      let symbol = cell.symbol
      let ratio = objective[symbol] / cell.coefficient
      if ratio < bestRatio || (ratio == bestRatio && cell.coefficient > bestElement) {
        bestRatio = ratio
        bestElement = cell.coefficient
        best = symbol
      }
    }
    return best
  }
}
