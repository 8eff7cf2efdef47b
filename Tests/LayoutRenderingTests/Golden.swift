import Foundation
import Testing

/// Compares text with a file next to the tests, in `__Snapshots__/`.
///
/// A missing file is written and the test fails once, so that a new golden
/// file is always looked at; `RECORD_SNAPSHOTS=1 swift test` rewrites them all.
func expectGolden(
  _ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
  let file = folder.appendingPathComponent(name)
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? text.write(to: file, atomically: true, encoding: .utf8)
    Issue.record("recorded \(name); check it and run the tests again", sourceLocation: sourceLocation)
    return
  }
  #expect(text == expected, "differs from __Snapshots__/\(name)", sourceLocation: sourceLocation)
}
