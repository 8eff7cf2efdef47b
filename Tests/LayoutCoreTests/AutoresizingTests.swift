import Foundation
import Testing

@testable import LayoutCore

@Suite struct AutoresizingTests {
  @Test func viewsMadeInCodeTranslateTheirMask() {
    #expect(View().translatesAutoresizingMaskIntoConstraints)
    #expect(View().autoresizingMask.isEmpty)
    #expect(AutoresizingMask.flexibleWidth.rawValue == 2)
    #expect(AutoresizingMask.flexibleBottomMargin.rawValue == 32)
  }

  /// Checklist: a size change is split among the flexible parts in
  /// proportion to their lengths: margins 20 and 30 become 68 and 102 when
  /// the superview grows by 120.
  @Test func flexibleMarginsShareASizeChangeProportionally() {
    let parent = View(frame: rect(0, 0, 150, 100))
    let child = View(frame: rect(20, 10, 100, 20))
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    parent.addSubview(child)
    parent.frame = rect(0, 0, 270, 100)
    #expect(child.frame == rect(68, 10, 100, 20))
  }

  /// The same rule through the engine, for a view whose siblings are constrained to it.
  @Test func theEngineAppliesTheSameRule() {
    let window = makeWindow(width: 150, height: 100)
    let child = View(frame: rect(20, 10, 100, 20))
    child.debugName = "child"
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    window.addSubview(child)
    let follower = constrainedView("follower", in: window)
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: child.leadingAnchor),
      follower.topAnchor.constraint(equalTo: child.bottomAnchor),
      follower.widthAnchor.constraint(equalTo: child.widthAnchor),
      follower.heightAnchor.constraint(equalToConstant: 5),
    ])
    window.layoutIfNeeded()
    expectFrame(follower, rect(20, 30, 100, 5))
    window.frame = rect(0, 0, 270, 100)
    window.layoutIfNeeded()
    expectFrame(child, rect(68, 10, 100, 20))
    expectFrame(follower, rect(68, 30, 100, 5))
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  @Test func flexibleWidthAndHeightStretch() {
    let window = makeWindow(width: 200, height: 200)
    let content = View(frame: rect(10, 10, 180, 180))
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(content)
    window.frame = rect(0, 0, 300, 250)
    #expect(content.frame == rect(10, 10, 280, 230))
    let pinned = constrainedView("pinned", in: content)
    LayoutConstraint.activate([
      pinned.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      pinned.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 10),
      pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    expectFrame(pinned, rect(270, 220, 10, 10))
    window.frame = rect(0, 0, 400, 400)
    window.layoutIfNeeded()
    #expect(content.frame == rect(10, 10, 380, 380))
    expectFrame(pinned, rect(370, 370, 10, 10))
  }

  @Test func settingTheFrameOfATranslatingViewMovesItsDependents() {
    let window = makeWindow()
    let anchorView = View(frame: rect(10, 10, 50, 50))
    window.addSubview(anchorView)
    let follower = constrainedView("follower", in: window)
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: anchorView.trailingAnchor, constant: 5),
      follower.topAnchor.constraint(equalTo: anchorView.topAnchor),
      follower.widthAnchor.constraint(equalToConstant: 10),
      follower.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    expectFrame(follower, rect(65, 10, 10, 10))
    anchorView.frame = rect(100, 200, 20, 20)
    window.layoutIfNeeded()
    expectFrame(follower, rect(125, 200, 10, 10))
    #expect(anchorView.frame == rect(100, 200, 20, 20))
  }

  /// The classic mistake: constraining a view that still translates its
  /// mask conflicts with the mask's constraints; the engine breaks the new
  /// constraint, keeps the frame, and says so.
  @Test func constrainingATranslatingViewConflicts() {
    let window = makeWindow()
    let view = View(frame: rect(0, 0, 100, 100))
    view.debugName = "forgotten"
    window.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 300)
    width.isActive = true
    window.layoutIfNeeded()
    #expect(view.frame == rect(0, 0, 100, 100))
    let records = window.layoutDiagnostics.records
    #expect(records.count == 1)
    guard case .unsatisfiable(let broken, let conflicting) = records.first?.kind else {
      Issue.record("expected an unsatisfiable-constraints diagnostic")
      return
    }
    #expect(broken === width)
    #expect(conflicting.contains { $0.identifier == "h=--& v=--&" && $0.firstAttribute == .width })
  }
}
