/// An incremental Cassowary constraint solver.
///
/// Implements the algorithm of Greg J. Badros, Alan Borning and Peter J. Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm" (ACM Transactions
/// on Computer-Human Interaction 8(4), 2001), as kiwi does, with a column index so
/// that work stays local to the rows a change touches.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(left >= 0)
/// try solver.addConstraint((width == 200) | .strong)
/// try solver.addEditVariable(left, strength: .medium)
/// try solver.suggestValue(left, 40)
/// solver.updateVariables()   // left.value == 40, width.value == 200
/// ```
///
/// Required constraints always hold; the others are met as well as their
/// ``Strength`` weights allow. Every mutating call either succeeds or throws a
/// ``SolverError`` and leaves the solver exactly as it was.
///
/// A solver that lives long sheds round-off by itself: once changes have cost
/// about fifty times the work of building its system, it solves its
/// constraints afresh, in the same order. Where the optimum is unique nothing
/// visible changes; where the layout is ambiguous a value may move to another
/// optimal point.
///
/// A solver is not thread-safe: use each one from one task at a time. Separate
/// solvers are independent and can run in parallel.
public final class Solver {
  @exclusivity(unchecked) var tableau = Tableau()
  #if AUTOLAYOUT_CHECKED
    /// Operations since the last check of the tableau (see `checkAfterOperation()`).
    private var operationsSinceCheck = 0
  #endif

  /// Creates an empty solver.
  public init() {}

  // Lets other solvers take the constraints and variables this one held
  // (see ConstraintTable and Tableau+Variables.swift).
  deinit { tableau.releaseAll() }

  // MARK: - Constraints

