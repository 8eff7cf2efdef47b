import Foundation
import Testing

@Suite struct CheckCommandTests {
  /// Every example document is free of conflicts and ambiguity (check once
  /// caught the login example's button placed only by `>=`).
  @Test(arguments: ["Examples/login.yaml", "Examples/settings.yaml", "Examples/card-grid.json"])
  func exampleDocumentsHaveNoProblems(file: String) throws {
    let result = try CLIRunner.run(["check", file])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout == "\(file): no layout problems\n")
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
    #expect(result.stdout.contains("broken.yaml:8:5: error: these constraints cannot all hold"))
    #expect(result.stdout.contains("broken.yaml:6:5: note: box.leading == superview.leading + 10\n"))
    #expect(result.stdout.contains("broken.yaml:7:5: note: box.trailing == superview.trailing - 10\n"))
    #expect(result.stdout.contains("broken.yaml:1:16: note: the canvas is 300 points wide\n"))
    #expect(result.stdout.contains("such as 'box.width == 100 @999'"))
    // The ambiguity: nothing places `loose` horizontally.
    #expect(result.stdout.contains("broken.yaml:4:11: warning: loose's x position is not decided by its constraints"))
    #expect(result.stdout.hasSuffix("1 error, 1 warning\n"))
    // Written for the reader of the document: no Swift source, no engine names, no Swift advice.
    for leak in [".swift", "UIView", "View-", "setContentHugging", "Root-width", "LayoutConstraint"] {
      #expect(!result.stdout.contains(leak), "\(leak) in \(result.stdout)")
    }
  }

  @Test func malformedDocumentsAreInputErrors() throws {
    let path = try CLIRunner.temporaryFile("views: [{name: a, kind: sprocket}]\n", name: "bad.yaml")
    let result = try CLIRunner.run(["check", path])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("\(path):1:25: error: "), "\(result.stderr)")
  }

  /// A view the document leaves without constraints is ambiguous on both
  /// axes, as UIKit reports it, not "no problems".
  @Test func aViewWithNoConstraintsIsReported() throws {
    let path = try CLIRunner.temporaryFile("canvas: {size: 300x200}\nviews:\n  - name: box\n", name: "lonely.yaml")
    let result = try CLIRunner.run(["check", path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("lonely.yaml:3:11: warning: box's x position and width are not decided"))
    #expect(result.stdout.contains("lonely.yaml:3:11: warning: box's y position and height are not decided"))
  }

  /// The engine's own constraints, in the document's words: a view's
  /// natural size names its `hugging:` and `compressionResistance:` keys.
  @Test func engineConstraintsAreDescribedInWords() throws {
    let document = """
      canvas: {size: 300x200}
      views:
        - {name: badge, intrinsicSize: 80x20, compressionResistance: 1000}
      constraints:
        - badge.leading == superview.leading
        - badge.top == superview.top
        - badge.width == 50
      """
    let path = try CLIRunner.temporaryFile(document, name: "badge.yaml")
    let result = try CLIRunner.run(["check", path])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "badge.yaml:3:12: note: badge is at least 80 points wide by its 'intrinsicSize:' ('compressionResistance:' 1000)"
      ),
      "\(result.stdout)")
  }

  /// Exit statuses as Unix tools use them: 0 clean, 1 problems, 2 input or usage.
  @Test func exitStatuses() throws {
    #expect(try CLIRunner.run(["check", "Examples/login.yaml"]).status == 0)
    #expect(try CLIRunner.run(["check", "/nonexistent.yaml"]).status == 2)
    #expect(try CLIRunner.run(["check"]).status == 2)
    let bogus = try CLIRunner.run(["check", "--bogus", "Examples/login.yaml"])
    #expect(bogus.status == 2)
    // Usage mistakes read as the tool's other errors do, then the usage line.
    #expect(bogus.stderr.hasPrefix("autolayout: error: Unknown option '--bogus'"), "\(bogus.stderr)")
    let help = try CLIRunner.run(["check", "--help"])
    #expect(help.status == 0 && help.stdout.contains("Exit status: 0 when all went well, 1 when layout problems"))
    let unknownKey = try CLIRunner.temporaryFile("views: [{name: a, colour: red}]\n", name: "key.yaml")
    #expect(try CLIRunner.run(["check", unknownKey]).status == 2)
  }

  /// `-` reads the document from standard input; errors name `<stdin>`.
  @Test func standardInput() throws {
    let text = try String(contentsOfFile: "Examples/login.yaml", encoding: .utf8)
    let result = try CLIRunner.run(["check", "-"], stdin: text)
    #expect(result.status == 0 && result.stdout == "<stdin>: no layout problems\n", "\(result.stderr)")
    let bad = try CLIRunner.run(["check", "-"], stdin: "views: [{name: 1a}]\n")
    #expect(bad.status == 2 && bad.stderr.hasPrefix("<stdin>:1:16: error: "), "\(bad.stderr)")
  }

  /// The view limit can be raised, and its message says how.
  @Test func theViewLimitCanBeRaised() throws {
    let views = (0..<5).map { "  - name: v\($0)" }.joined(separator: "\n")
    let path = try CLIRunner.temporaryFile("views:\n\(views)\n", name: "many.yaml")
    let limited = try CLIRunner.run(["check", path, "--max-views", "3"])
    #expect(limited.status == 2 && limited.stderr.contains("pass --max-views to allow more"), "\(limited.stderr)")
    #expect(try CLIRunner.run(["check", path, "--max-views", "10"]).status == 1)
  }

  /// The document and report Docs/LayoutDocuments.md shows under "The commands",
  /// read from the page itself, so the page cannot drift from what `check` prints.
  @Test func theDocumentedReportIsWhatCheckPrints() throws {
    let page = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/LayoutDocuments.md"),
      encoding: .utf8)
    func block(after marker: String) throws -> String {
      let start = try #require(page.range(of: marker), "no '\(marker)' in the page")
      let fence = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
      let body = try #require(page.range(of: "\n", range: fence.upperBound..<page.endIndex))
      let end = try #require(page.range(of: "```", range: body.upperBound..<page.endIndex))
      return String(page[body.upperBound..<end.lowerBound])
    }
    let document = try block(after: "For this document,")
    let report = try block(after: "`autolayout check c.yaml` prints (and exits with status 1):")
    let path = try CLIRunner.temporaryFile(document, name: "c.yaml")
    let result = try CLIRunner.run(["check", path])
    #expect(result.status == 1)
    #expect(result.stdout.replacingOccurrences(of: path, with: "c.yaml") == report)
  }
}
