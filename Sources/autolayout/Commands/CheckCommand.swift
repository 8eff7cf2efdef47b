import ArgumentParser
import Foundation
import LayoutCore
import LayoutDocument

/// `autolayout check FILE [--rtl] [--max-views N]`: every layout problem of a document.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report unsatisfiable constraints and ambiguous views in a layout document.",
    discussion: """
      Lays the document out and prints every problem as file:line:column: error
      (constraints that cannot all hold, with the lines involved and what to
      change) or warning (views whose position or size the constraints leave
      open), with notes that point at the document's lines.

      Examples:
        autolayout check Examples/login.yaml
        cat screen.yaml | autolayout check -

      \(ExitStatus.help)
      """
  )

  @Argument(help: "The layout document (YAML or JSON); '-' reads standard input.")
  var file: String

  @Flag(help: "Check the right-to-left layout.")
  var rtl = false

  @Option(help: "The most views and guides the document may hold (default 1000).")
  var maxViews: Int?

  func validate() throws {
    if let maxViews, !(1...1_000_000).contains(maxViews) {
      throw ValidationError("--max-views must be a whole number from 1 to 1000000")
    }
  }

  func run() throws {
    // Called on the main thread (AutoLayoutCommand.main); views live on the main actor.
    try MainActor.assumeIsolated {
      let document = try DocumentInput.read(file, options: DocumentInput.options(rtl: rtl, maxViews: maxViews))
      let problems = document.problems()
      guard !problems.isEmpty else {
        print("\(document.file): no layout problems")
        return
      }
      print(problems.map(\.description).joined(separator: "\n"))
      let errors = problems.filter { $0.severity == .error }.count
      let warnings = problems.count - errors
      print("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
      throw ExitCode(ExitStatus.problems)
    }
  }
}
