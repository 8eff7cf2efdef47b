import Foundation
import LayoutCore
import Testing

@testable import LayoutOperators

@Suite struct ActivationTests {
  let window = makeWindow()
  let a: View
  let b: View

  init() {
    a = makeView("a", in: window)
    b = makeView("b", in: window)
  }

  @Test func inactiveUntilActivated() {
    let constraints = a.edges == window.edges
    #expect(constraints.allSatisfy { !$0.isActive })
    constraints.activate()
    #expect(constraints.allSatisfy { $0.isActive })
  }

  @Test func deactivateAGroup() {
    let constraints = Constraints { a.edges == window.edges }
    constraints.activate()
    constraints.deactivate()
    #expect(constraints.allSatisfy { !$0.isActive })
  }

  @Test func oneConstraint() {
    let constraint = a.width == 10
    constraint.activate()
    #expect(constraint.isActive)
    constraint.deactivate()
    #expect(!constraint.isActive)
  }

  @Test func activationTurnsOffAutoresizingOfThePlacedView() {
    let constraints = Constraints { a.top == b.bottom + 8 }
    #expect(a.translatesAutoresizingMaskIntoConstraints)
    constraints.activate()
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    // The other view is only a reference; it is placed by its own constraints.
    #expect(b.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func aContainerOnTheLeftKeepsItsFrame() {
    Constraints {
      window.centerXY == a.centerXY
      a.size == 100
    }.activate()
    window.layoutIfNeeded()
    #expect(window.translatesAutoresizingMaskIntoConstraints)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(window.frame == rect(0, 0, 300, 600))
    #expect(a.frame == rect(100, 250, 100, 100))
  }

  @Test func aContainerInATreeKeepsItsAutoresizingFrame() {
    let container = makeView("container", in: window)
    container.frame = rect(10, 20, 200, 100)
    let child = makeView("child", in: container)
    Constraints {
      container.edges == child.edges - EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    }.activate()
    window.layoutIfNeeded()
    #expect(container.translatesAutoresizingMaskIntoConstraints)
    #expect(container.frame == rect(10, 20, 200, 100))
    #expect(child.frame == rect(-5, -5, 210, 110))
  }

  @Test func aViewMadeInCodeLaysOutAfterActivation() {
    // Without turning the mask off, its zero frame would fight the constraints.
    let view = makeView("view", in: window)
    Constraints {
      view.edges == window.edges - EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }.activate()
    window.layoutIfNeeded()
    #expect(view.frame == rect(10, 10, 280, 580))
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  @Test func reactivation() {
    let constraints = Constraints {
      a.edges == window.edges - EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    }
    constraints.activate()
    window.layoutIfNeeded()
    constraints.deactivate()
    Constraints { a.edges == window.edges }.activate()
    window.layoutIfNeeded()
    #expect(a.frame == rect(0, 0, 300, 600))
  }
}
