import ArgumentParser
import Foundation
import SolverWorkload

/// `autolayout solve FILE.json [--timing]`.
struct SolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Solve a raw constraint system (format \"cassowary-system/1\") and print the values as JSON.",
    discussion: """
      The file lists variables, constraints (terms, constant, op, strength), edit
      variables and suggestion phases (Docs/Solver.md has the format). Constraints
      are added in file order; one that cannot hold is skipped and its index listed
      under "rejected". Then the edits are added and every phase is run.

      Example:
        autolayout solve Examples/solver/midpoint.json --timing

      \(ExitStatus.help)
      """
  )

  @Argument(help: "The system, as JSON ('-' reads standard input).")
  var file: String

  @Flag(help: "Add timing fields like harness.py's (add, edits, each phase).")
  var timing = false

  @Option(help: "Remove and re-add this many evenly spaced constraints afterwards, timed.")
  var churn = 0

  @Option(help: "Change this many evenly spaced constants in place and back afterwards, timed.")
  var constantChanges = 0

  func run() throws {
    let data: Data
    do {
      data =
        file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      throw CommandError(file == "-" ? "cannot read standard input" : "no such file: \(file)")
    }
    let workload: Workload
    do {
      workload = try Workload.parse(data)
    } catch {
      throw CommandError("\(error)", file: file == "-" ? "<stdin>" : file, line: 1, column: 1)
    }
    let run = try WorkloadRun(workload, churn: churn, constantChanges: constantChanges)
    print(run.json(workload, timing: timing))
  }
}
