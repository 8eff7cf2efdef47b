import Foundation
import Testing

@Suite struct DemoCommandTests {
  @Test func writesTheGalleryAndSaysWhere() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)").path
    let result = try CLIRunner.run(["demo", "--output", folder])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Open \(folder)/index.html"))
    #expect(FileManager.default.fileExists(atPath: "\(folder)/index.html"))
    #expect(FileManager.default.fileExists(atPath: "\(folder)/vfl-find-panel-rtl.svg"))
    #expect(result.stderr.contains("[1/"))  // progress lines
  }
}
