import Foundation
import LayoutCore
import LayoutOperators
import Testing

/// Seed 000's (Constraint Builder's) spellings for priorities and for
/// preparing views, as its readers type them.
@Suite struct ConstraintBuilderSpellingTests {
  @Test func prioritiesOnOneConstraintAndOnGroups() {
    let a = View()
    let b = View()
    let width = (a.width == 100).setPriority(999)
    #expect(width.priority == 999)
    let height = (a.height == 50).priority(.defaultHigh)
    #expect(height.priority == .defaultHigh)
    let tilde = a.top == b.top ~ .priority(404)
    #expect(tilde.priority.rawValue == 404)
    let edges = (a.edges == b.edges).setPriority(998)
    #expect(edges.count == 4 && edges.allSatisfy { $0.priority == 998 })
    let group = Constraints {
      a.leading == b.leading
      a.trailing == b.trailing
    }.priority(.defaultLow)
    #expect(group.allSatisfy { $0.priority == .defaultLow })
  }

  @Test func aLowerPriorityGivesWay() {
    let window = Window(size: CGSize(width: 300, height: 200), displayScale: 1)
    let box = View().enableAutoLayout()
    window.addSubview(box)
    #expect(!box.translatesAutoresizingMaskIntoConstraints)
    Constraints {
      box.leading == window.leading
      box.top == window.top
      box.height == 10
      box.width == 100 ~ .priority(404)
      (box.width == 150).setPriority(.priority(405))
    }.activate()
    window.layoutIfNeeded()
    #expect(box.frame.width == 150)
  }
}
