import Testing

@testable import Cassowary

/// A constraint keeps up to three terms inline and longer sums in an array;
/// either way it reads back as written and keeps its variables alive.
@Suite struct TermListTests {
  @Test(arguments: 0...6)
  func constraintReadsBackItsTermsInOrder(count: Int) {
    let variables = (0..<count).map { Variable("v\($0)") }
    let terms = variables.enumerated().map { Term($1, Double($0) - 2.5) }
    let c = LinearConstraint(LinearExpression(terms, constant: 7), .lessThanOrEqual, strength: .strong)
    #expect(c.expression.terms.map { ObjectIdentifier($0.variable) } == variables.map(ObjectIdentifier.init))
    #expect(c.expression.terms.map(\.coefficient) == terms.map(\.coefficient))
    #expect(c.expression.constant == 7)
    #expect(c.terms.count == count)
    let copy = c.with(strength: .weak).labeled("copy")
    #expect(copy.expression.terms.map(\.coefficient) == terms.map(\.coefficient))
    #expect(copy.identifier == "copy")
    #expect(copy.strength == .weak)
  }

  @Test(arguments: [1, 3, 4, 5])
  func constraintKeepsItsVariablesAliveAndThenLetsThemGo(count: Int) {
    weak var first: Variable?
    weak var last: Variable?
    var constraint: LinearConstraint?
    var copy: LinearConstraint?
    do {
      let variables = (0..<count).map { Variable("v\($0)") }
      first = variables.first
      last = variables.last
      constraint = LinearConstraint(LinearExpression(variables.map { Term($0, 2) }), .equal)
      copy = constraint?.with(strength: .medium)
    }
    #expect(first != nil && last != nil)
    constraint = nil
    // The copy holds them on its own.
    #expect(first != nil && last != nil)
    #expect(copy?.expression.terms.first?.variable === first)
    copy = nil
    #expect(first == nil && last == nil)
  }

  @Test func aFourthTermMovesAllTermsToTheArrayInOrder() {
    let variables = (0..<6).map { Variable("v\($0)") }
    var list = TermList()
    for (index, variable) in variables.enumerated() {
      list.append(Unmanaged.passUnretained(variable), Double(index + 1))
      #expect(list.count == index + 1)
      #expect(list.map(\.coefficient) == (1...(index + 1)).map(Double.init))
      #expect(list.map { ObjectIdentifier($0.variable) } == variables.prefix(index + 1).map(ObjectIdentifier.init))
    }
    list.negate()
    #expect(list.map(\.coefficient) == (1...6).map { -Double($0) })
  }

  @Test func repeatedVariablesSumAtTheirFirstTerm() {
    let x = Variable("x")
    let y = Variable("y")
    for terms in [[Term(x, 1), Term(y, 2), Term(x, 3)], [Term(x, 1), Term(y, 2), Term(x, 3), Term(y, 4)]] {
      let list = TermList(unretained: terms)
      #expect(list.summedCoefficient(at: 0) == 4)
      #expect(list.summedCoefficient(at: 1) == (terms.count == 3 ? 2 : 6))
      #expect(list.summedCoefficient(at: 2) == nil)
      #expect(list.sameVariable(0, 2))
      #expect(!list.sameVariable(0, 1))
    }
  }

  @Test func everyPatternOfRepeatsSumsLikeAPlainScan() {
    let pool = [Variable("a"), Variable("b"), Variable("c")]
    // Every sequence of one to five terms over three variables.
    for length in 1...5 {
      var pattern = [Int](repeating: 0, count: length)
      while true {
        let terms = pattern.enumerated().map { Term(pool[$1], Double($0 + 1)) }
        let list = TermList(unretained: terms)
        for position in terms.indices {
          let variable = terms[position].variable
          let repeated = terms[..<position].contains { $0.variable === variable }
          let expected = repeated ? nil : terms.filter { $0.variable === variable }.map(\.coefficient).reduce(0, +)
          #expect(list.summedCoefficient(at: position) == expected, "\(pattern) at \(position)")
        }
        var digit = 0
        while digit < length && pattern[digit] == 2 {
          pattern[digit] = 0
          digit += 1
        }
        if digit == length { break }
        pattern[digit] += 1
      }
    }
  }

  @Test(arguments: [1, 3, 5])
  func aNonFiniteCoefficientIsRefusedWhereverItIs(count: Int) {
    let variables = (0..<count).map { Variable("v\($0)") }
    var terms = variables.map { Term($0, 1) }
    terms[count - 1].coefficient = .nan
    let c = LinearConstraint(LinearExpression(terms), .equal)
    #expect(!c.terms.coefficientsAreFinite)
    let solver = Solver()
    #expect(throws: SolverError.self) { try solver.addConstraint(c) }
    #expect(solver.constraintCount == 0)
  }
}
