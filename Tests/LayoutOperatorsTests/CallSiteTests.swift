import Foundation
import LayoutCore
import LayoutOperators
import Testing

/// Constraints made by operators point at the user's code, not at this module.
@Suite struct CallSiteTests {
  @Test func constraintsBlockStampsItsCallSite() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let a = View()
    let b = View()
    window.addSubview(a)
    window.addSubview(b)
    let line = #line + 1
    let made = Constraints {
      a.top == b.bottom + 8
      a.size == 20
    }
    #expect(made.count == 3)
    for constraint in made {
      #expect("\(constraint.file)".hasSuffix("CallSiteTests.swift"), "\(constraint.file)")
      #expect(constraint.line == UInt(line))
    }
  }

  @Test func activateStampsASingleConstraint() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let a = View()
    window.addSubview(a)
    let constraint = a.width == 40
    #expect("\(constraint.file)".hasPrefix("LayoutOperators/"))
    let line = #line + 1
    constraint.activate()
    #expect("\(constraint.file)".hasSuffix("CallSiteTests.swift"))
    #expect(constraint.line == UInt(line))
    #expect(constraint.description.contains("CallSiteTests.swift:\(line)"))
  }
}
