import Foundation
import LayoutCore
import Testing

@testable import LayoutMaker

/// The examples of Docs/LayoutMaker.md and of the DocC catalog (LayoutMaker.md,
/// Articles/GettingStarted.md, ChainsAndTargets.md, ComingFromSnapKit.md), run.
@Suite struct DocumentationExampleTests {
  @Test func userGuideExample() {
    let window = keep(
      Window(
        size: CGSize(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
    let header = View()
    let body = View()
    window.addSubview(header)
    window.addSubview(body)

    header.snp.makeConstraints { make in
      make.top.equalToSuperview { $0.safeAreaLayoutGuide }
      make.horizontalEdges.equalToSuperview()
      make.height.equalTo(60)
    }
    var bodyTop: Constraint?
    body.snp.makeConstraints { make in
      bodyTop = make.top.equalTo(header.snp.bottom).offset(8).constraint
      make.leading.trailing.equalToSuperview().inset(16)
      make.bottom.equalToSuperview { $0.safeAreaLayoutGuide }
    }
    window.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 16, y: 115, width: 358, height: 695))
    bodyTop?.update(offset: 20)
    window.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 16, y: 127, width: 358, height: 683))
  }

  /// LayoutMaker.md, the root page's overview.
  @Test func catalogExample() {
    let (_, card) = makeContainer()
    let avatar = addView("avatar", to: card)
    let title = Label(text: "Ada")
    card.addSubview(title)
    avatar.snp.makeConstraints { make in
      make.width.height.equalTo(48)
      make.leading.equalToSuperview().inset(16)
      make.centerY.equalToSuperview()
    }
    title.snp.makeConstraints { make in
      make.leading.equalTo(avatar.snp.trailing).offset(12)
      make.trailing.lessThanOrEqualToSuperview().inset(16)
      make.firstBaseline.equalTo(avatar.snp.centerY)
    }
    expectFrame(avatar, 16, 176, 48, 48)
    #expect(title.frame.minX == 76)
    #expect(title.frame.minY < 200 && title.frame.maxY > 200)
    #expect(card.layoutDiagnostics.records.isEmpty)
    #expect(avatar.snp.diagnostics.isEmpty && title.snp.diagnostics.isEmpty)
  }

  // MARK: - Articles/GettingStarted.md

  @Test func gettingStartedWalkThrough() {
    let window = Window(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let header = View()
    let body = View()
    window.addSubview(header)
    window.addSubview(body)

    // "Make the constraints"
    header.snp.makeConstraints { make in
      make.top.equalToSuperview { $0.safeAreaLayoutGuide }
      make.horizontalEdges.equalToSuperview()
      make.height.equalTo(60)
    }
    var bodyTop: Constraint?
    body.snp.makeConstraints { make in
      bodyTop = make.top.equalTo(header.snp.bottom).offset(8).constraint
      make.leading.trailing.equalToSuperview().inset(16)
      make.bottom.equalToSuperview { $0.safeAreaLayoutGuide }
    }
    #expect(!header.translatesAutoresizingMaskIntoConstraints)
    #expect(!body.translatesAutoresizingMaskIntoConstraints)

    // "Lay out and read frames"
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 47, width: 390, height: 60))
    #expect(body.frame == CGRect(x: 16, y: 115, width: 358, height: 695))

    // "Change the constraints"
    bodyTop?.update(offset: 20)
    window.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 16, y: 127, width: 358, height: 683))

    header.snp.updateConstraints { make in
      make.height.equalTo(80)
    }
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 47, width: 390, height: 80))
    #expect(body.frame == CGRect(x: 16, y: 147, width: 358, height: 663))
    #expect(header.snp.diagnostics.isEmpty && body.snp.diagnostics.isEmpty)
    #expect(window.layoutDiagnostics.records.isEmpty)

    // "Check for mistakes"
    let orphan = View()
    orphan.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }
    #expect(orphan.snp.diagnostics.first?.kind == .missingSuperview)
    #expect(orphan.snp.diagnostics.first?.file.hasSuffix("DocumentationExampleTests.swift") == true)
  }

  // MARK: - Articles/ChainsAndTargets.md

  @Test func chainsAndTargetsValueAndItemTargets() {
    let window = keep(Window(size: CGSize(width: 400, height: 400)))
    let card = View()
    let badge = View()
    window.addSubview(card)
    window.addSubview(badge)

    card.snp.makeConstraints { make in
      make.top.leading.equalTo(20)
      make.size.equalTo(CGSize(width: 200, height: 100))
    }
    badge.snp.makeConstraints { make in
      make.size.equalTo(24)
      make.centerY.equalTo(card)
      make.leading.equalTo(card.snp.trailing).offset(8)
    }
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 20, width: 200, height: 100))
    #expect(badge.frame == CGRect(x: 228, y: 58, width: 24, height: 24))
  }

  @Test func chainsAndTargetsInsetsAndMultipliers() {
    let window = keep(Window(size: CGSize(width: 400, height: 200)))
    let panel = View()
    let strip = View()
    window.addSubview(panel)
    window.addSubview(strip)

    panel.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    strip.snp.makeConstraints { make in
      make.top.leading.equalTo(panel)
      make.width.equalTo(panel).multipliedBy(0.5)
      make.height.equalTo(panel).dividedBy(4)
    }
    window.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 20, y: 10, width: 340, height: 160))
    #expect(strip.frame == CGRect(x: 20, y: 10, width: 170, height: 40))
  }

  @Test func chainsAndTargetsPrioritiesAndLabels() {
    let (_, container) = makeContainer()
    let label = addView("label", to: container)

    let handle = label.snp.prepareConstraints { make in
      make.width.equalTo(500).priority(.high).labeled("label-width")
    }.first
    #expect(handle?.layoutConstraints.first?.priority == LayoutPriority(750))
    #expect(handle?.layoutConstraints.first?.identifier == "label-width")
    #expect(handle?.isActive == false)
  }

  // MARK: - Articles/ComingFromSnapKit.md

  @Test func comingFromSnapKitMixedAxesAreRecorded() {
    let (_, container) = makeContainer()
    let tag = addView("tag", to: container)
    let title = addView("title", to: container)

    tag.snp.makeConstraints { make in
      make.leading.equalTo(title.snp.top)
    }
    #expect(tag.snp.diagnostics.first?.kind == .invalidConstraint)
    #expect(container.snp.installedConstraints.isEmpty)
  }

  @Test func comingFromSnapKitConstantsAddUp() {
    let window = keep(Window(size: CGSize(width: 400, height: 400)))
    let spacer = View()
    window.addSubview(spacer)

    spacer.snp.makeConstraints { make in
      make.width.equalTo(10).offset(5)
    }
    window.layoutIfNeeded()
    #expect(spacer.frame.width == 15)
  }

  @Test func comingFromSnapKitLiveConstraintsChange() {
    let window = keep(Window(size: CGSize(width: 400, height: 400)))
    let panel = View()
    window.addSubview(panel)

    var width: Constraint?
    panel.snp.makeConstraints { make in
      make.top.leading.equalToSuperview()
      make.height.equalTo(50)
      width = make.width.equalToSuperview().multipliedBy(0.5).constraint
    }
    window.layoutIfNeeded()
    #expect(panel.frame.width == 200)
    width?.update(multiplier: 0.25)
    width?.update(priority: .low)
    window.layoutIfNeeded()
    #expect(panel.frame.width == 100)
    #expect(width?.layoutConstraints.first?.priority == LayoutPriority(250))
    #expect(width?.layoutConstraints.first?.multiplier == 0.25)
    #expect(width?.isActive == true)
  }
}
