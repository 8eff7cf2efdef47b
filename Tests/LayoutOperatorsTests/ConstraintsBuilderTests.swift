import Foundation
import LayoutCore
import Testing

@testable import LayoutOperators

@Suite struct ConstraintsBuilderTests {
  let window = makeWindow()
  let a: View
  let b: View

  init() {
    a = makeView("a", in: window)
    b = makeView("b", in: window)
  }

  @Test func anEmptyBlockIsEmpty() {
    #expect(Constraints {}.isEmpty)
  }

  @Test func oneLineIsOneConstraint() {
    let constraints = Constraints { a.height == b.height }
    #expect(constraints.count == 1)
    expectConstraint(constraints[0], a, .height, .equal, b, .height)
  }

  @Test func singlesAndGroupsKeepTheirOrder() {
    let constraints = Constraints {
      a.width == 100
      a.centerXY == b.centerXY
      a.height == 50
    }
    #expect(constraints.map(\.firstAttribute) == [.width, .centerX, .centerY, .height])
  }

  @Test func anchorAPIConstraintsMix() {
    let constraints = Constraints {
      a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 1)
      a.width == 200
    }
    #expect(constraints.count == 2)
    #expect(constraints[0].firstAttribute == .height)
  }

  @Test(arguments: [true, false])
  func ifWithoutElse(condition: Bool) {
    let constraints = Constraints {
      a.top == b.top
      if condition {
        a.size == 200
      }
    }
    #expect(constraints.count == (condition ? 3 : 1))
  }

  @Test(arguments: [true, false])
  func ifElse(condition: Bool) {
    let constraints = Constraints {
      if condition {
        a.size == 200
        a.centerXY == b.centerXY
      } else {
        a.centerX == b.centerX
      }
    }
    #expect(constraints.count == (condition ? 4 : 1))
  }

  @Test(arguments: [0, 1, 2])
  func switchCases(index: Int) {
    let constraints = Constraints {
      switch index {
      case 0: a.edges == b.edges
      case 1: a.size == b.size
      default: a.top == b.top
      }
    }
    #expect(constraints.count == [4, 2, 1][index])
  }

  @Test func ifLet() {
    let width: CGFloat? = 120
    let missing: CGFloat? = nil
    let constraints = Constraints {
      if let width { a.width == width }
      if let missing { a.height == missing }
    }
    #expect(constraints.map(\.constant) == [120])
  }

  @Test func optionalConstraints() {
    let present: LayoutConstraint? = a.top == b.top
    let absent: LayoutConstraint? = nil
    let constraints = Constraints {
      present
      absent
      Optional(100).map { a.width == $0 }
    }
    #expect(constraints.count == 2)
  }

  @Test func forLoops() {
    let rows = (0..<3).map { makeView("row\($0)", in: window) }
    let constraints = Constraints {
      for row in rows {
        row.leading == a.leading
        row.height == 44
      }
    }
    #expect(constraints.count == 6)
    #expect(
      constraints.map(\.firstItem).compactMap { $0 as? View }.map(\.debugName) == [
        "row0", "row0", "row1", "row1", "row2", "row2",
      ])
  }

  @Test func nestedBlocks() {
    let constraints = Constraints {
      a.top == b.top
      Constraints {
        a.bottom == b.top - 10
        b.size == a.size / 2
      } ~ .defaultHigh
    }
    #expect(constraints.count == 4)
    #expect(constraints.map(\.priority) == [.required, .defaultHigh, .defaultHigh, .defaultHigh])
  }

  @Test func arrays() {
    let extra = [a.leading == b.leading, a.trailing == b.trailing]
    let constraints = Constraints {
      extra
      [a.top == b.top]
    }
    #expect(constraints.map(\.firstAttribute) == [.leading, .trailing, .top])
  }

  @Test func aBuilderFunction() {
    @ConstraintsBuilder func layout(compact: Bool) -> [LayoutConstraint] {
      a.edges == b.edges
      if compact { a.height == 44 }
    }
    #expect(layout(compact: true).count == 5)
    #expect(layout(compact: false).count == 4)
  }

  @Test func everythingBuiltIsInactive() {
    let constraints = Constraints {
      a.edges == b.edges
      a.width == 10
    }
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(a.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func controlFlowLaysOut() {
    let pair = Pair()
    for wide in [true, false] {
      let constraints = Constraints {
        pair.b.top == pair.a.bottom
        pair.b.leading == pair.a.leading
        pair.b.height == 10
        if wide { pair.b.width == pair.a.width } else { pair.b.width == pair.a.width / 4 }
      }
      constraints.activate()
      pair.window.layoutIfNeeded()
      #expect(pair.b.frame == rect(10, 70, wide ? 100 : 25, 10))
      constraints.deactivate()
    }
  }
}
