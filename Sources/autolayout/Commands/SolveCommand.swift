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
      variables and suggestion phases, as read by shared/bench/harness.py. Constraints
      are added in file order; one that cannot hold is skipped and its index listed
      under "rejected". Then the edits are added and every phase is run.

      Example:
        python3 ../shared/bench/gen.py 100 --layout grid -o grid_100.json
        autolayout solve grid_100.json --timing
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
      data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      throw CommandError("cannot read \(file): \(error.localizedDescription)")
    }
    let workload: Workload
    do {
      workload = try Workload.parse(data)
    } catch {
      throw CommandError("\(file): \(error)")
    }
    let run = try WorkloadRun(workload, churn: churn, constantChanges: constantChanges)
    print(run.json(workload, timing: timing))
  }
}
