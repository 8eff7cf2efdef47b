import Foundation
import Testing

@testable import LayoutCore

@Suite struct SafeAreaTests {
  private let insets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  @Test func aFullScreenViewGetsTheWindowsInsets() {
    let window = makeWindow(safeArea: insets)
    let full = constrainedView("full", in: window)
    let content = constrainedView("content", in: full)
    LayoutConstraint.activate([
      full.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      full.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      full.topAnchor.constraint(equalTo: window.topAnchor),
      full.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: full.safeAreaLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: full.safeAreaLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: full.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: full.safeAreaLayoutGuide.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(window.safeAreaInsets == insets)
    #expect(full.safeAreaInsets == insets)
    #expect(full.safeAreaLayoutGuide.layoutFrame == rect(0, 47, 390, 763))
    expectFrame(content, rect(0, 47, 390, 763))
  }

  @Test func viewsGetOnlyTheOverlappingPart() {
    let window = makeWindow(safeArea: insets)
    let top = View(frame: rect(0, 20, 390, 100))
    let middle = View(frame: rect(0, 300, 390, 100))
    window.addSubview(top)
    window.addSubview(middle)
    #expect(top.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(View().safeAreaInsets == .zero, "not in a window")
  }

  @Test func changingTheWindowsInsetsMovesGuidedViews() {
    let window = makeWindow(safeArea: insets)
    let bar = constrainedView("bar", in: window)
    LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 10),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame.minY == 47)
    window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(bar.frame.minY == 20)
  }
}
