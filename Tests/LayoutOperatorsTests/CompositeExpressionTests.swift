import Foundation
import LayoutCore
import Testing

@testable import LayoutOperators

@Suite struct CompositeExpressionTests {
  let window = makeWindow()
  let a: View
  let b: View

  init() {
    a = makeView("a", in: window)
    b = makeView("b", in: window)
  }

  // MARK: - Size

  @Test(arguments: [LayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
  func sizeToSize(relation: LayoutConstraint.Relation) {
    let constraints: [LayoutConstraint] =
      switch relation {
      case .equal: a.size == b.size
      case .lessThanOrEqual: a.size <= b.size
      default: a.size >= b.size
      }
    #expect(constraints.count == 2)
    expectConstraint(constraints[0], a, .width, relation, b, .width)
    expectConstraint(constraints[1], a, .height, relation, b, .height)
  }

  @Test func sizeToANumberIsASquare() {
    let constraints = a.size == 200
    expectConstraint(constraints[0], a, .width, .equal, nil, .notAnAttribute, constant: 200)
    expectConstraint(constraints[1], a, .height, .equal, nil, .notAnAttribute, constant: 200)
    #expect((a.size <= 200).allSatisfy { $0.relation == .lessThanOrEqual && $0.constant == 200 })
    #expect((a.size >= 200).allSatisfy { $0.relation == .greaterThanOrEqual && $0.constant == 200 })
  }

  @Test func sizeToACGSize() {
    let constraints = a.size == CGSize(width: 200, height: 100)
    expectConstraint(constraints[0], a, .width, .equal, nil, .notAnAttribute, constant: 200)
    expectConstraint(constraints[1], a, .height, .equal, nil, .notAnAttribute, constant: 100)
    let most = a.size <= CGSize(width: 200, height: 100)
    #expect(most.map(\.relation) == [.lessThanOrEqual, .lessThanOrEqual])
    #expect(most.map(\.constant) == [200, 100])
    let least = a.size >= CGSize(width: 200, height: 100)
    #expect(least.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual])
  }

  @Test func sizeScaled() {
    #expect((a.size == b.size / 2).map(\.multiplier) == [0.5, 0.5])
    #expect((a.size == b.size * 2).map(\.multiplier) == [2, 2])
    #expect((a.size == 2 * b.size).map(\.multiplier) == [2, 2])
    // On the left the factor divides out.
    #expect((a.size * 4 == b.size).map(\.multiplier) == [0.25, 0.25])
  }

  @Test func sizeFrames() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.size == pair.a.size / 5
        pair.b.centerXY == pair.a.centerXY
      })
    #expect(frame == rect(50, 40, 20, 10))
  }

  @Test func sizeInequalityFrames() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.size <= pair.a.size
        pair.b.size == 500 ~ .defaultLow
        pair.b.size >= CGSize(width: 0, height: 60) ~ .defaultHigh
        pair.b.leading == pair.window.leading
        pair.b.top == pair.window.top
      })
    #expect(frame == rect(0, 0, 100, 50))
  }

  // MARK: - Center

  @Test(arguments: [LayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
  func centerToCenter(relation: LayoutConstraint.Relation) {
    let constraints: [LayoutConstraint] =
      switch relation {
      case .equal: a.centerXY == b.centerXY
      case .lessThanOrEqual: a.centerXY <= b.centerXY
      default: a.centerXY >= b.centerXY
      }
    #expect(constraints.count == 2)
    expectConstraint(constraints[0], a, .centerX, relation, b, .centerX)
    expectConstraint(constraints[1], a, .centerY, relation, b, .centerY)
  }

  @Test func centerWithAPointOffset() {
    let plus = a.centerXY == b.centerXY + CGPoint(x: 12, y: -8)
    expectConstraint(plus[0], a, .centerX, .equal, b, .centerX, constant: 12)
    expectConstraint(plus[1], a, .centerY, .equal, b, .centerY, constant: -8)
    let minus = a.centerXY == b.centerXY - CGPoint(x: 12, y: -8)
    #expect(minus.map(\.constant) == [-12, 8])
  }

  @Test func centerFrames() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.centerXY == pair.a.centerXY + CGPoint(x: 50, y: 25)
        pair.b.size == 20
      })
    #expect(frame == rect(100, 60, 20, 20))
  }

  // MARK: - Edges

  @Test(arguments: [LayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
  func edgesToEdges(relation: LayoutConstraint.Relation) {
    let constraints: [LayoutConstraint] =
      switch relation {
      case .equal: a.edges == b.edges
      case .lessThanOrEqual: a.edges <= b.edges
      default: a.edges >= b.edges
      }
    #expect(constraints.count == 4)
    let attributes: [LayoutConstraint.Attribute] = [.leading, .trailing, .top, .bottom]
    for (constraint, attribute) in zip(constraints, attributes) {
      expectConstraint(constraint, a, attribute, relation, b, attribute)
    }
  }

  @Test func insetsGrowTheRectangle() {
    let constraints = a.edges == b.edges + EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    // leading, trailing, top, bottom: the near edges are negated.
    #expect(constraints.map(\.constant) == [-2, 4, -1, 3])
  }

  @Test func subtractedInsetsShrinkTheRectangle() {
    let constraints = a.edges == b.edges - EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(constraints.map(\.constant) == [2, -4, 1, -3])
  }

  @Test func aPlainNumberShiftsEveryEdge() {
    #expect((a.edges == b.edges + 10).map(\.constant) == [10, 10, 10, 10])
    #expect((a.edges == b.edges - 10).map(\.constant) == [-10, -10, -10, -10])
  }

  @Test func grownShrunkAndShiftedFrames() {
    let pair = Pair()
    let grown = makeView("grown", in: pair.window)
    let shrunk = makeView("shrunk", in: pair.window)
    let shifted = makeView("shifted", in: pair.window)
    Constraints {
      grown.edges == pair.a.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      shrunk.edges == pair.a.edges - EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
      shifted.edges == pair.a.edges + 40
    }.activate()
    pair.window.layoutIfNeeded()
    #expect(grown.frame == rect(0, 10, 120, 70))
    #expect(shrunk.frame == rect(20, 25, 70, 30))
    #expect(shifted.frame == rect(50, 60, 100, 50))
  }

  @Test func insetsOnTheLeftHandSide() {
    // b grown by 10 equals a, so b is a shrunk by 10.
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) == pair.a.edges
      })
    #expect(frame == rect(20, 30, 80, 30))
  }

  @Test func horizontalEdgesWithOneAxisInsets() {
    let constraints =
      a.horizontalEdges == b.horizontalEdges + EdgeInsets(left: 10, right: 20)
    expectConstraint(constraints[0], a, .leading, .equal, b, .leading, constant: -10)
    expectConstraint(constraints[1], a, .trailing, .equal, b, .trailing, constant: 20)
  }

  @Test func verticalEdgesWithOneAxisInsets() {
    let constraints = a.verticalEdges == b.verticalEdges - EdgeInsets(top: 10, bottom: 20)
    expectConstraint(constraints[0], a, .top, .equal, b, .top, constant: 10)
    expectConstraint(constraints[1], a, .bottom, .equal, b, .bottom, constant: -20)
  }

  @Test func insetsOfTheOtherAxisAreIgnored() {
    let all = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect((a.horizontalEdges == b.horizontalEdges + all).map(\.constant) == [-2, 4])
    #expect((a.verticalEdges == b.verticalEdges + all).map(\.constant) == [-1, 3])
  }

  @Test func oneAxisFrames() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.horizontalEdges == pair.a.horizontalEdges - EdgeInsets(left: 10, right: 30)
        pair.b.verticalEdges == pair.window.verticalEdges - EdgeInsets(top: 100, bottom: 200)
      })
    #expect(frame == rect(20, 100, 60, 300))
  }

  @Test func insetsFollowLeadingAndTrailingInRightToLeft() {
    let window = makeWindow(direction: .rightToLeft)
    let view = makeView("view", in: window)
    Constraints {
      view.edges == window.edges - EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    }.activate()
    window.layoutIfNeeded()
    // `left` is the leading inset: on the right in right-to-left layouts.
    #expect(view.frame == rect(40, 10, 240, 560))
  }

  @Test func edgeInequalitiesFrames() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.edges >= pair.a.edges
        pair.b.size == 500 ~ .defaultLow
        pair.b.leading == pair.window.leading ~ 260
        pair.b.top == pair.window.top ~ 260
      })
    #expect(frame == rect(10, 20, 500, 500))
  }
}
