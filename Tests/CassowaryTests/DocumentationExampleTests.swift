import Cassowary
import Testing

/// Collects what an example prints, so a test can compare it with the text the
/// documentation shows.
private final class Console: @unchecked Sendable {
  var lines: [String] = []
}

/// Every `swift` code block of the Cassowary DocC catalog, with the statements
/// it shows and the results its prose claims. Inside these tests `print` records
/// into `console`.
@Suite struct DocumentationExampleTests {
  private let console = Console()
  private func print(_ items: Any...) {
    console.lines.append(items.map { String(describing: $0) }.joined(separator: " "))
  }

  // MARK: - Cassowary.md

  @Test func rootPageOverview() throws {
    let left = Variable("left")
    let width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(left >= 0)
    try solver.addConstraint(left + width <= 320)
    try solver.addConstraint((width == 400) | .weak)  // a preference
    try solver.addEditVariable(left, strength: .medium)
    try solver.suggestValue(left, 40)
    solver.updateVariables()
    #expect(left.value == 40)
    #expect(width.value == 280)
  }

  /// The first version of the overview made the width preference strong and
  /// claimed the same result; a strong width outweighs a medium edit, so the
  /// view is pushed to the left instead. Kept so the corrected claim stays honest.
  @Test func rootPageOverviewWithStrongWidth() throws {
    let left = Variable("left")
    let width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(left >= 0)
    try solver.addConstraint(left + width <= 320)
    try solver.addConstraint((width == 400) | .strong)
    try solver.addEditVariable(left, strength: .medium)
    try solver.suggestValue(left, 40)
    solver.updateVariables()
    #expect(left.value == 0)
    #expect(width.value == 320)
  }

  // MARK: - GettingStarted.md

  @Test func gettingStartedWalkThrough() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")

    let start = left == 20  // required
    let span = right == left + width  // required
    let limit = right <= 300  // required
    let wish = (width == 400) | .strong  // a preference
    print(span)  // right - left - width == 0 | required
    print(wish)  // width - 400 == 0 | strong

