import Testing

@testable import Cassowary

/// A window split in two columns by a splitter that every card's width
/// depends on (gen.py's `stack` layout, shortened): the pivots the simplex
/// makes must not rewrite every card in a column each time a card is added.
@Suite struct SharedParameterTests {
  /// Builds `cards` cards, alternating between the columns, and returns the solver.
  static func splitWindow(cards: Int) throws -> Solver {
    let solver = Solver()
    let rootWidth = Variable("root.w")
    let splitterX = Variable("splitter.x")
    try solver.addConstraint(rootWidth == 1_000)
    try solver.addConstraint(splitterX >= 100)
    try solver.addConstraint(splitterX + 8 <= rootWidth - 100)
    try solver.addConstraint((splitterX == 500) | .weak)
    var previousBottom: [LinearExpression] = [LinearExpression(constant: 0), LinearExpression(constant: 0)]
    for index in 0..<cards {
      let column = index % 2
      let x = Variable("card\(index).x")
      let y = Variable("card\(index).y")
      let width = Variable("card\(index).w")
      let height = Variable("card\(index).h")
      if column == 0 {
        try solver.addConstraint(x == 16)
        try solver.addConstraint(x + width == splitterX - 16)
      } else {
        try solver.addConstraint(x == splitterX + 8 + 16)
        try solver.addConstraint(x + width == rootWidth - 16)
      }
      try solver.addConstraint(y == previousBottom[column] + 12)
      try solver.addConstraint((height == 0) | .weak)
      // Four children in a row, each with a preferred width, the last one's
      // trailing edge 8 inside the card's: preferably exactly there.
      var leading: LinearExpression = x + 8
      var childTrailing = LinearExpression(constant: 0)
      for child in 0..<4 {
        let cx = Variable("card\(index).c\(child).x")
        let cw = Variable("card\(index).c\(child).w")
        let ch = Variable("card\(index).c\(child).h")
        let cy = Variable("card\(index).c\(child).y")
        let preferred = Double(30 + (index * 7 + child * 13) % 50)
        try solver.addConstraint(cx == leading + 8)
        try solver.addConstraint(cw >= 10)
        try solver.addConstraint((cw >= preferred) | .strong)
        try solver.addConstraint((cw <= preferred) | .weak)
        try solver.addConstraint(ch == 20)
        try solver.addConstraint(cy == y + 8)
        try solver.addConstraint(cy + ch <= y + height - 8)
        leading = cx + cw
        childTrailing = cx + cw
      }
      try solver.addConstraint(childTrailing <= x + width - 8)
      try solver.addConstraint((childTrailing == x + width - 8) | .medium)
      previousBottom[column] = y + height
    }
    solver.updateVariables()
    return solver
  }

  /// The guard: ten times the cards, at most twelve times the work. Choosing
  /// the entering symbol by the largest coefficient alone (Dantzig's rule,
  /// the earlier choice) picked the splitter, which every card's rows name:
  /// from 100 to 1,000 cards the cells grew 94-fold (0.82 M to 77.5 M). With
  /// the cheapest symbol of the strongest tier they grow tenfold (46 k to 454 k).
  @Test func addingCardsUnderASharedSplitterTakesLinearWork() throws {
    let small = try Self.splitWindow(cards: 100).work
    let large = try Self.splitWindow(cards: 1_000).work
    #expect(large.cells <= 12 * small.cells, "cells: \(small) → \(large)")
    #expect(large.pivots <= 12 * max(small.pivots, 1), "pivots: \(small) → \(large)")
  }
}
