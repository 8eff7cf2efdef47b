import ArgumentParser
import Foundation
import LayoutCore
import LayoutDocument

/// `autolayout check FILE [--rtl]`: every diagnostic of a layout document.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report unsatisfiable constraints and ambiguous views in a layout document.",
    discussion: """
      Lays the document out and prints every problem: required constraints that
      conflict (the smallest conflicting set, which one was broken, where each was
      written, and what to change), and views whose position or size the
      constraints leave open, with the constraints that touch them. Exits with 1
      when there is any problem, 0 when there is none.

      Example:
        autolayout check Examples/login.yaml
      """
  )

  @Argument(help: "The layout document (YAML or JSON).")
  var file: String

  @Flag(help: "Check the right-to-left layout.")
  var rtl = false

  func run() throws {
    let document: LayoutDocument
    do {
      document = try LayoutDocument(
        contentsOfFile: file, options: LayoutDocument.Options(layoutDirection: rtl ? .rightToLeft : nil))
    } catch {
      throw CommandError("\(error.file):\(error.line):\(error.column): \(error.message)")
    }
    let report = document.window.checkLayout()
    print(report.hasProblems ? "\(file): \(report.problemCount) problem(s)\n\(report)" : "\(file): \(report)")
    if report.hasProblems { throw ExitCode(1) }
  }
}
