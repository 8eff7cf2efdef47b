/// The state of one symbol that adds and sums read together (see
/// ``Tableau/symbols``).
///
/// A basic symbol has a row and a derived variable a definition, never both
/// (a derived variable is outside the tableau, so it never enters a row), so
/// the two share one stored row and a flag says which it is: the record is
/// 32 bytes instead of 48, and the sums that read these records touch fewer
/// cache lines (4 fewer last-level misses a view on a 10,000-view list). The
/// row and the definition are changed through methods, not settable
/// properties: as computed properties with `_modify`, each change was a
/// call into a coroutine.
struct SymbolState {
  /// The row of a basic symbol or the definition of a derived variable.
  private var equation: Row?
  /// Scratch for building a new row: the sum of this symbol's coefficients,
  /// and whether it is in use (a sum can pass through zero while terms are
  /// still being added).
  var accumulator = 0.0
  // 32 bits, next to the flags.
  private var storedLevel: Int32 = 0
  var isAccumulated = false
  /// Whether the symbol is a derived variable (`equation` is its definition).
  private(set) var isDerived = false

  /// The row of a basic symbol.
  @inline(__always)
  var row: Row? { isDerived ? nil : equation }

  /// Whether the symbol is basic (has a row).
  @inline(__always)
  var isBasic: Bool { !isDerived && equation != nil }

  /// For a derived variable, its definition `variable = constant + Σ coefficient·symbol`
  /// in terms of other variables (derived or not) and its constraint's marker.
  @inline(__always)
  var definition: Row? { isDerived ? equation : nil }

  /// Makes `row` the symbol's row (nil: no longer basic).
  @inline(__always)
  mutating func setRow(_ row: consuming Row?) {
    precondition(!isDerived, "a derived variable cannot be basic")
    equation = row
  }

  /// Takes the symbol's row out (nil if it has none), to be put back with ``setRow(_:)``.
  @inline(__always)
  mutating func takeRow() -> Row? {
    isDerived ? nil : equation.take()
  }

  /// Changes the row of a basic symbol in place.
  @inline(__always) @discardableResult
  mutating func updateRow<Result>(_ change: (inout Row) -> Result) -> Result {
    precondition(isBasic, "the symbol has no row")
    return change(&equation!)
  }

  /// Makes `definition` the symbol's definition (nil: no longer derived).
  @inline(__always)
  mutating func setDefinition(_ definition: consuming Row?) {
    precondition(isDerived || equation == nil, "a basic symbol cannot be derived")
    isDerived = definition != nil
    equation = definition
  }

  /// Takes the symbol's definition out (nil if it has none), to be put back
  /// with ``setDefinition(_:)``.
  @inline(__always)
  mutating func takeDefinition() -> Row? {
    guard isDerived else { return nil }
    isDerived = false
    return equation.take()
  }

  /// Changes the definition of a derived variable in place.
  @inline(__always) @discardableResult
  mutating func updateDefinition<Result>(_ change: (inout Row) -> Result) -> Result {
    precondition(isDerived, "the symbol has no definition")
    return change(&equation!)
  }

  /// A derived variable's depth: one more than the deepest variable its
  /// definition names (0 for every other symbol). Definitions only name lower levels.
  var level: Int {
    get { Int(storedLevel) }
    set { storedLevel = Int32(newValue) }
  }
}
