import Foundation
import Testing

@Suite struct CheckCommandTests {
  /// Every example document is free of conflicts and ambiguity (check once
  /// caught the login example's button placed only by `>=`).
  @Test(arguments: ["Examples/login.yaml", "Examples/settings.yaml", "Examples/card-grid.json"])
  func exampleDocumentsHaveNoProblems(file: String) throws {
    let result = try CLIRunner.run(["check", file])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("No layout problems."))
  }

  @Test func conflictsAndAmbiguityAreReportedWithWhereTheyWereWritten() throws {
    let document = """
      canvas: {size: 300x200}
      views:
        - name: box
        - name: loose
      constraints:
        - box.leading == superview.leading + 10
        - box.trailing == superview.trailing - 10
        - box.width == 100
        - box.top == superview.top
        - box.height == 50
        - loose.top == superview.top
        - loose.width == 40
        - loose.height == 40
      """
    let path = try CLIRunner.temporaryFile(document, name: "broken.yaml")
    let result = try CLIRunner.run(["check", path])
    #expect(result.status == 1)
    // The conflict: the width against the two pinned edges, each with its line in the document.
    #expect(result.stdout.contains("Unable to simultaneously satisfy constraints"))
    #expect(result.stdout.contains("broken.yaml:6:"))
    #expect(result.stdout.contains("broken.yaml:7:"))
    #expect(result.stdout.contains("broken.yaml:8:"))
    // The ambiguity: nothing places `loose` horizontally.
    #expect(result.stdout.contains("loose"))
    #expect(result.stdout.lowercased().contains("horizontal"))
  }

  @Test func malformedDocumentsAreInputErrors() throws {
    let path = try CLIRunner.temporaryFile("views: [{name: a, kind: sprocket}]\n", name: "bad.yaml")
    let result = try CLIRunner.run(["check", path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("bad.yaml:1:"))
  }
}
