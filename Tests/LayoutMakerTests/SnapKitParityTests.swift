import Foundation
import LayoutCore
import Testing

@testable import LayoutMaker

/// SnapKit's 31 tests, ported by behaviour: the same counts of constraints
/// installed on the container, plus the frames after layout where the
/// constraints decide them. Where we differ on purpose, the test says so.
@Suite struct SnapKitParityTests {
  // 1. Relating left to top mixes axes; SnapKit lets UIKit take it, LayoutCore
  // refuses it, so the maker skips it with a diagnostic: 1 constraint, not 2.
  @Test func makeConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let v2 = addView("v2", to: container)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
    }
    #expect(container.snp.installedConstraints.count == 1)
    #expect(v1.snp.diagnostics.map(\.kind) == [.invalidConstraint])
    v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
    #expect(container.snp.installedConstraints.count == 5)
  }

  // 2.
  @Test func horizontalVerticalEdges() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    v1.snp.makeConstraints { make in
      make.verticalEdges.equalToSuperview()
      make.horizontalEdges.equalToSuperview()
    }
    let installed = container.snp.installedConstraints
    #expect(installed.count == 4)
    #expect(Set(installed.map(\.firstAttribute)) == [.left, .right, .top, .bottom])
    #expect(installed.allSatisfy { $0.firstAttribute == $0.secondAttribute })
    #expect(installed.allSatisfy { $0.secondItem === container })
    expectFrame(v1, 0, 0, 400, 400)
  }

  // 3.
  @Test func horizontalVerticalDirectionalEdges() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    v1.snp.makeConstraints { make in
      make.directionalVerticalEdges.equalToSuperview().inset(10)
      make.directionalHorizontalEdges.equalToSuperview().inset(20)
    }
    let installed = container.snp.installedConstraints
    #expect(installed.count == 4)
    #expect(Set(installed.map(\.firstAttribute)) == [.leading, .trailing, .top, .bottom])
    #expect(installed.allSatisfy { $0.secondItem === container })
    expectFrame(v1, 20, 10, 360, 380)
  }

  // 4. As in 1, the left-to-top constraint is refused.
  @Test func guideMakeConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let g1 = LayoutGuide()
    container.addLayoutGuide(g1)
    v1.snp.makeConstraints { make in
      make.top.equalTo(g1).offset(50)
      make.left.equalTo(g1.snp.top).offset(50)
    }
    #expect(container.snp.installedConstraints.count == 1)
    g1.snp.makeConstraints { make in make.edges.equalTo(v1) }
    #expect(container.snp.installedConstraints.count == 5)
  }

  // 5.
  @Test func makeImpliedSuperviewConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let v2 = addView("v2", to: container)
    v1.snp.makeConstraints { make in
      make.top.equalTo(50.0)
      make.left.equalTo(50.0)
    }
    #expect(container.snp.installedConstraints.count == 2)
    #expect(container.snp.installedConstraints.allSatisfy { $0.secondItem === container })
    v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
    #expect(container.snp.installedConstraints.count == 6)
    v1.snp.makeConstraints { make in make.size.equalTo(CGSize(width: 30, height: 20)) }
    expectFrame(v1, 50, 50, 30, 20)
    expectFrame(v2, 50, 50, 30, 20)
  }

  // 6. Valid attributes stand in for SnapKit's left-to-top pair.
  @Test func updateConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let v2 = addView("v2", to: container)
    v2.snp.makeConstraints { make in make.edges.equalToSuperview() }
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.left).offset(50)
      make.size.equalTo(10)
    }
    #expect(container.snp.installedConstraints.count == 6)
    v1.snp.updateConstraints { make in make.top.equalTo(v2.snp.top).offset(15) }
    #expect(container.snp.installedConstraints.count == 6)
    #expect(v1.snp.diagnostics.isEmpty)
    expectFrame(v1, 50, 15, 10, 10)
  }

  // 7.
  @Test func remakeConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let v2 = addView("v2", to: container)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.left).offset(50)
    }
    #expect(container.snp.installedConstraints.count == 2)
    v1.snp.remakeConstraints { make in make.edges.equalTo(v2) }
    #expect(container.snp.installedConstraints.count == 4)
    v2.snp.makeConstraints { make in make.edges.equalToSuperview().inset(100) }
    expectFrame(v1, 100, 100, 200, 200)
  }

  // 8.
  @Test func removeConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let v2 = addView("v2", to: container)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2).offset(50)
      make.left.equalTo(v2).offset(50)
    }
    #expect(container.snp.installedConstraints.count == 2)
    v1.snp.removeConstraints()
    #expect(container.snp.installedConstraints.isEmpty)
  }

  // 9.
  @Test func prepareConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let v2 = addView("v2", to: container)
    v2.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    let constraints = v1.snp.prepareConstraints { make in make.edges.equalTo(v2) }
    #expect(container.snp.installedConstraints.isEmpty)
    for constraint in constraints { constraint.activate() }
    #expect(container.snp.installedConstraints.count == 4)
    expectFrame(v1, 10, 20, 30, 40)
    for constraint in constraints { constraint.deactivate() }
    #expect(container.snp.installedConstraints.isEmpty)
  }

  // 10. SnapKit's body is the same as 9; here the second activation is checked too.
  @Test func reactivateConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let v2 = addView("v2", to: container)
    let constraints = v1.snp.prepareConstraints { make in make.edges.equalTo(v2) }
    #expect(container.snp.installedConstraints.isEmpty)
    for constraint in constraints { constraint.activate() }
    #expect(container.snp.installedConstraints.count == 4)
    for constraint in constraints { constraint.deactivate() }
    #expect(container.snp.installedConstraints.isEmpty)
    for constraint in constraints { constraint.activate() }
    #expect(container.snp.installedConstraints.count == 4)
  }

  // 11.
  @Test func activateDeactivateConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let v2 = addView("v2", to: container)
    var c1: Constraint?
    var c2: Constraint?
    v1.snp.prepareConstraints { make in
      c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
      c2 = make.left.equalTo(v2.snp.left).offset(50).constraint
    }
    #expect(container.snp.installedConstraints.isEmpty)
    c1?.activate()
    c2?.activate()
    #expect(container.snp.installedConstraints.count == 2)
    c1?.deactivate()
    c2?.deactivate()
    #expect(container.snp.installedConstraints.isEmpty)
    c1?.activate()
    c2?.activate()
    #expect(container.snp.installedConstraints.count == 2)
  }

  // 12.
  @Test func setIsActivatedConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let v2 = addView("v2", to: container)
    var c1: Constraint?
    var c2: Constraint?
    v1.snp.prepareConstraints { make in
      c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
      c2 = make.left.equalTo(v2.snp.left).offset(50).constraint
    }
    #expect(container.snp.installedConstraints.isEmpty)
    c1?.isActive = true
    c2?.isActive = false
    #expect(container.snp.installedConstraints.count == 1)
    c1?.isActive = true
    c2?.isActive = true
    #expect(container.snp.installedConstraints.count == 2)
    #expect(c1?.isActive == true)
    c1?.isActive = false
    c2?.isActive = false
    #expect(container.snp.installedConstraints.isEmpty)
  }

  // 13. Offset is added with the same sign to every edge.
  @Test func edgeConstraints() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in make.edges.equalTo(container).offset(50.0) }
    let installed = container.snp.installedConstraints
    #expect(installed.count == 4)
    #expect(installed.allSatisfy { $0.constant == 50 })
    expectFrame(view, 50, 50, 400, 400)
  }

  // 14.
  @Test func updateReferencedConstraints() {
    let (_, container) = makeContainer()
    let v1 = addView("v1", to: container)
    let v2 = addView("v2", to: container)
    var c1: Constraint?
    var c2: Constraint?
    v1.snp.makeConstraints { make in
      c1 = make.top.equalTo(v2).offset(50).constraint
      c2 = make.bottom.equalTo(v2).offset(25).constraint
    }
    #expect(container.snp.installedConstraints.count == 2)
    let top = c1?.layoutConstraints.first
    let bottom = c2?.layoutConstraints.first
    #expect(top?.constant == 50)
    #expect(bottom?.constant == 25)
    c1?.update(offset: 15)
    c2?.update(offset: 20)
    #expect(container.snp.installedConstraints.count == 2)
    #expect(top?.constant == 15)
    #expect(bottom?.constant == 20)
    c1?.update(inset: 15)
    c2?.update(inset: 20)
    #expect(container.snp.installedConstraints.count == 2)
    #expect(top?.constant == 15)
    #expect(bottom?.constant == -20)
    v2.frame = CGRect(x: 0, y: 100, width: 50, height: 100)
    v1.snp.makeConstraints { make in make.left.width.equalTo(v2) }
    expectFrame(v1, 0, 115, 50, 65)
  }

  // 15.
  @Test func insetsAsConstraintsConstant() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in make.edges.equalTo(container).inset(50.0) }
    let values = constants(container.snp.installedConstraints)
    #expect(values == [.top: 50, .left: 50, .bottom: -50, .right: -50])
    expectFrame(view, 50, 50, 300, 300)
  }

  // 16.
  @Test func constraintInsetsAsImpliedEqualToConstraints() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.edges.equalTo(EdgeInsets(top: 25, left: 25, bottom: 25, right: 25))
    }
    let installed = container.snp.installedConstraints
    #expect(installed.allSatisfy { $0.secondItem === container })
    #expect(constants(installed) == [.top: 25, .left: 25, .bottom: -25, .right: -25])
    expectFrame(view, 25, 25, 350, 350)
  }

  // 17.
  @Test func constraintInsetsAsConstraintsConstant() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.edges.equalTo(container).inset(EdgeInsets(top: 25, left: 25, bottom: 25, right: 25))
    }
    let values = constants(container.snp.installedConstraints)
    #expect(values == [.top: 25, .left: 25, .bottom: -25, .right: -25])
    expectFrame(view, 25, 25, 350, 350)
  }

  // 18.
  @Test func constraintDirectionalInsetsAsImpliedEqualToConstraints() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.top.leading.bottom.trailing.equalTo(
        DirectionalEdgeInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
    }
    let values = constants(container.snp.installedConstraints)
    #expect(values == [.top: 25, .leading: 25, .bottom: -25, .trailing: -25])
    expectFrame(view, 25, 25, 350, 350)
  }

  // 19. SnapKit's body is the same as 18; here the target is the container.
  @Test func constraintDirectionalInsetsAsConstraintsConstant() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.top.leading.bottom.trailing.equalTo(container)
        .inset(DirectionalEdgeInsets(top: 25, leading: 10, bottom: 25, trailing: 40))
    }
    let values = constants(container.snp.installedConstraints)
    #expect(values == [.top: 25, .leading: 10, .bottom: -25, .trailing: -40])
    expectFrame(view, 10, 25, 350, 350)
  }

  // 20.
  @Test func constraintDirectionalInsetsFallBackForNonDirectionalConstraints() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.edges.equalTo(container)
        .inset(DirectionalEdgeInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
    }
    let values = constants(container.snp.installedConstraints)
    #expect(values == [.top: 25, .left: 25, .bottom: -25, .right: -25])
    expectFrame(view, 25, 25, 350, 350)
  }

  // 21. Size constraints are installed on the view itself.
  @Test func sizeConstraints() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.size.equalTo(CGSize(width: 50, height: 50))
      make.left.top.equalTo(container)
    }
    #expect(view.snp.installedConstraints.count == 2)
    #expect(container.snp.installedConstraints.count == 2)
    #expect(constants(view.snp.installedConstraints) == [.width: 50, .height: 50])
    expectFrame(view, 0, 0, 50, 50)
  }

  // 22.
  @Test func centerConstraints() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.center.equalTo(container).offset(50.0)
      make.size.equalTo(20)
    }
    let installed = container.snp.installedConstraints
    #expect(installed.count == 2)
    #expect(installed.allSatisfy { $0.constant == 50 })
    expectFrame(view, 240, 240, 20, 20)
  }

  // 23.
  @Test func constraintIdentifier() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.top.equalTo(container.snp.top).labeled("Test-Identifier")
    }
    #expect(container.snp.installedConstraints.first?.identifier == "Test-Identifier")
  }

  // 24.
  @Test func edgesToEdges() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.edges) }
    let installed = container.snp.installedConstraints
    #expect(installed.count == 4)
    #expect(Set(installed.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
    #expect(Set(installed.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    expectFrame(view, 0, 0, 400, 400)
  }

  // 25.
  @Test func directionalEdgesToDirectionalEdges() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.remakeConstraints { make in
      make.directionalEdges.equalTo(container.snp.directionalEdges)
    }
    let installed = container.snp.installedConstraints
    #expect(installed.count == 4)
    #expect(Set(installed.map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
    #expect(Set(installed.map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
    expectFrame(view, 0, 0, 400, 400)
  }

  // 26. The container's margins are the default 8 points.
  @Test func edgesToMargins() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.margins) }
    var installed = container.snp.installedConstraints
    #expect(installed.count == 4)
    #expect(Set(installed.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
    #expect(
      Set(installed.map(\.secondAttribute)) == [
        .topMargin, .leftMargin, .bottomMargin, .rightMargin,
      ])
    expectFrame(view, 8, 8, 384, 384)

    view.snp.remakeConstraints { make in make.margins.equalTo(container.snp.edges) }
    installed = container.snp.installedConstraints
    #expect(installed.count == 4)
    #expect(
      Set(installed.map(\.firstAttribute)) == [
        .topMargin, .leftMargin, .bottomMargin, .rightMargin,
      ])
    #expect(Set(installed.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    expectFrame(view, -8, -8, 416, 416)
  }

  // 27.
  @Test func directionalEdgesToDirectionalMargins() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.remakeConstraints { make in
      make.directionalEdges.equalTo(container.snp.directionalMargins)
    }
    var installed = container.snp.installedConstraints
    #expect(installed.count == 4)
    #expect(Set(installed.map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
    #expect(
      Set(installed.map(\.secondAttribute))
        == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
    expectFrame(view, 8, 8, 384, 384)

    view.snp.remakeConstraints { make in
      make.directionalMargins.equalTo(container.snp.directionalEdges)
    }
    installed = container.snp.installedConstraints
    #expect(installed.count == 4)
    #expect(Set(installed.map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
    expectFrame(view, -8, -8, 416, 416)
  }

  // 28. UIKit's top and bottom layout guides became the safe area.
  @Test func layoutGuideConstraints() {
    let window = keep(
      Window(
        size: CGSize(width: 300, height: 300),
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)))
    let controller = ViewController()
    window.rootViewController = controller
    let content = addView("content", to: controller.view)
    content.snp.makeConstraints { make in
      make.top.equalTo(controller.view.safeAreaLayoutGuide.snp.top)
      make.bottom.equalTo(controller.view.safeAreaLayoutGuide.snp.bottom)
      make.leading.trailing.equalToSuperview()
    }
    #expect(controller.view.snp.installedConstraints.count == 4)
    expectFrame(content, 0, 20, 300, 250)
  }

  // 29.
  @Test func canSetLabel() {
    let (_, container) = makeContainer()
    container.snp.setLabel("Hello World")
    #expect(container.snp.label() == "Hello World")
    let guide = LayoutGuide()
    guide.snp.setLabel("gap")
    #expect(guide.snp.label() == "gap")
  }

  // 30.
  @Test func priorityShortcuts() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.required) }
    #expect(container.snp.installedConstraints.count == 1)
    #expect(container.snp.installedConstraints.first?.priority == .required)
    view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.low) }
    #expect(container.snp.installedConstraints.count == 1)
    #expect(container.snp.installedConstraints.first?.priority == 250)
    view.snp.remakeConstraints { make in
      make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1)
    }
    #expect(container.snp.installedConstraints.count == 1)
    #expect(container.snp.installedConstraints.first?.priority == 251)
  }

  // 31.
  @Test func priorityStride() {
    let high: ConstraintPriority = .high
    let higher = ConstraintPriority.high.advanced(by: 1)
    #expect(higher.value == high.value + 1)
    #expect((ConstraintPriority.low + 1).value == 251)
  }

  /// SnapKit's guide DSL offers margin attributes; a guide has none, so
  /// they are its edges: `guide.snp.bottomMargin` is its bottom.
  @Test func guideMarginAttributesAreItsEdges() {
    let window = keep(
      Window(
        size: CGSize(width: 300, height: 300),
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)))
    let content = addView("content", to: window)
    content.snp.makeConstraints { make in
      make.bottom.equalTo(window.safeAreaLayoutGuide.snp.bottomMargin)
      make.leading.equalTo(window.safeAreaLayoutGuide.snp.leadingMargin).offset(10)
      make.width.height.equalTo(50)
    }
    expectFrame(content, 10, 220, 50, 50)
    #expect(window.layoutDiagnostics.records.isEmpty)
  }
}
