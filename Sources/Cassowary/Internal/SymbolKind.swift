/// What a tableau symbol stands for; symbols themselves are plain `Int` ids.
///
/// Ids are indices into the tableau's per-symbol arrays and are recycled when a
/// constraint or variable goes away, so memory returns to its baseline.
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality: at least zero.
  case slack
  /// An error of a non-required constraint: at least zero, weighted in the objective.
  case error
  /// The marker of a required equality: pinned to zero, never enters the basis.
  case dummy
}

/// Whether a value is zero for the solver's purposes (kiwi's absolute 1e-8).
@inline(__always)
func nearZero(_ value: Double) -> Bool {
  abs(value) < 1e-8
}
