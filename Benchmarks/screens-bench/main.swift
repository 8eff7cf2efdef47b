// Times screens built through the public API, from nothing to frames, at
// 1,000 and 10,000 views, against the same frames computed by hand.
//
//   swift run -c release screens-bench                 (every screen, the table)
//   swift run -c release screens-bench --quick         (fewer runs)
//   swift run -c release screens-bench --screen NAME --views N[,M…] [--runs R] [--warmups W]   (one, for perf)
//   swift run -c release screens-bench --first-build   (each size built once per new process)
//   … --screen NAME --views 1000,10000 --cold           (the caches evicted before each build)
//   … --default-malloc                                  (glibc's own heap trimming between builds)
//   swift run -c release screens-bench --changes       (one change to a laid-out stack list, both sizes)
//   swift run -c release screens-bench --close         (freeing each laid-out screen, both sizes)
//
// Each screen and size runs in its own process, so the peak memory (VmHWM)
// it prints belongs to that screen alone.
import Foundation
import LayoutCore
import LayoutScreens

let screens: [Screen] = [
  ListScreens.stackList(
    name: "stack list", list: .fill, row: .center, rowDistribution: .fill, text: .fill, hiddenEvery: nil),
  ListScreens.stackList(
    name: "stack list, equal spacing", list: .equalSpacing, row: .firstBaseline, rowDistribution: .fill,
    text: .fillEqually, hiddenEvery: 10),
  ListScreens.stackList(
    name: "stack list, equal centering", list: .fillEqually, row: .top, rowDistribution: .equalCentering,
    text: .equalSpacing, hiddenEvery: nil),
  ListScreens.anchors,
  OtherScreens.feed,
  ListScreens.maker,
  ListScreens.operators,
  ListScreens.visualFormat,
  ListScreens.tinyVFL,
  CompositionScreens.subviews,
  CompositionScreens.document,
  OtherScreens.grid,
  OtherScreens.deepTree,
]

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

// A misspelt option is an error, not a run of the whole table with its
// defaults (minutes spent measuring something nobody asked for).
let flags: Set = ["--quick", "--first-build", "--cold", "--default-malloc", "--changes", "--close"]
let valued: Set = ["--screen", "--views", "--runs", "--warmups"]
func usageError(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data("screens-bench: \(message)\noptions: \((flags.union(valued)).sorted().joined(separator: ", "))\n".utf8))
  exit(2)
}
var position = 1
while position < arguments.count {
  let argument = arguments[position]
  if valued.contains(argument) {
    guard position + 1 < arguments.count else { usageError("\(argument) needs a value") }
    let value = arguments[position + 1]
    let least = argument == "--runs" ? 1 : 0
    if argument == "--runs" || argument == "--warmups", Int(value).map({ $0 >= least }) != true {
      usageError("\(argument) takes a whole number of at least \(least), not '\(value)'")
    }
    if argument == "--views",
      value.split(separator: ",", omittingEmptySubsequences: false).contains(where: { (Int($0) ?? 0) <= 0 })
    {
      usageError("--views takes sizes such as 1000,10000, not '\(value)'")
    }
    position += 2
  } else if flags.contains(argument) {
    position += 1
  } else {
    usageError("unknown option '\(argument)'")
  }
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The process's peak resident memory in MB (VmHWM), or 0 where /proc is missing.
func peakMemoryMB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
    return kilobytes / 1024
  }
  return 0
}

func format(_ seconds: Double) -> String {
  seconds >= 1
    ? String(format: "%.2f s", seconds)
    : seconds >= 1e-3
      ? String(format: "%.1f ms", seconds * 1e3) : String(format: "%.0f µs", seconds * 1e6)
}