  /// Adds a constraint.
  /// - Throws: ``SolverError/duplicateConstraint(_:)``,
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` for a required
  ///   constraint that cannot hold, ``SolverError/invalidConstraint(_:reason:)``.
  /// - Complexity: proportional to the rows that hold the constraint's symbols, not to the system.
  public func addConstraint(_ constraint: LinearConstraint) throws(SolverError) {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    try tableau.add(constraint, strength: constraint.strength, constant: constraint.constant)
    refreshIfDue()
  }

  /// Adds a preferred equality whose two sides weigh differently: an
  /// excess (`expression > 0`) at the constraint's own strength, a
  /// shortfall at `below` (nil: at the constraint's strength too, as
  /// ``addConstraint(_:)`` adds it).
  ///
  /// It holds what the pair `expression <= 0` at the constraint's strength
  /// and `expression >= 0` at `below` would, in one row with two error
  /// symbols instead of two rows with four: a view's content size, hugging
  /// above and compression resistance below, as UIKit's engine holds it.
  /// ``setStrength(_:below:for:)`` changes either weight in place.
  /// - Throws: ``SolverError/invalidConstraint(_:reason:)`` unless the
  ///   constraint is an equality and neither strength is required (with
  ///   equal strengths it is an ordinary preferred equality), and what
  ///   ``addConstraint(_:)`` throws.
  package func addConstraint(_ constraint: LinearConstraint, below: Strength?) throws(SolverError) {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    try tableau.add(
      constraint, strength: constraint.strength, below: below, constant: constraint.constant)
    refreshIfDue()
  }

  /// Makes room for `count` constraints about to be added, so that adding
  /// them does not grow the solver's storage step by step.
  ///
  /// Optional: adds grow the storage as needed. A large batch (a screen of
  /// 10,000 views) added after one reservation copies no storage and touches
  /// its memory once. Reserving for fewer or more constraints than are added
  /// is harmless.
  public func reserveCapacity(forAdding count: Int) {
    tableau.reserveCapacity(forAdding: count)
  }

  /// Removes a constraint and gives back the memory it used.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  public func removeConstraint(_ constraint: LinearConstraint) throws(SolverError) {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    try tableau.remove(constraint)
    refreshIfDue()
  }

  /// Whether the constraint is in the solver.
  public func hasConstraint(_ constraint: LinearConstraint) -> Bool {
    tableau.constraints.contains(constraint)
  }

  /// Changes a constraint's constant in place and re-solves, without removing it.
  ///
  /// The constant is the `c` of `expression + c (op) 0`; for `x <= 10`, built as
  /// `x - 10 <= 0`, pass `-20` to make it `x <= 20`. The constraint object itself is
  /// immutable; ``constant(of:)`` reads the value the solver holds.
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if a required
  ///   constraint cannot take the new constant (the old one stays),
  ///   ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidConstraint(_:reason:)``.
  /// - Complexity: proportional to the rows that hold the constraint's marker.
  public func setConstant(_ constant: Double, for constraint: LinearConstraint) throws(SolverError) {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    try tableau.setConstant(constant, for: constraint)
    refreshIfDue()
  }

  /// The constant the solver holds for a constraint, or nil if it is not in the solver.
  public func constant(of constraint: LinearConstraint) -> Double? {
    tableau.constraints.record(of: constraint)?.constant
  }

  /// Changes a constraint's strength, including between required and optional
  /// (for a preferred equality added with two, on both sides).
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when making it
  ///   required cannot hold (it keeps its old strength), ``SolverError/unknownConstraint(_:)``.
  public func setStrength(_ strength: Strength, for constraint: LinearConstraint) throws(SolverError) {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    try tableau.setStrength(strength, for: constraint)
    refreshIfDue()
  }

  /// The strength the solver holds for a constraint, or nil if it is not in the solver.
  public func strength(of constraint: LinearConstraint) -> Strength? {
    tableau.constraints.record(of: constraint)?.strength
  }

  /// Changes the two weights of a preferred equality (see
  /// ``addConstraint(_:below:)``): an excess weighs `strength`, a
  /// shortfall `below`. Equal weights make it an ordinary preferred
  /// equality (or a required one, as ``setStrength(_:for:)`` would).
  /// - Throws: what ``setStrength(_:for:)`` throws, and
  ///   ``SolverError/invalidConstraint(_:reason:)`` for different weights
  ///   on anything but a preferred equality.
  package func setStrength(_ strength: Strength, below: Strength, for constraint: LinearConstraint)
    throws(SolverError)
  {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    try tableau.setStrength(strength, below: below, for: constraint)
    refreshIfDue()
  }

  /// The weight the solver holds for a constraint's shortfall (its strength
  /// but for a preferred equality added with two), or nil if it is not in the solver.
  package func belowStrength(of constraint: LinearConstraint) -> Strength? {
    tableau.constraints.record(of: constraint)?.belowStrength
  }

  // MARK: - Edit variables

  /// Makes a variable suggestible with ``suggestValue(_:_:)``, at a non-required strength.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/badRequiredStrength(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    try tableau.addEditVariable(variable, strength: strength)
    refreshIfDue()
  }

  /// Stops a variable being suggestible.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    try tableau.removeEditVariable(variable)
    refreshIfDue()
  }

  /// Whether the variable is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    tableau.edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-solves incrementally.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/invalidSuggestion(_:value:)``.
  /// - Complexity: proportional to the rows the change reaches, not to the system.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    try tableau.suggestValue(variable, value)
    refreshIfDue()
  }

  // MARK: - Values

  /// Writes the solved values into the variables whose values may have changed.
  ///
  /// Only variables touched since the last call are visited, so a small change in
  /// a large system costs little.
  /// - Returns: The variables whose ``Variable/value`` changed.
  @discardableResult
  public func updateVariables() -> [Variable] {
    var changed: [Variable] = []
    updateVariables { changed.append($0) }
    return changed
  }

  /// Writes the solved values like ``updateVariables()``, calling `changed`
  /// for each variable whose value changed instead of building an array (a
  /// layout engine's steady state then allocates nothing here).
  ///
  /// `changed` must not change the solver: each variable is lent to it
  /// from the solver's own list, unretained.
  package func updateVariables(_ changed: (Variable) -> Void) {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    tableau.refreshDerivedValues()
    for symbol in tableau.dirty where tableau.flags[symbol].contains(.dirty) {
      tableau.flags[symbol].remove(.dirty)
      guard tableau.variablesBySymbol[symbol] != nil else { continue }
      let value = tableau.value(of: symbol)
      // Borrowed from the list, which holds it: a copy was a retain and a
      // release for every changed value.
      Unmanaged.passUnretained(tableau.variablesBySymbol[symbol]!)._withUnsafeGuaranteedRef { variable in
        if variable.value != value {
          variable.value = value
          changed(variable)
        }
      }
    }
    tableau.dirty.removeAll(keepingCapacity: true)
  }

  /// The solved value of a variable now, without waiting for ``updateVariables()``.
  ///
  /// A variable the solver does not know keeps its ``Variable/value``.
  public func value(of variable: Variable) -> Double {
    guard let symbol = tableau.existingSymbol(of: variable) else { return variable.value }
    return tableau.currentValue(of: symbol)
  }

  /// The values a variable takes over all optimal solutions: a single value
  /// when the constraints determine it, an interval when it is ambiguous.
  ///
  /// Apple's engine calls a layout ambiguous when a view can move without any
  /// constraint getting less satisfied; this measures exactly that for one
  /// variable. The solver is left exactly as it was. Infinite ends mean the
  /// variable can move without limit.
  ///
  /// ```swift
  /// try solver.addConstraint(x + y == 100)   // x alone is not pinned down
  /// solver.valueRange(of: x)                 // -inf...inf
  /// try solver.addConstraint(x >= 10)
  /// try solver.addConstraint(y >= 20)
  /// solver.valueRange(of: x)                 // 10...80
  /// ```
  /// - Returns: The range, or nil for a variable in no constraint.
  /// - Complexity: Two adds and rollbacks of a constraint on the variable.
  public func valueRange(of variable: Variable) -> ClosedRange<Double>? {
    tableau.valueRange(of: variable)
  }

  /// Removes every constraint, edit variable and variable.
  public func reset() {
    #if AUTOLAYOUT_CHECKED
      defer { checkAfterOperation() }
    #endif
    tableau.reset()
  }

  /// Rebuilds the tableau from the constraints it holds once it has done
  /// enough work since its last build (see `Tableau.rebuilt()`), so round-off
  /// from long runs of changes does not build up.
  private func refreshIfDue() {
    guard tableau.isRefreshDue else { return }
    if let fresh = tableau.rebuilt() {
      tableau = fresh
    } else {
      // Keep the tableau that holds everything, and try again much later.
      tableau.postponeRefresh()
    }
  }

  #if AUTOLAYOUT_CHECKED
    /// Checks the tableau's invariants after an operation (see
    /// `Tableau.invariantViolation()`): after every one while the tableau
    /// is small, then once every `symbols / 16` operations, so that a
    /// check costs an operation about what 16 symbols' rows do and a
    /// checked 10,000-view screen still builds in seconds.
    private func checkAfterOperation() {
      operationsSinceCheck += 1
      guard operationsSinceCheck * 16 >= tableau.kinds.count else { return }
      operationsSinceCheck = 0
      tableau.checkInvariants()
    }
  #endif

  // MARK: - Statistics

  /// The number of constraints added (edit variables' constraints included).
  public var constraintCount: Int { tableau.constraints.count }

  /// The number of user variables the solver holds.
  public var variableCount: Int { tableau.variableCount }
}
