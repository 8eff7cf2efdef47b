import Testing

@testable import Cassowary

/// Required equalities that name a fresh variable are held as definitions
/// outside the tableau; these tests pin down that they behave exactly like
/// rows: values, constant changes, removal, conflicts, and scaling.
@Suite struct DefinitionTests {
  /// A column of `count` self-sizing views: each top 12 below the previous
  /// view's bottom, each height at least its content and as small as it can
  /// be, each with a child inset 8 from its top that must fit inside.
  struct Column {
    let solver = Solver()
    var tops: [Variable] = []
    var heights: [Variable] = []
    var children: [Variable] = []

    init(count: Int) throws {
      var previousBottom: LinearExpression = LinearExpression(constant: 0)
      for index in 0..<count {
        let top = Variable("top\(index)")
        let height = Variable("height\(index)")
        let childTop = Variable("child\(index).top")
        let childHeight = Variable("child\(index).height")
        try solver.addConstraint(top == previousBottom + 12)
        try solver.addConstraint((height == 0) | .weak)
        try solver.addConstraint(childTop == top + 8)
        try solver.addConstraint(childHeight == Double(20 + index % 7))
        try solver.addConstraint(childTop + childHeight <= top + height - 8)
        tops.append(top)
        heights.append(height)
        children.append(childTop)
        previousBottom = top + height
      }
      solver.updateVariables()
    }
  }

  /// A variable named twice counts with its coefficients summed: one whose
  /// terms cancel is passed over, and the next fresh one is defined, in a
  /// short sum and in a long one (summed in one pass) alike.
  @Test(arguments: [3, 12])
  func repeatedTermsAreSummedBeforeASubjectIsChosen(length: Int) throws {
    let solver = Solver()
    let cancelled = Variable("cancelled")
    let subject = Variable("subject")
    let rest = (0..<length).map { Variable("v\($0)") }
    for variable in rest { try solver.addConstraint(variable == 1) }
    // cancelled - cancelled + 2·subject + Σ rest - (length + 10) == 0
    var terms = [Term(cancelled, 1), Term(subject, 2), Term(cancelled, -1)]
    terms += rest.map { Term($0, 1) }
    let sum = LinearConstraint(LinearExpression(terms, constant: -Double(length + 10)), .equal)
    try solver.addConstraint(sum)
    let symbol = try #require(solver.tableau.existingSymbol(of: subject))
    #expect(solver.tableau.symbols[symbol].definition != nil)
    #expect(solver.tableau.existingSymbol(of: cancelled).map { solver.tableau.symbols[$0].definition == nil } ?? true)
    solver.updateVariables()
    #expect(subject.value == 5)
  }

  @Test func aColumnSolvesAsTheSumOfTheViewsAboveIt() throws {
    let column = try Column(count: 50)
    var expectedTop = 12.0
    for index in 0..<50 {
      let height = Double(20 + index % 7) + 16
      #expect(abs(column.tops[index].value - expectedTop) < 1e-9)
      #expect(abs(column.heights[index].value - height) < 1e-9)
      #expect(abs(column.children[index].value - (expectedTop + 8)) < 1e-9)
      expectedTop += height + 12
    }
  }

  /// The guard: a column ten times as long costs at most twelve times
  /// the work. Before definitions the column's rows filled in (each top listed
  /// every height above it) and the cells grew 99-fold (141,600 → 14.0 M).
  @Test func buildingAColumnTakesWorkLinearInItsLength() throws {
    let small = try Column(count: 100).solver.work
    let large = try Column(count: 1000).solver.work
    #expect(large.cells <= 12 * small.cells, "cells: \(small) → \(large)")
    #expect(large.rowUpdates <= 12 * max(small.rowUpdates, 1), "row updates: \(small) → \(large)")
    #expect(large.pivots <= 12 * max(small.pivots, 1), "pivots: \(small) → \(large)")
  }

