#if canImport(Glibc)
  import Glibc
#endif

// Soak runner: long random edit sequences on the solver and on view trees,
// invariants checked after every step, memory compared with a warm baseline
// after every teardown. Exit status 0 only if every mode passed.
// Scripts/soak.sh builds it in release mode and runs both modes.

let options: SoakOptions
do {
  options = try SoakOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  Console.error("\(error)")
  exit(2)
}

if let trace = options.replay {
  exit(SolverTraceReplay.main(path: trace, minimise: options.minimise))
}

let runner = SoakRunner(options: options)
var results: [SoakResult] = []
if options.mode != .tree {
  results.append(runner.run(SolverSoak(seed: options.seed, trace: options.trace, freshRounds: options.freshRounds)))
}
if options.mode != .solver {
  results.append(runner.run(TreeSoak(seed: options.seed, trace: options.trace)))
}

Console.out("")
Console.out(SoakResult.table(results))
Console.out(
  "RSS limit: fail when the end RSS exceeds the warm baseline by more than "
    + "\(SoakResult.allowedGrowthBytes >> 20) MB and by more than \(Int(SoakResult.allowedGrowthFraction * 100))%.")
for result in results {
  for violation in result.counters.violations.prefix(5) { Console.out("violation [\(result.name)]: \(violation)") }
  if !result.footprintStable {
    Console.out("footprint [\(result.name)]: baseline \(result.baselineFootprint), end \(result.endFootprint)")
  }
}
exit(results.allSatisfy(\.passed) ? 0 : 1)
