// Times screens built through the public API, from nothing to frames, at
// 1,000 and 10,000 views, against the same frames computed by hand.
//
//   swift run -c release screens-bench                 (every screen, the table)
//   swift run -c release screens-bench --quick         (fewer runs)
//   swift run -c release screens-bench --screen NAME --views N [--runs R]   (one, for perf)
//
// Each screen and size runs in its own process, so the peak memory (VmHWM)
// it prints belongs to that screen alone.
import Foundation
import LayoutCore

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
  OtherScreens.grid,
  OtherScreens.deepTree,
]

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The median of `runs` timings of `body`.
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  var times: [Double] = []
  for _ in 0..<runs {
    let start = clock.now
    try body()
    times.append(seconds(clock.now - start))
  }
  return times.sorted()[times.count / 2]
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
  seconds >= 1 ? String(format: "%.2f s", seconds) : seconds >= 1e-3
    ? String(format: "%.1f ms", seconds * 1e3) : String(format: "%.0f µs", seconds * 1e6)
}

if let name = option("--screen") {
  // One screen at one size, in this process.
  guard let screen = screens.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(Data("no screen named \(name)\n".utf8))
    exit(2)
  }
  let views = option("--views").flatMap(Int.init) ?? 1000
  let runs = option("--runs").flatMap(Int.init) ?? 5
  do {
    // Windows are kept until after the timing: freeing them is not layout.
    var kept: [Window] = []
    var viewCount = 0
    let built = try median(runs: runs) {
      let window = try screen.build(views)
      kept.append(window)
    }
    if let window = kept.first {
      // The window's descendants, counted through the public API.
      var stack: [View] = window.subviews
      while let view = stack.popLast() {
        viewCount += 1
        stack += view.subviews
      }
    }
    let diagnostics = kept.first?.layoutDiagnostics.records.count ?? 0
    kept.removeAll()
    var keptByHand: [[View]] = []
    let hand = median(runs: runs * 3) { keptByHand.append(screen.byHand(views)) }
    print("RESULT\t\(built)\t\(hand)\t\(peakMemoryMB())\t\(viewCount)\t\(diagnostics)")
  } catch {
    FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

// Every screen at both sizes, each in a child process.
let quick = arguments.contains("--quick")
struct Measured {
  var seconds: Double
  var hand: Double
  var memory: Double
  var views: Int
  var diagnostics: Int
}
func run(_ screen: Screen, views: Int, runs: Int) -> Measured? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--screen", screen.name, "--views", "\(views)", "--runs", "\(runs)"]
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("RESULT") })
  else { return nil }
  let fields = line.split(separator: "\t").dropFirst().compactMap { Double($0) }
  guard fields.count == 5 else { return nil }
  return Measured(seconds: fields[0], hand: fields[1], memory: fields[2], views: Int(fields[3]), diagnostics: Int(fields[4]))
}

print("Screens from nothing to frames (release build), medians; hand = the same frames by hand-written arithmetic.")
print("")
print("| screen | written with | views (1k / 10k) | 1k | 10k | 10k / 1k | 10k / hand | peak memory at 10k |")
print("|---|---|---:|---:|---:|---:|---:|---:|")
var failed = false
for screen in screens {
  guard let small = run(screen, views: 1000, runs: quick ? 3 : 11),
    let large = run(screen, views: 10_000, runs: quick ? 1 : 3)
  else {
    print("| \(screen.name) | \(screen.api) | failed | | | | | |")
    failed = true
    continue
  }
  let growth = large.seconds / small.seconds
  let flag = growth > 12 || large.seconds >= 1 ? " ✗" : ""
  print(
    "| \(screen.name) | \(screen.api) | \(small.views) / \(large.views) | \(format(small.seconds)) | "
      + "\(format(large.seconds)) | \(String(format: "%.1f×", growth))\(flag) | "
      + "\(String(format: "%.0f×", large.seconds / large.hand)) | \(String(format: "%.0f MB", large.memory)) |")
  if small.diagnostics + large.diagnostics > 0 {
    print("|   ↳ \(small.diagnostics) / \(large.diagnostics) diagnostics | | | | | | | |")
  }
}
exit(failed ? 1 : 0)
