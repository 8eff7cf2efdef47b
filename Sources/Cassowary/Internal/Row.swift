/// A tableau row `basic = constant + Σ coefficient·symbol`, or a new row `0 = …`.
///
/// Cells live in a dictionary so that reading or updating one symbol costs O(1)
/// whatever the row's length; determinism comes from the tableau choosing
/// symbols by id, never by iteration order.
struct Row {
  var constant: Double
  var cells: [Int: Double]

  init(constant: Double = 0, cells: [Int: Double] = [:]) {
    self.constant = constant
    self.cells = cells
  }

  /// The coefficient of `symbol`, zero when absent.
  @inline(__always)
  func coefficient(for symbol: Int) -> Double {
    cells[symbol] ?? 0
  }

  /// Adds `coefficient·symbol`, dropping the cell when it cancels to near zero.
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    if let index = cells.index(forKey: symbol) {
      let sum = cells.values[index] + coefficient
      if nearZero(sum) {
        cells.remove(at: index)
      } else {
        cells.values[index] = sum
      }
    } else if !nearZero(coefficient) {
      cells[symbol] = coefficient
    }
  }

  /// Adds `factor·other` (constant and cells).
  mutating func add(_ other: Row, times factor: Double) {
    constant += other.constant * factor
    for (symbol, coefficient) in other.cells {
      add(symbol, coefficient * factor)
    }
  }

  /// Negates the constant and every cell.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices {
      cells.values[index] = -cells.values[index]
    }
  }

  /// Turns `0 = … + a·symbol + …` into `symbol = …`, removing the symbol's cell.
  mutating func solve(for symbol: Int) {
    let factor = -1 / cells.removeValue(forKey: symbol)!
    constant *= factor
    for index in cells.indices {
      cells.values[index] *= factor
    }
  }

  /// Turns `lhs = … + a·rhs + …` into `rhs = …`, so `lhs` becomes a parameter.
  mutating func solve(for lhs: Int, replacing rhs: Int) {
    add(lhs, -1)
    solve(for: rhs)
  }
}
