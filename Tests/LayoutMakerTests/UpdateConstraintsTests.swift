import Foundation
import LayoutCore
import Testing

@testable import LayoutMaker

@Suite struct UpdateConstraintsTests {
  @Test func withNothingToUpdateItMakes() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.updateConstraints { make in make.edges.equalToSuperview().inset(10) }
    #expect(container.snp.installedConstraints.count == 4)
    #expect(view.snp.diagnostics.isEmpty)
    expectFrame(view, 10, 10, 380, 380)
  }

  @Test func anUpdateThatMatchesNothingIsAddedWithADiagnostic() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.width.equalTo(10)
    }
    view.snp.updateConstraints { make in make.height.equalTo(20) }
    let line: UInt = #line - 1
    #expect(view.snp.diagnostics.map(\.kind) == [.updateMatchedNothing])
    #expect(view.snp.diagnostics.first?.line == line)
    expectFrame(view, 0, 0, 10, 20)
  }

  @Test func updateChangesPriorityAndMultiplierOfAMatch() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    var width: Constraint?
    view.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.height.equalTo(10)
      width = make.width.equalToSuperview().multipliedBy(0.5).constraint
    }
    view.snp.updateConstraints { make in
      make.width.equalToSuperview().multipliedBy(0.25).priority(.high)
    }
    #expect(view.snp.diagnostics.isEmpty)
    #expect(container.snp.installedConstraints.count == 3)
    #expect(width?.layoutConstraints.first?.priority == .defaultHigh)
    expectFrame(view, 0, 0, 100, 10)
  }

  @Test func anExactMatchWinsOverALooseOne() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    var strong: Constraint?
    var weak: Constraint?
    view.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.height.equalTo(10)
      strong = make.width.equalTo(100).priority(.high).constraint
      weak = make.width.equalTo(300).priority(.low).constraint
    }
    view.snp.updateConstraints { make in make.width.equalTo(50).priority(.low) }
    #expect(weak?.layoutConstraints.first?.constant == 50)
    #expect(strong?.layoutConstraints.first?.constant == 100)
  }

  @Test func removeLeavesOtherConstraintsAlone() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    let other = addView("other", to: container)
    view.snp.makeConstraints { make in make.edges.equalToSuperview() }
    other.snp.makeConstraints { make in make.edges.equalTo(view) }
    view.snp.removeConstraints()
    #expect(container.snp.installedConstraints.count == 4)
    #expect(container.snp.installedConstraints.allSatisfy { $0.firstItem === other })
  }
}
