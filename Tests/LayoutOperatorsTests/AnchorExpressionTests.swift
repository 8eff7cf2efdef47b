import Foundation
import LayoutCore
import Testing

@testable import LayoutOperators

@Suite struct AnchorExpressionTests {
  let window = makeWindow()
  let a: View
  let b: View

  init() {
    a = makeView("a", in: window)
    b = makeView("b", in: window)
  }

  // MARK: - Relations

  @Test func equalRelatesTheLeftAnchorToTheRightOne() {
    expectConstraint(a.left == b.right, a, .left, .equal, b, .right)
  }

  @Test func greaterThanOrEqual() {
    expectConstraint(a.left >= b.right, a, .left, .greaterThanOrEqual, b, .right)
  }

  @Test func lessThanOrEqual() {
    expectConstraint(a.left <= b.right, a, .left, .lessThanOrEqual, b, .right)
  }

  @Test func dimensionEqualToANumber() {
    expectConstraint(a.width == 200, a, .width, .equal, nil, .notAnAttribute, constant: 200)
    expectConstraint(
      a.height >= 200, a, .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: 200)
    expectConstraint(
      a.width <= 200, a, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 200)
  }

  @Test func dimensionEqualToAnExpressionOfANumber() {
    // 2 × a.width + 10 == 110  ⇒  a.width == 50
    expectConstraint(
      2 * a.width + 10 == 110, a, .width, .equal, nil, .notAnAttribute, constant: 50)
  }

  @Test func crossAttributeRelation() {
    expectConstraint(a.top == b.bottom + 50, a, .top, .equal, b, .bottom, constant: 50)
  }

  // MARK: - Addition and subtraction

  @Test func additionOnTheRight() {
    #expect((a.left == b.right + 10).constant == 10)
  }

  @Test func additionOnTheLeftMovesAcrossNegated() {
    #expect((a.left + 10 == b.right).constant == -10)
  }

  @Test func subtractionOnTheRight() {
    #expect((a.left == b.right - 10).constant == -10)
  }

  @Test func subtractionOnTheLeft() {
    #expect((a.left - 10 == b.right).constant == 10)
  }

  @Test func repeatedAdditionAndSubtraction() {
    #expect((a.left == b.right + 10 + 10).constant == 20)
    #expect((a.left + 10 + 10 == b.right).constant == -20)
    #expect((a.left == b.right - 10 - 10).constant == -20)
    #expect((a.left - 10 - 10 == b.right).constant == 20)
    #expect((a.left == b.right + 10 - 4).constant == 6)
  }

  @Test func numberFirst() {
    #expect((a.left == 10 + b.right).constant == 10)
    #expect((10 + a.left == b.right).constant == -10)
    #expect((a.left == -10 + b.right).constant == -10)
    #expect((-10 + a.left == b.right).constant == 10)
    #expect((a.left == 10 + 10 + b.right).constant == 20)
    #expect((-10 - 10 + a.left == b.right).constant == 20)
  }

  @Test func numberMinusAnchorNegatesTheMultiplier() {
    // 300 − b.width == a.width  ⇒  b.width == −a.width + 300
    expectConstraint(300 - b.width == a.width, b, .width, .equal, a, .width, multiplier: -1, constant: 300)
  }

  @Test func equivalentSpellingsOfAGap() {
    let spellings = [
      a.leading == b.trailing + 10,
      a.leading - 10 == b.trailing,
      a.leading == 10 + b.trailing,
    ]
    for constraint in spellings {
      expectConstraint(constraint, a, .leading, .equal, b, .trailing, constant: 10)
    }
  }

  // MARK: - Multiplication and division

  @Test func multiplicationOnTheRight() {
    #expect((a.width == b.width * 2).multiplier == 2)
    #expect((a.width == 2 * b.width).multiplier == 2)
    #expect((a.width == b.width * 2 * 2).multiplier == 4)
    #expect((a.width == 2 * 2 * b.width).multiplier == 4)
  }

  @Test func multiplicationOnTheLeftDividesOut() {
    #expect((a.width * 2 == b.width).multiplier == 0.5)
    #expect((2 * a.width == b.width).multiplier == 0.5)
    #expect((a.width * 2 * 2 == b.width).multiplier == 0.25)
    #expect((2 * 2 * a.top == b.bottom).multiplier == 0.25)
  }

