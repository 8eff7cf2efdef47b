/// The figures of one mode's run, and the verdict on them.
struct SoakResult {
  var name: String
  var seconds: Double
  var steps: Int
  var counters: SoakCounters
  var checkpoints: Int
  /// Resident memory after the warm-up round's teardown: the baseline.
  var baselineRSS: Int
  /// The highest resident memory seen at a checkpoint (after teardown and trim).
  var peakCheckpointRSS: Int
  /// The process's peak resident memory over the whole run (VmHWM), mid-round included.
  var peakRSS: Int
  /// Resident memory after the last teardown.
  var endRSS: Int
  /// Whether every teardown's footprint equalled the warm-up one.
  var footprintStable: Bool
  var baselineFootprint: String
  var endFootprint: String

  /// How much resident memory may grow over the warm baseline before the run fails.
  ///
  /// Both limits must be passed. After a teardown and `malloc_trim`, what stays
  /// resident above the warm baseline is allocator bookkeeping, fragmentation of
  /// pages that still hold a few live blocks, and caches the runtime fills lazily
  /// (metadata, string tables): a few MB at most, and not growing with time. A
  /// real leak grows with the operation count: even 16 bytes per step over the
  /// millions of steps of a 10-minute soak is tens of MB. So 8 MB absolute keeps
  /// noise out on a small baseline, and 10% keeps it out on a large one.
  static let allowedGrowthBytes = 8 << 20
  static let allowedGrowthFraction = 0.10

  var rssGrowth: Int { endRSS - baselineRSS }

  var rssGrewTooMuch: Bool {
    rssGrowth > Self.allowedGrowthBytes && Double(rssGrowth) > Self.allowedGrowthFraction * Double(baselineRSS)
  }

  var passed: Bool { counters.violationCount == 0 && footprintStable && !rssGrewTooMuch }

  var opsPerSecond: Double { seconds > 0 ? Double(steps) / seconds : 0 }

  /// A table of the results, one column per mode.
  static func table(_ results: [SoakResult]) -> String {
    func mb(_ bytes: Int) -> String { formatFixed(Double(bytes) / 1_048_576, 1) + " MB" }
    let rows: [(String, (SoakResult) -> String)] = [
      ("seconds", { formatFixed($0.seconds, 1) }),
      ("steps", { "\($0.steps)" }),
      ("ops/s", { formatFixed($0.opsPerSecond, 0) }),
      ("checkpoints", { "\($0.checkpoints)" }),
      ("invariant checks", { "\($0.counters.checks)" }),
      ("rejected ops", { "\($0.counters.rejected)" }),
      ("violations", { "\($0.counters.violationCount)" }),
      ("worst required residual", { $0.counters.worstResidual == 0 ? "0" : "\($0.counters.worstResidual)" }),
      ("RSS baseline", { mb($0.baselineRSS) }),
      ("RSS peak (checkpoints)", { mb($0.peakCheckpointRSS) }),
      ("RSS peak (VmHWM)", { mb($0.peakRSS) }),
      ("RSS end", { mb($0.endRSS) }),
      ("RSS growth", { mb($0.rssGrowth) + ($0.rssGrewTooMuch ? " (too much)" : "") }),
      ("footprint back to baseline", { $0.footprintStable ? "yes" : "NO" }),
      ("verdict", { $0.passed ? "PASS" : "FAIL" }),
    ]
    let labelWidth = rows.map(\.0.count).max()! + 2
    let cells = rows.map { row in results.map { row.1($0) } }
    let columnWidth = max(12, (cells.flatMap { $0 } + results.map(\.name)).map(\.count).max()! + 2)
    func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
    var lines = [pad("", labelWidth) + results.map { pad($0.name, columnWidth) }.joined()]
    for (row, values) in zip(rows, cells) {
      lines.append(pad(row.0, labelWidth) + values.map { pad($0, columnWidth) }.joined())
    }
    return lines.joined(separator: "\n")
  }
}

/// A number with a fixed count of decimals, without Foundation's formatter.
func formatFixed(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled) - whole * Int(scale)
  var text = (value < 0 && scaled > 0 ? "-" : "") + "\(whole)"
  if decimals > 0 {
    let digits = "\(fraction)"
    text += "." + String(repeating: "0", count: decimals - digits.count) + digits
  }
  return text
}
