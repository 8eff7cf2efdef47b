import Foundation
import Testing

@testable import LayoutCore

@Suite struct ReadableContentGuideTests {
  /// On a wide screen the guide is 672 points wide and centered (UIKit's
  /// 1024-point iPad: inset 176 from each edge).
  @Test func readableWidthIsCappedAndCentered() {
    let window = makeWindow(width: 1024, height: 768)
    let text = constrainedView("text", in: window)
    let guide = window.readableContentGuide
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.topAnchor.constraint(equalTo: guide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    expectFrame(text, rect(176, 8, 672, 100))
    #expect(guide.layoutFrame == rect(176, 8, 672, 752))
  }

  @Test func onANarrowScreenItFollowsTheMargins() {
    let window = makeWindow()
    let guide = window.readableContentGuide
    let text = constrainedView("text", in: window)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.topAnchor.constraint(equalTo: guide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    expectFrame(text, rect(8, 8, 374, 10))
  }
}