  @Test func constantChangesMoveEverythingBelow() throws {
    let column = try Column(count: 20)
    let first = column.tops[0]
    let before = column.tops[19].value
    // The first top's definition is `top0 == 0 + 12`: raise its constant by 30.
    let constraint = try #require(column.solver.constraints(naming: first).first)
    try column.solver.setConstant(try #require(column.solver.constant(of: constraint)) - 30, for: constraint)
    column.solver.updateVariables()
    #expect(abs(first.value - 42) < 1e-9)
    #expect(abs(column.tops[19].value - (before + 30)) < 1e-9)
    #expect(abs(column.children[19].value - (before + 38)) < 1e-9)
  }

  @Test func removingADefinitionFreesItsVariableAndKeepsTheRest() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let definition = x == y + 10
    try solver.addConstraint(definition)
    try solver.addConstraint(y == 5)
    solver.updateVariables()
    #expect(x.value == 15)
    try solver.removeConstraint(definition)
    try solver.addConstraint((x == 1) | .weak)
    solver.updateVariables()
    #expect(x.value == 1)
    #expect(y.value == 5)
  }

  @Test func removingADefinitionThatRowsExpandedKeepsThemRight() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let definition = x == y + 10
    try solver.addConstraint(definition)
    try solver.addConstraint(z >= x + 5)  // a row that expands x
    try solver.addConstraint((z == 0) | .weak)
    try solver.addConstraint(y == 5)
    solver.updateVariables()
    #expect(z.value == 20)
    try solver.removeConstraint(definition)
    try solver.addConstraint(x == 30)
    solver.updateVariables()
    #expect(x.value == 30)
    #expect(z.value == 35)
    #expect(solver.storageFootprint.constraints == 4)
  }

  @Test func aContradictionThroughDefinitionsNamesThem() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let first = (b == a + 10).labeled("first")
    let second = (c == b + 10).labeled("second")
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    try solver.addConstraint(a == 0)
    #expect {
      try solver.addConstraint(c == 5)
    } throws: { error in
      guard case .unsatisfiableConstraint(_, let conflicts) = error as? SolverError else { return false }
      return conflicts.contains { $0 === first } && conflicts.contains { $0 === second }
    }
    // The failed add left nothing behind.
    solver.updateVariables()
    #expect(c.value == 20)
  }

  @Test func aCycleOfDefinitionsIsNotMadeADefinition() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.addConstraint(b == a + 10)  // defines b
    try solver.addConstraint(a == b - 10)  // redundant: must not define a in terms of b
    try solver.addConstraint(a == 3)
    solver.updateVariables()
    #expect(a.value == 3)
    #expect(b.value == 13)
  }

  /// The cycle search visits every definition that names the candidate: a
  /// fan of a hundred of them (past the few a search usually meets, kept in
  /// a list) before the one that closes the cycle.
  @Test func aCycleThroughAWideFanIsNotMadeADefinition() throws {
    let solver = Solver()
    let a = Variable("a")
    let fan = (0..<100).map { Variable("b\($0)") }
    for (index, b) in fan.enumerated() { try solver.addConstraint(b == a + Double(index)) }
    let c = Variable("c")
    try solver.addConstraint(c == fan[99] + 1)  // c = a + 100
    try solver.addConstraint(a == c - 100)  // redundant: must not define a in terms of c
    let symbol = try #require(solver.tableau.existingSymbol(of: a))
    #expect(solver.tableau.symbols[symbol].definition == nil)
    try solver.addConstraint(a == 5)
    solver.updateVariables()
    #expect(a.value == 5)
    #expect(fan[42].value == 47)
    #expect(c.value == 105)
  }

  @Test func editsOnDerivedVariablesDragThem() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.addConstraint(right == left + width)
    try solver.addConstraint(width == 100)
    try solver.addEditVariable(right, strength: .strong)
    try solver.suggestValue(right, 250)
    solver.updateVariables()
    #expect(left.value == 150)
    #expect(right.value == 250)
    #expect(solver.valueRange(of: right) == 250...250)
  }
}

extension Solver {
  /// The constraints the solver holds that name a variable.
  fileprivate func constraints(naming variable: Variable) -> [LinearConstraint] {
    tableau.constraints.records.sorted { $0.order < $1.order }.map(\.constraint).filter { constraint in
      constraint.expression.terms.contains { $0.variable === variable }
    }
  }
}
