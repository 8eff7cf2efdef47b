// The field's feed benchmark (layoutBox/LayoutFrameworkBenchmark's feed
// item, in this package's own code), in four forms: constraints written in
// VFL, stack views, hand-written frames and FrameLayout. Each pass makes
// 10, 20, … 100 cells, gives each an item, sizes it to 375 points and lays
// it out; every label is measured by FreeTypeText in DejaVu Sans.
//
//   swift run -c release feed-bench                 (the passes, the table)
//   swift run -c release feed-bench --runs 9         (more runs per pass; medians)
//   swift run -c release feed-bench --form NAME --cells N --runs R   (one form, for perf)
//   swift run -c release feed-bench --parallel      (1,000 cells in 1 and 2 tasks; --form NAME for one)
import FeedCells
import Foundation
import FreeTypeText
import LayoutCore

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("feed-bench: \(message)\n".utf8))
  exit(2)
}
let known: Set = ["--runs", "--form", "--cells", "--parallel"]
for argument in arguments.dropFirst() where argument.hasPrefix("--") && !known.contains(argument) {
  fail("unknown option \(argument); options: \(known.sorted().joined(separator: ", "))")
}

#if MainActorViews
  /// A pass over some items: cells are made and laid out on the main actor.
  typealias Pass = @MainActor @Sendable (ArraySlice<FeedItem>) -> CGFloat
#else
  /// A pass over some items: cells are made and laid out in the calling task.
  typealias Pass = @Sendable (ArraySlice<FeedItem>) -> CGFloat
#endif

struct Form {
  let name: String
  let key: String
  let pass: Pass
}

/// Lays out a cell per item as the benchmark does (`FeedCell.layOut(_:width:)`);
/// returns the heights' sum (so nothing is optimized away).
func pass<Cell: FeedCell>(_ type: Cell.Type) -> Pass {
  { items in items.reduce(0) { $0 + Cell.layOut($1, width: 375) } }
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let forms = [
  Form(name: "constraints (VFL)", key: "constraints", pass: pass(FeedCellConstraints.self)),
  Form(name: "stack views", key: "stacks", pass: pass(FeedCellStacks.self)),
  Form(name: "hand-written frames", key: "frames", pass: pass(FeedCellFrames.self)),
  Form(name: "FrameLayout", key: "framelayout", pass: pass(FeedCellFrameLayout.self)),
]

let measurer: FreeTypeTextMeasurer
do { measurer = try FreeTypeTextMeasurer() } catch { fail("\(error)") }
let items = FeedItem.items(1_000)
func number(_ name: String, _ fallback: Int) -> Int {
  guard let text = option(name) else { return fallback }
  guard let value = Int(text), value > 0 else { fail("\(name) takes a positive number, not '\(text)'") }
  return value
}
let runs = number("--runs", 5)

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Seconds for one pass of `count` cells, the median of `runs`.
func time(_ form: Form, cells count: Int) -> Double {
  Label.$defaultTextMeasurer.withValue(measurer) {
    var samples: [Double] = []
    for run in 0..<runs {
      // Each run takes other items: no label sees the same text twice.
      let start = (run * 100) % (items.count - count)
      let clock = ContinuousClock.now
      let total = form.pass(items[start..<start + count])
      let elapsed = ContinuousClock.now - clock
      precondition(total > 0)
      samples.append(seconds(elapsed))
    }
    return median(samples)
  }
}

if arguments.contains("--parallel") {
  #if MainActorViews
    // Views live on the main actor: one process lays out one cell at a time.
    fail(
      "--parallel lays out cells in parallel tasks, which needs views off the main actor: "
        + "swift run -c release --disable-default-traits feed-bench --parallel (Docs/Performance.md)")
  #else
    // Many cells at once, as a snapshot-test suite lays out its screens:
    // 1,000 cells split among 1 and then 2 tasks.
    print(
      "1,000 cells laid out in parallel tasks (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores), cells per second, medians of \(runs):\n"
    )
    print("| form | 1 task | 2 tasks | speed-up |")
    print("|---|---:|---:|---:|")
    for form in forms where option("--form").map({ $0 == form.key }) ?? true {
      // One task and two alternate, run by run, so that the VM's drift moves
      // both alike; the speed-up is the median of each pair's ratio.
      func rate(_ tasks: Int) async -> Double {
        let clock = ContinuousClock.now
        await withTaskGroup(of: CGFloat.self) { group in
          for part in 0..<tasks {
            let slice = items[(part * 1000 / tasks)..<((part + 1) * 1000 / tasks)]
            group.addTask { Label.$defaultTextMeasurer.withValue(measurer) { form.pass(slice) } }
          }
          for await _ in group {}
        }
        let elapsed = ContinuousClock.now - clock
        return 1000 / seconds(elapsed)
      }
      var one: [Double] = []
      var two: [Double] = []
      var ratios: [Double] = []
      for _ in 0..<runs {
        one.append(await rate(1))
        two.append(await rate(2))
        ratios.append(two.last! / one.last!)
      }
      let rates = [median(one), median(two)]
      print("| \(form.name) | \(Int(rates[0])) | \(Int(rates[1])) | \(String(format: "%.2f", median(ratios)))× |")
    }
    exit(0)
  #endif
}

if let key = option("--form") {
  guard let form = forms.first(where: { $0.key == key }) else {
    fail("no form \(key); forms: \(forms.map(\.key).joined(separator: ", "))")
  }
  let cells = min(number("--cells", 100), 900)
  print("\(form.name), \(cells) cells: \(String(format: "%.2f", time(form, cells: cells) * 1000)) ms")
  exit(0)
}

// Warm up every form (fonts loaded, glyph caches filled, code paged in).
for form in forms { _ = time(form, cells: 20) }
let passes = Array(stride(from: 10, through: 100, by: 10))
var table: [[Double]] = []
for cells in passes { table.append(forms.map { time($0, cells: cells) }) }
print(
  "Feed cells: made, given an item, sized to 375 pt and laid out; text by FreeTypeText (DejaVu Sans); release build, medians of \(runs) runs, seconds per pass.\n"
)
print("| cells | " + forms.map(\.name).joined(separator: " | ") + " |")
print("|---:|" + String(repeating: "---:|", count: forms.count))
for (row, cells) in zip(table, passes) {
  print("| \(cells) | " + row.map { String(format: "%.4f", $0) }.joined(separator: " | ") + " |")
}
let frames = table.last![2]
print("\nAt 100 cells, against hand-written frames:\n")
print("| form | seconds | ratio | cells per second |")
print("|---|---:|---:|---:|")
for (form, passSeconds) in zip(forms, table.last!) {
  print(
    "| \(form.name) | \(String(format: "%.4f", passSeconds)) | \(String(format: "%.2f", passSeconds / frames))× | \(Int(100 / passSeconds)) |"
  )
}