    let solver = Solver()
    for constraint in [start, span, limit, wish] {
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    print(left.value, width.value, right.value)  // 20.0 280.0 300.0

    try solver.setConstant(-250, for: limit)
    solver.updateVariables()
    print(width.value)  // 230.0
    print(solver.constant(of: limit) ?? 0)  // -250.0

    do {
      try solver.addConstraint(left >= 280)
    } catch {
      print(error)
    }

    #expect(
      console.lines == [
        "right - left - width == 0 | required",
        "width - 400 == 0 | strong",
        "20.0 280.0 300.0",
        "230.0",
        "-250.0",
        """
        unsatisfiable constraint left - 280 >= 0 | required: it contradicts these required constraints:
          left - 20 == 0 | required
        make one of them non-required (strong, medium or weak), or remove it
        """,
      ])
    #expect(left.value == 20)
  }

  // MARK: - StrengthsAndWeights.md

  @Test func strengthsStrongBeatsMedium() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x >= 0)  // required
    try solver.addConstraint((x == 100) | .strong)
    try solver.addConstraint((x == 0) | .medium)
    solver.updateVariables()
    print(x.value)  // 100.0: the strong preference wins over the medium one
    #expect(console.lines == ["100.0"])
  }

  @Test func strengthsAreWeightsNotRanks() throws {
    let y = Variable("y")
    let tug = Solver()
    try tug.addConstraint((y == 0) | .medium)
    for _ in 0..<999 {
      try tug.addConstraint((y == 10) | .weak)
    }
    tug.updateVariables()
    print(y.value)  // 0.0: 999 weak preferences weigh less than one medium one

    try tug.addConstraint((y == 10) | .weak)
    try tug.addConstraint((y == 10) | .weak)
    tug.updateVariables()
    print(y.value)  // 10.0: 1,001 weak preferences now outweigh it
    #expect(console.lines == ["0.0", "10.0"])
  }

  @Test func strengthsInBetween() {
    let fairlyStrong = Strength.create(0, 500, 0)  // 500 × medium
    print(fairlyStrong.value)  // 500000.0
    print(Strength.medium < fairlyStrong, fairlyStrong < Strength.strong)  // true true
    #expect(console.lines == ["500000.0", "true true"])
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1_000)
    #expect(Strength.weak.value == 1)
  }

  @Test func strengthsRequiredConflict() throws {
    let z = Variable("z")
    let strict = Solver()
    try strict.addConstraint((z >= 10).labeled("floor"))
    do {
      try strict.addConstraint(z <= 5)
    } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
      print(conflicts)  // [[floor] z - 10 >= 0 | required]
    }
    try strict.addConstraint((z <= 5) | .strong)
    strict.updateVariables()
    print(z.value)  // 10.0
    #expect(console.lines == ["[[floor] z - 10 >= 0 | required]", "10.0"])
  }

  // MARK: - EditVariables.md

  @Test func editVariablesDragAndMistakesAndEnd() throws {
    let x = Variable("x")
    let width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(x >= 0)
    try solver.addConstraint(width >= 0)
    try solver.addConstraint(x + width <= 320)
    try solver.addConstraint((width == 100) | .weak)

    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 250)
    solver.updateVariables()
    print(x.value, width.value)  // 250.0 70.0: the view shrinks to fit

    try solver.suggestValue(x, 400)
    solver.updateVariables()
    print(x.value, width.value)  // 320.0 0.0: required constraints stop the drag

    try solver.suggestValue(x, 40)
    let changed = solver.updateVariables()
    print(x.value, width.value)  // 40.0 100.0
    print(changed.count)  // 2: both variables changed

    // Mistakes the solver reports.
    let height = Variable("height")
    do {
      try solver.suggestValue(height, 10)
    } catch {
      print(error)  // unknown edit variable height: call addEditVariable before suggesting values for it
    }
    do {
      try solver.addEditVariable(height, strength: .required)
    } catch {
      print(error)  // edit variable height cannot be required: use strong, medium or weak
    }
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .strong) }
    #expect(throws: SolverError.self) { try solver.suggestValue(x, .nan) }

    // End the edit.
    try solver.removeEditVariable(x)
    print(solver.hasEditVariable(x))  // false
    solver.updateVariables()
    print(x.value, width.value)  // 220.0 100.0

    #expect(
      console.lines == [
        "250.0 70.0",
        "320.0 0.0",
        "40.0 100.0",
        "2",
        "unknown edit variable height: call addEditVariable before suggesting values for it",
        "edit variable height cannot be required: use strong, medium or weak",
        "false",
        "220.0 100.0",
      ])
  }

  /// The advice at the end of EditVariables.md: a weak preference keeps the
  /// value once the edit is removed.
  @Test func editVariablesKeepValueAfterRemoval() throws {
    let x = Variable("x")
    let width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(x >= 0)
    try solver.addConstraint(width >= 0)
    try solver.addConstraint(x + width <= 320)
    try solver.addConstraint((width == 100) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 40)
    try solver.addConstraint((x == 40) | .weak)
    try solver.removeEditVariable(x)
    solver.updateVariables()
    #expect(x.value == 40 && width.value == 100)
  }

  @Test func editVariablesWeakerEditGivesWay() throws {
    let left = Variable("left")
    let soft = Solver()
    try soft.addConstraint((left == 10) | .strong)
    try soft.addEditVariable(left, strength: .medium)
    try soft.suggestValue(left, 50)
    soft.updateVariables()
    print(left.value)  // 10.0: the strong constraint outweighs the medium edit
    #expect(console.lines == ["10.0"])
  }

  // MARK: - Doc comments

  @Test func solverDocComment() throws {
    let left = Variable("left")
    let width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(left >= 0)
    try solver.addConstraint((width == 200) | .strong)
    try solver.addEditVariable(left, strength: .medium)
    try solver.suggestValue(left, 40)
    solver.updateVariables()  // left.value == 40, width.value == 200
    #expect(left.value == 40 && width.value == 200)
  }

  @Test func valueRangeDocComment() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + y == 100)  // x alone is not pinned down
    #expect(solver.valueRange(of: x) == -Double.infinity...Double.infinity)
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(y >= 20)
    #expect(solver.valueRange(of: x) == 10...80)
  }

  @Test func variableDocComment() throws {
    let width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(width == 100)
    solver.updateVariables()
    print(width.value)  // 100.0
    #expect(console.lines == ["100.0"])
  }

  // MARK: - SolverInternals.md

  @Test func solverInternalsDump() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint((x + y == 10).labeled("sum"))
    try solver.addConstraint(x >= 0)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 3)
    solver.updateVariables()
    #expect(
      solver.dump() == """
        Objective
        ---------
        0 + 1000000 * e4 + 1000000 * e5

        Tableau
        -------
        x[0] := 10 - 1 * y[1] - 1 * d2
        y[1] | 7 - 1 * d2 - 1 * e4 + 1 * e5
        s3 | 3 + 1 * e4 - 1 * e5

        Infeasible
        ----------

        Variables
        ---------
        x[0] = 3
        y[1] = 7

        Edit Variables
        --------------
        x -> 3 | strong

        Constraints
        -----------
        [sum] x + y - 10 == 0 | required (d2)
        x >= 0 | required (s3)
        x - 3 == 0 | strong (e4, e5)

        """)
  }
}
