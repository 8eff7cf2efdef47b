import Foundation
import Testing

/// `autolayout check` on hostile documents: an error on one short line and exit code 1,
/// never a crash (Scripts/hostile-documents.sh runs many more, with time and memory).
@Suite struct HostileCheckTests {
  nonisolated struct Hostile: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var text: String
    var message: String
    var testDescription: String { name }
  }

  nonisolated static let cases: [Hostile] = [
    Hostile(
      name: "100k-deep JSON arrays", file: "deep.json",
      text: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
      message: "nested too deeply"),
    Hostile(
      name: "a 1.9 MB invalid name", file: "name.yaml",
      text: "views:\n  - name: " + String(repeating: "x-", count: 950_000) + "\n",
      message: "(1900000 characters)' is not a valid name"),
    Hostile(
      name: "NaN", file: "nan.json", text: "{\"metrics\": {\"pad\": \"NaN\"}}", message: "must be a finite number"),
    Hostile(
      name: "a misspelt view", file: "typo.yaml",
      text: "views: [{name: title}]\nconstraints:\n  - title.top == titel.bottom\n",
      message: "did you mean 'title'?"),
  ]

  @Test(arguments: cases) func hostileDocumentsEndInOneClearError(_ c: Hostile) throws {
    let path = try CLIRunner.temporaryFile(c.text, name: c.file)
    let result = try CLIRunner.run(["check", path])
    #expect(result.status == 2, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr.prefix(500))")
    #expect(result.stderr.hasPrefix("\(path):"))
    #expect(result.stderr.contains(": error: "))
    #expect(result.stderr.contains(c.message), "\(result.stderr.prefix(500))")
    #expect(result.stderr.utf8.count < 2_000)
  }

  @Test func conflictingConstraintsAreProblemsNotCrashes() throws {
    let path = try CLIRunner.temporaryFile(
      "views: [{name: a}]\nconstraints:\n  - a.width == 10\n  - a.width == 20\n  - a.left == a.left + 10\n  - V:|[a(5)]\n",
      name: "conflict.yaml")
    let result = try CLIRunner.run(["check", path])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("conflict.yaml:4:5") || result.stdout.contains("conflict.yaml:3:5"), "\(result.stdout)")
  }
}
