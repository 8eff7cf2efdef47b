import SnapshotTesting
import Testing
import UIKit
import UIKitCode

// pointfree's swift-snapshot-testing beside this package's UIKit module.
// Its sources import UIKit under `canImport(UIKit)`, which our module makes
// true for everything built after it: Scripts/user-package-check.sh builds
// our module first, on purpose, so that this target's dependency compiles
// against it.

@Test @MainActor func theProfileScreenMatchesItsRecordedFrames() {
  let header = showProfile()
  let frames = "header \(header.origin.x) \(header.origin.y) \(header.width) \(header.height)"
  assertSnapshot(of: frames, as: .lines, record: .never)
}
