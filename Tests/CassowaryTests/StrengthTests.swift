import Cassowary
import Testing

@Suite struct StrengthTests {
  @Test func usesKiwisEncoding() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1_000)
    #expect(Strength.weak.value == 1)
    #expect(Strength.create(1, 2, 3).value == 1_002_003)
    #expect(Strength.create(1, 2, 3, 2).value == 2_004_006)
    #expect(Strength.create(2000, 0, 0).value == 1_000_000_000)
    #expect(Strength(5e9) == .required)
    #expect(Strength(-1).value == 0)
    #expect(Strength.create(999, 999, 999, 10) == .required)
  }

  @Test func ordersByWeight() {
    #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    #expect(Strength.required.isRequired && !Strength.strong.isRequired)
  }

  /// Not lexicographic, as in kiwi: enough weak errors outweigh one medium error.
  @Test func manyWeakErrorsOutweighAMediumOne() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 0) | .medium)
    for _ in 0..<1001 { try solver.addConstraint((x == 1) | .weak) }
    solver.updateVariables()
    #expect(x.value == 1)
  }
}
