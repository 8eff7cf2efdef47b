import Foundation
import LayoutCore
import Testing

@testable import LayoutOperators

@Suite struct PriorityTests {
  let window = makeWindow()
  let a: View
  let b: View

  init() {
    a = makeView("a", in: window)
    b = makeView("b", in: window)
  }

  @Test func requiredByDefault() {
    #expect((a.top == b.top).priority == .required)
    #expect((a.edges == b.edges).allSatisfy { $0.priority == .required })
  }

  @Test func namedLevels() {
    #expect((a.width == 100 ~ .defaultHigh).priority == .defaultHigh)
    #expect((a.width == 100 ~ .defaultLow).priority == .defaultLow)
    #expect((a.width == 100 ~ .required).priority == .required)
    #expect((a.width == 100 ~ .almostRequired).priority == 999)
  }

  @Test func numberLiterals() {
    #expect((a.width == 100 ~ 750).priority.rawValue == 750)
    #expect((a.width == 100 ~ 404).priority.rawValue == 404)
    #expect((a.width == 100 ~ 999.5).priority.rawValue == 999.5)
    #expect((a.width == 100 ~ LayoutPriority.defaultHigh + 1).priority.rawValue == 751)
  }

  @Test func almostRequiredIs999() {
    #expect(LayoutPriority.almostRequired == LayoutPriority(999))
    #expect(!LayoutPriority.almostRequired.isRequired)
  }

  @Test func tildeBindsAfterTheWholeRelation() {
    let constraint = a.top == 2 * b.top + 20 ~ .defaultLow
    expectConstraint(constraint, a, .top, .equal, b, .top, multiplier: 2, constant: 20)
    #expect(constraint.priority == .defaultLow)
    let chained = a.top == b.top ~ .defaultLow ~ .defaultHigh
    #expect(chained.priority == .defaultHigh)
  }

  @Test func onCompositeResults() {
    let constraints =
      a.edges == b.edges + EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
      ~ .defaultHigh
    #expect(constraints.count == 4)
    #expect(constraints.allSatisfy { $0.priority == .defaultHigh })
    #expect((a.size == 10 ~ 300).allSatisfy { $0.priority.rawValue == 300 })
  }

  @Test func onABuiltGroup() {
    let constraints =
      Constraints {
        a.top == b.top + 20
        a.bottom == b.bottom + 20
        a.leading == b.leading + 20
        a.trailing == b.trailing + 20
      } ~ .almostRequired
    #expect(constraints.count == 4)
    #expect(constraints.allSatisfy { $0.priority == .almostRequired })
  }

  @Test func perLineInABlock() {
    let constraints = Constraints {
      a.top == b.top + 20 ~ .required
      a.bottom == b.bottom + 20 ~ 500
      a.leading == b.leading + 20 ~ 100
      a.trailing == b.trailing + 20 ~ .almostRequired
    }
    #expect(constraints.map(\.priority.rawValue) == [1000, 500, 100, 999])
    #expect(constraints.map(\.constant) == [20, 20, 20, 20])
  }

  @Test func theHigherPriorityWinsInLayout() {
    let pair = Pair()
    let frame = pair.frameOfB(
      after: Constraints {
        pair.b.edges == pair.a.edges ~ .defaultLow
        pair.b.width == 80 ~ .defaultHigh
        pair.b.height == 10 ~ .almostRequired
        pair.b.height == 30 ~ .defaultHigh
      })
    #expect(frame.width == 80)
    #expect(frame.height == 10)
  }
}
