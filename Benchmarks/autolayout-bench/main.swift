// Repeats one workload many times in one process, for profiling and for timing
// systems too small to time in one run (such as enaml's 111 constraints).
//
//   swift run -c release autolayout-bench FILE.json [REPEAT]
import Foundation
import SolverWorkload

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: autolayout-bench FILE.json [REPEAT]\n".utf8))
  exit(2)
}
let repeatCount = arguments.count >= 3 ? Int(arguments[2]) ?? 100 : 100
do {
  let workload = try Workload.parse(Data(contentsOf: URL(fileURLWithPath: arguments[1])))
  var bestAdd = Double.infinity
  var firstAdd: Double?
  var bestSteps: [String: Double] = [:]
  for _ in 0..<repeatCount {
    // Each run builds a new solver; variables and constraints can be shared between solvers.
    let run = try WorkloadRun(workload)
    bestAdd = min(bestAdd, run.addSeconds)
    if firstAdd == nil { firstAdd = run.addSeconds }
    for p in run.phases {
      let perStep = (p.suggestSeconds + p.updateSeconds) / Double(max(1, p.steps))
      bestSteps[p.name] = min(bestSteps[p.name] ?? .infinity, perStep)
    }
  }
  print("workload \(workload.name): \(workload.constraints.count) constraints, best of \(repeatCount)")
  print(String(format: "first run (cold) add all: %.1f µs", (firstAdd ?? 0) * 1e6))
  print(
    String(
      format: "add all: %.1f µs (%.2f µs per constraint)", bestAdd * 1e6,
      bestAdd * 1e6 / Double(workload.constraints.count)))
  for (name, seconds) in bestSteps.sorted(by: { $0.key < $1.key }) {
    print(String(format: "phase %@: %.2f µs per step", name, seconds * 1e6))
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
