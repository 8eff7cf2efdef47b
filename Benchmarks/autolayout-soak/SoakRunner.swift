/// Drives a workload for the options' budget, tearing down to empty every
/// checkpoint to compare the footprint and resident memory with the baselines
/// taken after the first (warm-up) round.
struct SoakRunner {
  let options: SoakOptions

  func run<W: SoakWorkload>(_ workload: W) -> SoakResult {
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = options.seconds.map { start + .milliseconds(Int($0 * 1000)) }
    var result = SoakResult(
      name: workload.name, seconds: 0, steps: 0, counters: SoakCounters(), checkpoints: 0,
      baselineRSS: 0, peakCheckpointRSS: 0, peakRSS: 0, endRSS: 0, footprintStable: true,
      baselineFootprint: "", endFootprint: "")
    var baseline: W.Footprint?
    var step = 0
    var lastTime = start
    var lastStep = 0
    let budget = options.steps.map { "\($0) steps" } ?? "\(formatFixed(options.seconds ?? 0, 0)) s"
    say("[\(workload.name)] seed \(options.seed), \(budget), checkpoint every \(options.checkpoint) steps")

    func checkpoint() {
      let footprint = workload.tearDown()
      ProcessMemory.trim()
      let rss = ProcessMemory.residentBytes()
      let now = clock.now
      let rate = Double(step - lastStep) / seconds(now - lastTime)
      lastTime = now
      lastStep = step
      result.checkpoints += 1
      var note = ""
      if let baseline {
        if footprint != baseline {
          result.footprintStable = false
          note = "  FOOTPRINT DIFFERS from baseline \(baseline)"
        }
      } else {
        // The first round warms caches and grows storage to its working size:
        // its teardown is the baseline the later ones are held to.
        baseline = footprint
        result.baselineRSS = rss
        result.baselineFootprint = "\(footprint)"
        note = "  (warm-up: baseline)"
      }
      result.peakCheckpointRSS = max(result.peakCheckpointRSS, rss)
      result.endRSS = rss
      result.endFootprint = "\(footprint)"
      let growth = Double(rss - result.baselineRSS) / 1_048_576
      say(
        "[\(workload.name)] step \(step)  \(formatFixed(rate, 0)) ops/s  RSS \(formatFixed(Double(rss) / 1_048_576, 1)) MB"
          + " (\(growth >= 0 ? "+" : "")\(formatFixed(growth, 1)))  footprint: \(footprint)\(note)")
    }

    var reported = 0
    while true {
      if options.trace { Console.error("-- step \(step)") }
      workload.step(step)
      step += 1
      let failed = workload.counters.violationCount > reported
      if failed {
        say("[\(workload.name)] VIOLATION: \(workload.counters.lastViolation)")
        say("[\(workload.name)] replay with: --mode \(workload.name) --seed \(options.seed) --steps \(step) --trace")
        reported = workload.counters.violationCount
      }
      let done: Bool
      if failed && !options.keepGoing {
        done = true
      } else if let steps = options.steps {
        done = step >= steps
      } else {
        // Reading the clock every step would cost more than a small step.
        done = step % 32 == 0 && clock.now >= deadline!
      }
      // After a violation the state may be broken for good: start a fresh round.
      if done || failed || step % options.checkpoint == 0 { checkpoint() }
      reported = workload.counters.violationCount
      if done { break }
    }
    result.seconds = seconds(clock.now - start)
    result.steps = step
    result.counters = workload.counters
    result.peakRSS = ProcessMemory.peakResidentBytes()
    return result
  }

  private func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  /// Prints a progress line.
  private func say(_ line: String) {
    Console.out(line)
  }
}