  @Test func divisionOnTheRight() {
    #expect((a.height == b.height / 2).multiplier == 0.5)
    #expect((a.height == b.height / 2 / 2).multiplier == 0.25)
  }

  @Test func divisionOnTheLeftMultipliesOut() {
    #expect((a.width / 2 == b.width).multiplier == 2)
    #expect((a.width / 2 / 2 == b.width).multiplier == 4)
  }

  @Test func aLeftHandFactorAlsoDividesTheConstant() {
    // 2 × a.width + 10 == b.width  ⇒  a.width == 0.5 × b.width − 5
    expectConstraint(
      2 * a.width + 10 == b.width, a, .width, .equal, b, .width, multiplier: 0.5, constant: -5)
    // a.width / 2 − 5 == b.width  ⇒  a.width == 2 × b.width + 10
    expectConstraint(
      a.width / 2 - 5 == b.width, a, .width, .equal, b, .width, multiplier: 2, constant: 10)
  }

  @Test func bracketsScaleTheConstantToo() {
    expectConstraint(
      b.width == (a.width + 150) / 2, b, .width, .equal, a, .width, multiplier: 0.5, constant: 75)
    expectConstraint(
      b.width == (a.width - 10) * 3, b, .width, .equal, a, .width, multiplier: 3, constant: -30)
  }

  @Test func theReadmeSingleConstraint() {
    expectConstraint(a.bottom == 4 * b.top + 10, a, .bottom, .equal, b, .top, multiplier: 4, constant: 10)
  }

  @Test func relativeAlignment() {
    expectConstraint(
      a.leading == 2 * b.trailing / 3, a, .leading, .equal, b, .trailing, multiplier: 2.0 / 3.0)
  }

  @Test func bothSidesScaledAndShifted() {
    // 4 × a.top + 8 <= 2 × b.top − 4  ⇒  a.top <= 0.5 × b.top − 3
    expectConstraint(
      4 * a.top + 8 <= 2 * b.top - 4, a, .top, .lessThanOrEqual, b, .top, multiplier: 0.5,
      constant: -3)
  }

  @Test func aNegativeLeftFactorFlipsAnInequality() {
    // −a.width + 100 >= b.width  ⇒  a.width <= −b.width + 100
    expectConstraint(
      100 - a.width >= b.width, a, .width, .lessThanOrEqual, b, .width, multiplier: -1,
      constant: 100)
    expectConstraint(
      -1 * a.top <= b.top, a, .top, .greaterThanOrEqual, b, .top, multiplier: -1)
  }

  // MARK: - Frames after layout

  @Test func offsetsAndFactorsOnTheRightLayOut() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.leading == pair.a.trailing + 8
        pair.b.top == pair.a.bottom + 4
        pair.b.width == pair.a.width / 2
        pair.b.height == 2 * pair.a.height - 30
      })
    #expect(frame == rect(118, 74, 50, 70))
  }

  @Test func offsetsAndFactorsOnTheLeftLayOut() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.leading - 10 == pair.a.trailing  // 120
        pair.b.top / 2 == pair.a.top  // 40
        2 * pair.b.width + 10 == pair.a.width  // 45
        pair.b.height * 4 == pair.a.height * 2  // 25
      })
    #expect(frame == rect(120, 40, 45, 25))
  }

  @Test func numberMinusAnchorLaysOut() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.leading == pair.a.leading
        pair.b.top == pair.a.bottom
        pair.b.width == 300 - pair.a.width
        pair.b.height == (pair.a.height + 150) / 4
      })
    #expect(frame == rect(10, 70, 200, 50))
  }

  @Test func inequalitiesHoldAtTheirBounds() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.leading >= pair.a.trailing + 20
        pair.b.leading == pair.window.leading ~ .defaultLow
        pair.b.top <= pair.a.top - 10
        pair.b.top == 100 + pair.window.top ~ .defaultLow
        pair.b.width >= 2 * pair.a.width
        pair.b.width == 10 ~ .defaultLow
        100 - pair.b.height >= pair.a.height  // b.height <= 50
        pair.b.height == 80 ~ .defaultLow
      })
    #expect(frame == rect(130, 10, 200, 50))
  }

  @Test func positionsScaleInTheCommonAncestorsSpace() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.centerX == pair.window.trailing / 3  // 100
        pair.b.centerY == pair.window.bottom * 0.5  // 300
        pair.b.size == 40
      })
    #expect(frame == rect(80, 280, 40, 40))
  }
}
