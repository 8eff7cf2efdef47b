/// One non-zero entry of a row.
struct Cell {
  var symbol: Int
  var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient·symbol`, or a new row `0 = …`.
///
/// Cells are kept sorted by symbol id, as kiwi does: lookups are binary searches,
/// and adding one row to another is a linear merge over contiguous memory with no
/// hashing. Sorted order also makes "the lowest-id symbol" the first one found.
struct Row {
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The position of `symbol`'s cell, or nil.
  @inline(__always)
  func index(of symbol: Int) -> Int? {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low &+ high) >> 1
      let s = cells[mid].symbol
      if s == symbol { return mid }
      if s < symbol { low = mid &+ 1 } else { high = mid }
    }
    return nil
  }

  /// The coefficient of `symbol`, zero when absent.
  @inline(__always)
  func coefficient(for symbol: Int) -> Double {
    index(of: symbol).map { cells[$0].coefficient } ?? 0
  }

  /// The symbols with non-zero coefficients, in ascending order.
  var symbols: some Sequence<Int> { cells.lazy.map(\.symbol) }

  /// Adds `coefficient·symbol`, dropping the cell when it cancels to near zero.
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
    }
    if low < cells.count && cells[low].symbol == symbol {
      let sum = cells[low].coefficient + coefficient
      if nearZero(sum) { cells.remove(at: low) } else { cells[low].coefficient = sum }
    } else if !nearZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
    }
  }

  /// Adds `factor·other` (constant and cells) by merging.
  mutating func add(_ other: Row, times factor: Double) {
    constant += other.constant * factor
    cells = Row.merged(cells, skipping: -1, other.cells, factor) { _ in }
  }

  /// Removes `symbol`'s cell and returns its coefficient (zero if absent).
  @discardableResult
  mutating func remove(_ symbol: Int) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    return cells.remove(at: i).coefficient
  }

  /// Negates the constant and every cell.
  mutating func reverseSign() {
    constant = -constant
    for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
  }

  /// Turns `0 = … + a·symbol + …` into `symbol = …`, removing the symbol's cell.
  mutating func solve(for symbol: Int) {
    let factor = -1 / remove(symbol)
    constant *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
  }

  /// Turns `lhs = … + a·rhs + …` into `rhs = …`, so `lhs` becomes a parameter.
  mutating func solve(for lhs: Int, replacing rhs: Int) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Returns `a` (without the cell at `skip`) plus `factor·b`, dropping near-zero
  /// sums and reporting each symbol that `b` brings in new.
  ///
  /// Written over raw buffers: the merge is the solver's innermost loop, and
  /// `Array.append` would check uniqueness and capacity for every cell.
  @inline(__always)
  static func merged(
    _ a: [Cell], skipping skip: Int, _ b: [Cell], _ factor: Double, created: (Int) -> Void
  ) -> [Cell] {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        [Cell](unsafeUninitializedCapacity: a.count + b.count) { out, count in
          var i = 0
          var j = 0
          var k = 0
          let n = a.count
          let m = b.count
          while i < n && j < m {
            if i == skip {
              i += 1
              continue
            }
            let x = a[i]
            let y = b[j]
            if x.symbol < y.symbol {
              out.initializeElement(at: k, to: x)
              k += 1
              i += 1
            } else if x.symbol > y.symbol {
              let v = y.coefficient * factor
              if !nearZero(v) {
                out.initializeElement(at: k, to: Cell(symbol: y.symbol, coefficient: v))
                k += 1
                created(y.symbol)
              }
              j += 1
            } else {
              let v = x.coefficient + y.coefficient * factor
              if !nearZero(v) {
                out.initializeElement(at: k, to: Cell(symbol: x.symbol, coefficient: v))
                k += 1
              }
              i += 1
              j += 1
            }
          }
          while i < n {
            if i != skip {
              out.initializeElement(at: k, to: a[i])
              k += 1
            }
            i += 1
          }
          while j < m {
            let y = b[j]
            let v = y.coefficient * factor
            if !nearZero(v) {
              out.initializeElement(at: k, to: Cell(symbol: y.symbol, coefficient: v))
              k += 1
              created(y.symbol)
            }
            j += 1
          }
          count = k
        }
      }
    }
  }
}
