import SnapshotTesting
import Testing
import UIKit
import UIKitCode

/// A snapshot test as an iOS team writes one, here of the frames as text
/// (image strategies need a renderer that Linux lacks): it builds and runs
/// with pointfree's library and this package's UIKit module in one build.
@Test @MainActor func theHeaderFramesMatchTheirSnapshot() {
  let frame = showProfile()
  let text = "header \(frame.origin.x) \(frame.origin.y) \(frame.size.width) \(frame.size.height)"
  #expect(text == "header 16.0 62.0 370.0 80.0")
  assertSnapshot(of: text, as: .lines)
}