if let name = option("--screen") {
  // One screen, at one size or several, in this process.
  guard let screen = screens.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(Data("no screen named \(name)\n".utf8))
    exit(2)
  }
  // Checked above: every size is a positive whole number, and there is one at least.
  let sizes = (option("--views") ?? "1000").split(separator: ",").compactMap { Int($0) }
  let runs = option("--runs").flatMap(Int.init) ?? 5
  let cold = arguments.contains("--cold")
  var scratch = [UInt8](repeating: 1, count: cold ? 64 << 20 : 0)
  let warmups = option("--warmups").flatMap(Int.init) ?? 2
  if !arguments.contains("--default-malloc") { AllocatorThresholds.pin() }
  let largest = sizes.max()!
  do {
    // Sizes are interleaved round by round, each repeated so that every size
    // gets about the same time per round: drift in the machine's speed (a
    // shared VM's neighbours) then moves both medians alike, not the ratio.
    // Each window is freed after its run, outside the clock (freeing is not
    // layout), so the peak memory is the largest screen's, not every run's.
    // Untimed builds first, for each size: a process's first builds fault
    // in its memory and fill the allocator's free lists (measured: the
    // first two 10,000-view builds took 109–112 ms and 88–110 ms, the next
    // ones 78–85 ms). Those costs are the first-build table's; here a
    // screen is measured as an app meets it when it builds it again. At
    // 1,000 views ten builds a round made the warm-up negligible anyway.
    for size in sizes {
      for _ in 0..<warmups { _ = try screen.build(size) }
    }
    let clock = ContinuousClock()
    var times: [Int: [Double]] = [:]
    var closeTimes: [Int: [Double]] = [:]
    var viewCounts: [Int: Int] = [:]
    var diagnostics: [Int: Int] = [:]
    for _ in 0..<runs {
      for size in sizes {
        for _ in 0..<max(1, largest / size) {
          if cold {
            // Evict the caches: write over more memory than the L3 holds
            // (64 MB, which the printed peak memory then includes).
            scratch.withUnsafeMutableBufferPointer { buffer in
              for index in stride(from: 0, to: buffer.count, by: 64) { buffer[index] &+= 1 }
            }
          }
          let start = clock.now
          var window: Window? = try screen.build(size)
          times[size, default: []].append(seconds(clock.now - start))
          if viewCounts[size] == nil {
            // The window's descendants, counted through the public API.
            var count = 0
            var stack: [View] = window!.subviews
            while let view = stack.popLast() {
              count += 1
              stack += view.subviews
            }
            viewCounts[size] = count
            diagnostics[size] = window!.layoutDiagnostics.records.count
          }
          // Closing the screen: the window and everything in it freed, as
          // an app that leaves the screen frees it.
          let closing = clock.now
          window = nil
          closeTimes[size, default: []].append(seconds(clock.now - closing))
          withExtendedLifetime(window) {}
        }
      }
    }
    // Memory first: the hand-made views must not count in it.
    let memory = peakMemoryMB()
    for size in sizes {
      var handTimes: [Double] = []
      for _ in 0..<runs * 3 * max(1, largest / size) {
        let start = clock.now
        let made = screen.byHand(size)
        handTimes.append(seconds(clock.now - start))
        withExtendedLifetime(made) {}
      }
      let built = times[size]!.sorted()[times[size]!.count / 2]
      let hand = handTimes.sorted()[handTimes.count / 2]
      let fastest = times[size]!.min()!
      let closed = closeTimes[size]!.sorted()[closeTimes[size]!.count / 2]
      print(
        "RESULT\t\(size)\t\(built)\t\(hand)\t\(memory)\t\(viewCounts[size]!)\t\(diagnostics[size]!)\t\(fastest)\t\(closed)"
      )
    }
  } catch {
    FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

// Every screen at both sizes, each in a child process.
let quick = arguments.contains("--quick")

if arguments.contains("--changes") {
  ListChanges.run(quick: quick)
  exit(0)
}
struct Measured {
  var seconds: Double
  /// How long freeing the laid-out screen took (median).
  var close: Double
  var hand: Double
  var memory: Double
  var views: Int
  var diagnostics: Int
}
/// Runs one screen at both sizes in a child process; the sizes' measurements.
func run(
  _ screen: Screen, sizes: [Int], runs: Int, warmups: Int = 2,
  defaultMalloc: Bool = arguments.contains("--default-malloc")
) -> [Int: Measured]? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments =
    [
      "--screen", screen.name, "--views", sizes.map(String.init).joined(separator: ","), "--runs", "\(runs)",
      "--warmups", "\(warmups)",
    ] + (defaultMalloc ? ["--default-malloc"] : [])
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  var measured: [Int: Measured] = [:]
  for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("RESULT") {
    let fields = line.split(separator: "\t").dropFirst().compactMap { Double($0) }
    guard fields.count >= 8 else { return nil }
    measured[Int(fields[0])] = Measured(
      seconds: fields[1], close: fields[7], hand: fields[2], memory: fields[3], views: Int(fields[4]),
      diagnostics: Int(fields[5]))
  }
  return measured.count == sizes.count ? measured : nil
}

