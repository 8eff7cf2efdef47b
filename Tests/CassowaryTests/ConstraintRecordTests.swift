import Testing

@testable import Cassowary

/// A tableau keeps one record per constraint, packed into 48 bytes: the
/// flags share the marker's word and the add stamp is 32 bits, renumbered
/// before it would wrap.
@Suite struct ConstraintRecordTests {
  @Test func aRecordIsFortyEightBytes() {
    #expect(MemoryLayout<ConstraintRecord>.size == 48)
    #expect(MemoryLayout<ConstraintRecord>.stride == 48)
  }

  @Test func theFlagsAndTheMarkerKeepTheirValues() {
    let constraint = LinearConstraint(LinearExpression(), .equal)
    for (marker, sign) in [(0, 1.0), (7, -1.0), ((1 << 30) - 1, -1.0), ((1 << 30) - 1, 1.0)] {
      var record = ConstraintRecord(
        constraint: constraint, marker: marker, other: marker == 0 ? nil : 3, markerSign: sign,
        strength: .medium, belowStrength: .strong, constant: 2, order: 9, defines: 4)
      for hint in [true, false, true] {
        record.hasHint = hint
        #expect(record.hasHint == hint)
        #expect(record.marker == marker && record.markerSign == sign)
      }
      #expect(record.other == (marker == 0 ? nil : 3) && record.defines == 4 && record.order == 9)
    }
  }

  /// Adds past 2³² stamps renumber the records, in the order they were added.
  @Test func stampsAreRenumberedBeforeTheyWrap() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let first = (x >= 10) | .required
    try solver.addConstraint(first)
    let gone = (y >= 0) | .required
    try solver.addConstraint(gone)
    solver.tableau.addCounter = Int(UInt32.max) - 1
    let second = (y == x + 5) | .required
    try solver.addConstraint(second)
    try solver.removeConstraint(gone)
    let third = (x == 40) | .weak
    try solver.addConstraint(third)  // past the last 32-bit stamp: renumbered first
    let orders = [first, second, third].map { solver.tableau.constraints.record(of: $0)!.order }
    #expect(orders == [1, 2, 3])
    #expect(solver.tableau.addCounter == 3)
    // Dumps and rebuilds still list the constraints in the order they came.
    let dump = solver.dump().split(separator: "\n")
    let constraintsStart = try #require(dump.firstIndex(of: "Constraints"))
    let listed = dump[constraintsStart...].filter { $0.contains(" | ") }
    #expect(listed.count == 3)
    #expect(listed.first?.hasPrefix("x - 10 >= 0") == true && listed.last?.hasPrefix("x - 40 == 0") == true)
    solver.tableau = try #require(solver.tableau.rebuilt())
    solver.updateVariables()
    #expect(x.value == 40 && y.value == 45)
  }
}
