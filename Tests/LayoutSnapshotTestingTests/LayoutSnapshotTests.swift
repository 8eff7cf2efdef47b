import Foundation
import LayoutCore
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// The strategies users put in their own tests, used as they would use them.
@Suite struct LayoutSnapshotTests {
  func toolbar(_ direction: UserInterfaceLayoutDirection) -> Window {
    let window = Window(size: CGSize(width: 320, height: 44), layoutDirection: direction)
    window.debugName = "toolbar"
    let back = Label()
    let title = Label()
    back.debugName = "back"
    back.text = "Back"
    title.debugName = "title"
    title.text = "Settings"
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

  @Test func textJSONAndSVG() {
    withSnapshotTesting(record: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" ? .all : .missing) {
      assertSnapshot(of: toolbar(.leftToRight), as: .layoutText(columns: 64), named: "ltr")
      assertSnapshot(of: toolbar(.rightToLeft), as: .layoutText(columns: 64), named: "rtl")
      assertSnapshot(of: toolbar(.leftToRight), as: .layoutJSON)
      assertSnapshot(of: toolbar(.leftToRight), as: .layoutSVG)
    }
  }

  @Test func aChangedLayoutFailsTheSnapshot() {
    // A different layout gives a different text, so a snapshot would catch it.
    let moved = toolbar(.leftToRight)
    let reference = Snapshotting<Window, String>.layoutJSON.snapshot(toolbar(.leftToRight))
    moved.subviews[0].translatesAutoresizingMaskIntoConstraints = true
    moved.subviews[0].frame = CGRect(x: 100, y: 0, width: 10, height: 10)
    var captured: String?
    _ = Snapshotting<Window, String>.layoutJSON.snapshot(moved).run { captured = $0 }
    var expected: String?
    _ = reference.run { expected = $0 }
    #expect(captured != nil && expected != nil && captured != expected)
  }
}
