import Foundation
import LayoutCore
import Testing

@testable import LayoutMaker

@Suite struct ConstraintMakerTests {
  @Test func chainedAttributesShareOneRelation() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.width.height.equalTo(50)
      make.top.left.equalToSuperview().offset(10)
    }
    expectFrame(view, 10, 10, 50, 50)
  }

  @Test func everyNumericTypeIsATarget() {
    let (_, container) = makeContainer()
    let targets: [any ConstraintRelatableTarget] = [
      Int(1), Int8(2), Int16(3), Int32(4), Int64(5), UInt(6), UInt8(7), UInt16(8), UInt32(9),
      UInt64(10), Float(11), Double(12), CGFloat(13),
    ]
    for (index, target) in targets.enumerated() {
      let view = addView("v\(index)", to: container)
      view.snp.makeConstraints { make in
        make.width.equalTo(target)
        make.height.equalTo(1)
        make.top.left.equalTo(0)
      }
      expectFrame(view, 0, 0, CGFloat(index + 1), 1)
    }
  }

  @Test func sizePointAndInsetTargets() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.size.equalTo(CGSize(width: 40, height: 30))
      make.center.equalTo(CGPoint(x: 10, y: -20))
    }
    expectFrame(view, 190, 165, 40, 30)
    let inner = addView("inner", to: container)
    inner.snp.makeConstraints { make in
      make.edges.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
    expectFrame(inner, 2, 1, 394, 396)
  }

  @Test func relationsAndMultipliers() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.width.equalToSuperview().multipliedBy(0.5)
      make.height.equalToSuperview().dividedBy(4).priority(.high)
      make.width.lessThanOrEqualTo(150).priority(.high)
      make.height.greaterThanOrEqualTo(120)
      make.leading.top.equalToSuperview()
    }
    // Required constraints win over optional ones: the half over the cap, the floor over the quarter.
    expectFrame(view, 0, 0, 200, 120)
  }

  @Test func superviewClosureFormPicksAGuide() {
    let window = keep(
      Window(
        size: CGSize(width: 200, height: 400),
        safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)))
    let view = addView("view", to: window)
    view.snp.makeConstraints { make in make.edges.equalToSuperview { $0.safeAreaLayoutGuide } }
    expectFrame(view, 0, 44, 200, 322)
    let half = addView("half", to: window)
    half.snp.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.height.lessThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
      make.width.greaterThanOrEqualToSuperview().dividedBy(2)
      make.height.equalTo(1000).priority(.low)
      make.width.equalTo(0).priority(.low)
    }
    expectFrame(half, 0, 0, 100, 322)
  }

  @Test func attributesOfOtherItemsAreTargets() {
    let (_, container) = makeContainer()
    let header = addView("header", to: container)
    let body = addView("body", to: container)
    header.snp.makeConstraints { make in
      make.top.horizontalEdges.equalToSuperview()
      make.height.equalTo(60)
    }
    body.snp.makeConstraints { make in
      make.top.equalTo(header.snp.bottom).offset(8)
      make.leading.trailing.equalTo(header)
      make.bottom.equalToSuperview()
    }
    expectFrame(body, 0, 68, 400, 332)
  }

  @Test func guidesMakeConstraintsAndAreTargets() {
    let (_, container) = makeContainer()
    let guide = LayoutGuide()
    container.addLayoutGuide(guide)
    guide.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(
        DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
    }
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in make.edges.equalTo(guide) }
    expectFrame(view, 20, 10, 340, 360)
    #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 340, height: 360))
  }

  @Test func directionalInsetsFollowRightToLeft() {
    let window = keep(
      Window(size: CGSize(width: 400, height: 400), layoutDirection: .rightToLeft))
    let view = addView("view", to: window)
    view.snp.makeConstraints { make in
      make.directionalEdges.equalToSuperview()
        .inset(DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
    }
    // Leading is the right edge: 10 from the right, 30 from the left.
    expectFrame(view, 30, 0, 360, 400)
  }

  @Test func marginAttributesAndBaselines() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.center.equalTo(container.snp.centerWithinMargins)
      make.size.equalTo(10)
    }
    expectFrame(view, 195, 195, 10, 10)
    let label = Label(text: "Hi")
    container.addSubview(label)
    label.snp.makeConstraints { make in
      make.firstBaseline.equalTo(view.snp.bottom)
      make.leading.equalToSuperview()
    }
    container.window?.layoutIfNeeded()
    #expect(label.frame.minY < 205 && label.frame.maxY > 205)
  }

  @Test func translatesAutoresizingMaskIsTurnedOff() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    view.snp.makeConstraints { make in make.edges.equalToSuperview() }
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func relationCapturesTheCallSite() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    var constraint: Constraint?
    view.snp.makeConstraints { make in
      constraint = make.top.equalToSuperview().constraint
    }
    let line: UInt = #line - 2
    #expect(constraint?.layoutConstraints.first?.line == line)
    let file = constraint.map { "\($0.layoutConstraints.first?.file ?? "")" } ?? ""
    #expect(file.hasSuffix("ConstraintMakerTests.swift"))
  }

  @Test func huggingAndCompressionAccessors() {
    let view = View()
    view.snp.contentHuggingHorizontalPriority = 300
    view.snp.contentHuggingVerticalPriority = 301
    view.snp.contentCompressionResistanceHorizontalPriority = 700
    view.snp.contentCompressionResistanceVerticalPriority = 701
    #expect(view.contentHuggingPriority(for: .horizontal) == 300)
    #expect(view.snp.contentHuggingVerticalPriority == 301)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == 700)
    #expect(view.snp.contentCompressionResistanceVerticalPriority == 701)
  }

  @Test func priorityAcceptsNamedLevelsNumbersAndLayoutPriorities() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    var handles: [Constraint] = []
    view.snp.makeConstraints { make in
      handles.append(make.width.equalTo(1).priority(.medium).constraint)
      handles.append(make.width.equalTo(2).priority(LayoutPriority.defaultHigh).constraint)
      handles.append(
        make.width.equalTo(3).priority(ConstraintPriority.high.advanced(by: 1)).constraint)
      handles.append(make.width.equalTo(4).priority(Double(600)).constraint)
      handles.append(make.width.equalTo(5).priority(.low + 2).labeled("five").constraint)
    }
    let priorities = handles.map { $0.layoutConstraints.first?.priority.rawValue ?? 0 }
    #expect(priorities == [500, 750, 751, 600, 252])
    #expect(handles.last?.layoutConstraints.first?.identifier == "five")
  }
}