// The first build in a new process, as an app that builds its screen once
// meets it: caches and the allocator are cold at both sizes (the table
// below repeats builds, so a 1,000-view screen runs from a warm cache).
if arguments.contains("--first-build") {
  let processes = quick ? 3 : 7
  print(
    "Screens from nothing to frames, the first build in a new process (release build), medians of \(processes) processes."
  )
  print("")
  print("| screen | 1k, first build | 10k, first build | 10k / 1k |")
  print("|---|---:|---:|---:|")
  var failed = false
  for screen in screens {
    var small: [Double] = []
    var large: [Double] = []
    for _ in 0..<processes {
      guard let one = run(screen, sizes: [1000], runs: 1, warmups: 0, defaultMalloc: true)?[1000],
        let ten = run(screen, sizes: [10_000], runs: 1, warmups: 0, defaultMalloc: true)?[10_000]
      else { continue }
      small.append(one.seconds)
      large.append(ten.seconds)
    }
    guard !small.isEmpty else {
      print("| \(screen.name) | failed | | |")
      failed = true
      continue
    }
    let a = small.sorted()[small.count / 2]
    let b = large.sorted()[large.count / 2]
    print("| \(screen.name) | \(format(a)) | \(format(b)) | \(String(format: "%.1f×", b / a)) |")
  }
  exit(failed ? 1 : 0)
}

/// Runs every screen at both sizes, each in a child process, and prints a
/// table: the header, then each screen's lines (`failed` for one whose run
/// failed); exits non-zero if any failed.
func printTable(
  _ header: [String], failed failedLine: (Screen) -> String, _ lines: (Screen, Measured, Measured) -> [String]
) -> Never {
  for line in header { print(line) }
  var failed = false
  for screen in screens {
    guard let measured = run(screen, sizes: [1000, 10_000], runs: quick ? 1 : 5),
      let small = measured[1000], let large = measured[10_000]
    else {
      print(failedLine(screen))
      failed = true
      continue
    }
    for line in lines(screen, small, large) { print(line) }
  }
  exit(failed ? 1 : 0)
}

// Closing each screen: freeing the laid-out window and everything in it,
// timed in the same runs as the builds.
if arguments.contains("--close") {
  // swift-format-ignore: OnlyOneTrailingClosureArgument
  printTable(
    [
      "Freeing each laid-out screen (release build), medians; the build of the same screens beside it.", "",
      "| screen | close 1k | close 10k | 10k / 1k | build 10k |", "|---|---:|---:|---:|---:|",
    ], failed: { "| \($0.name) | failed | | | |" }
  ) { screen, small, large in
    [
      "| \(screen.name) | \(format(small.close)) | \(format(large.close)) | "
        + "\(String(format: "%.1f×", large.close / small.close)) | \(format(large.seconds)) |"
    ]
  }
}

// swift-format-ignore: OnlyOneTrailingClosureArgument
printTable(
  [
    "Screens from nothing to frames (release build), medians; hand = the same frames by hand-written arithmetic.", "",
    "| screen | written with | views (1k / 10k) | 1k | 10k | 10k / 1k | 10k / hand | peak memory at 10k |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
  ], failed: { "| \($0.name) | \($0.api) | failed | | | | | |" }
) { screen, small, large in
  let growth = large.seconds / small.seconds
  let flag = growth > 12 || large.seconds >= 1 ? " ✗" : ""
  var lines = [
    "| \(screen.name) | \(screen.api) | \(small.views) / \(large.views) | \(format(small.seconds)) | "
      + "\(format(large.seconds)) | \(String(format: "%.1f×", growth))\(flag) | "
      + "\(String(format: "%.0f×", large.seconds / large.hand)) | \(String(format: "%.0f MB", large.memory)) |"
  ]
  if small.diagnostics + large.diagnostics > 0 {
    lines.append("|   ↳ \(small.diagnostics) / \(large.diagnostics) diagnostics | | | | | | | |")
  }
  return lines
}
