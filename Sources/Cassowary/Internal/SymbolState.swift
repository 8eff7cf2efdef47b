/// The state of one symbol that adds and sums read together (see
/// ``Tableau/symbols``).
struct SymbolState {
  /// The row of a basic symbol.
  var row: Row?
  /// For a derived variable, its definition `variable = constant + Σ coefficient·symbol`
  /// in terms of other variables (derived or not) and its constraint's marker.
  var definition: Row?
  /// Scratch for building a new row: the sum of this symbol's coefficients,
  /// and whether it is in use (a sum can pass through zero while terms are
  /// still being added).
  var accumulator = 0.0
  /// A derived variable's depth: one more than the deepest variable its
  /// definition names (0 for every other symbol). Definitions only name lower levels.
  var level: Int {
    get { Int(storedLevel) }
    set { storedLevel = Int32(newValue) }
  }
  // 32 bits, next to the flag: the record is 48 bytes instead of 56.
  private var storedLevel: Int32 = 0
  var isAccumulated = false
}
