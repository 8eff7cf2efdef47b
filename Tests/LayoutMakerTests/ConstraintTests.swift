import Foundation
import LayoutCore
import Testing

@testable import LayoutMaker

@Suite struct ConstraintTests {
  @Test func updateMultiplierReplacesTheLayoutConstraint() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    var width: Constraint?
    view.snp.makeConstraints { make in
      width = make.width.equalToSuperview().multipliedBy(0.5).constraint
      make.height.equalTo(10)
      make.top.left.equalToSuperview()
    }
    expectFrame(view, 0, 0, 200, 10)
    let old = width?.layoutConstraints.first
    width?.update(multiplier: 0.25)
    #expect(old?.isActive == false)
    #expect(width?.layoutConstraints.first?.multiplier == 0.25)
    #expect(width?.isActive == true)
    #expect(container.snp.installedConstraints.count == 3)
    expectFrame(view, 0, 0, 100, 10)
  }

  @Test func priorityMovesBetweenRequiredAndOptional() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    var wide: Constraint?
    view.snp.makeConstraints { make in
      wide = make.width.equalTo(300).constraint
      make.width.equalTo(100).priority(.high)
      make.height.equalTo(10)
      make.top.left.equalToSuperview()
    }
    expectFrame(view, 0, 0, 300, 10)
    wide?.update(priority: .low)
    expectFrame(view, 0, 0, 100, 10)
    wide?.update(priority: 1000)
    expectFrame(view, 0, 0, 300, 10)
    #expect(view.layoutDiagnostics.records.isEmpty)
  }

  @Test func updateInsetFollowsEachAttribute() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    var edges: Constraint?
    view.snp.makeConstraints { make in edges = make.edges.equalToSuperview().constraint }
    edges?.update(inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      constants(edges?.layoutConstraints ?? []) == [.top: 1, .left: 2, .bottom: -3, .right: -4])
    expectFrame(view, 2, 1, 394, 396)
    edges?.update(offset: 5)
    expectFrame(view, 5, 5, 400, 400)
  }

  @Test func compositeHandleListsOneConstraintPerAttribute() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    var size: Constraint?
    view.snp.prepareConstraints { make in size = make.size.equalTo(20).constraint }
    #expect(size?.layoutConstraints.map(\.firstAttribute) == [.width, .height])
    #expect(size?.isActive == false)
    size?.isActive = true
    #expect(size?.isActive == true)
    #expect(view.snp.installedConstraints.count == 2)
  }
}
