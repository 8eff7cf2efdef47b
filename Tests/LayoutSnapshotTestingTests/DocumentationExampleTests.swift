import Foundation
import LayoutCore
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

// The examples of the LayoutSnapshotTesting DocC catalog (LayoutSnapshotTesting.md
// and Articles/GettingStarted.md), run as a user's test would run them. The
// reference files are in __Snapshots__/DocumentationExampleTests/.

/// Articles/GettingStarted.md, "Describe a screen".
private func makeToolbar() -> Window {
  let window = Window(size: CGSize(width: 320, height: 44))
  window.debugName = "toolbar"
  let back = Label(text: "Back")
  back.debugName = "back"
  let title = Label(text: "Settings")
  title.debugName = "title"
  for label in [back, title] {
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
  }
  LayoutConstraint.activate([
    back.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
    back.centerYAnchor.constraint(equalTo: window.centerYAnchor),
    title.centerXAnchor.constraint(equalTo: window.centerXAnchor),
    title.centerYAnchor.constraint(equalTo: window.centerYAnchor),
  ])
  return window
}

/// What a strategy makes of a value, as the reference file would hold it.
private func render(_ window: Window, as strategy: Snapshotting<Window, String>) -> String? {
  var text: String?
  _ = strategy.snapshot(window).run { text = $0 }
  return text
}

@Suite struct DocumentationExampleTests {
  /// Articles/GettingStarted.md, "Assert snapshots" (and the root page's example).
  @Test func toolbarLayout() {
    withSnapshotTesting(record: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" ? .all : .missing) {
      let window = makeToolbar()
      assertSnapshot(of: window, as: .layoutText)
      assertSnapshot(of: window, as: .layoutJSON)
      assertSnapshot(of: window, as: .layoutSVG)
    }
  }

  /// Articles/GettingStarted.md, "Read the references": the text and JSON the article shows.
  @Test func gettingStartedReferencesReadAsShown() {
    let text = render(makeToolbar(), as: .layoutText)
    #expect(
      text?.trimmingCharacters(in: .newlines) == """
        ┌toolbar───────────────────────────────────────────────────────────────────────┐
        │ ┌back───┐                    ┌title───────────┐                              │
        │ │Back   │                    │Settings        │                              │
        │ │       │                    │                │                              │
        │ └───────┘                    └────────────────┘                              │
        └──────────────────────────────────────────────────────────────────────────────┘
        toolbar: x 0, y 0, 320 × 44
          back: x 8, y 12, 34 × 20
          title: x 126, y 12, 68 × 20
        """)
    let json = render(makeToolbar(), as: .layoutJSON)
    #expect(
      json?.trimmingCharacters(in: .newlines) == """
        {
          "version": 1,
          "frames": {
            "back": {"x": 8, "y": 12, "width": 34, "height": 20},
            "title": {"x": 126, "y": 12, "width": 68, "height": 20}
          }
        }
        """)
  }
}
