// The same 1000-item screen laid out three ways, in release mode:
// FrameLayout, hand-written frame arithmetic (the physical limit), and constraints.
//
//   swift run -c release framelayout-bench [ITEMS] [--frames-only]
//   swift run -c release framelayout-bench [ITEMS] --profile RUNS   (for perf)
//
// The screen: a 375-point-wide column; each item is a row of fixed height
// (44 or 60, alternating) except every tenth row, which is flexible and
// shares what is left of a fixed total height.
import Foundation
import FrameLayout
import LayoutCore

// `--frames-only` skips the constraint run (for profiling FrameLayout alone).
let framesOnly = CommandLine.arguments.contains("--frames-only")
// `--profile RUNS` lays the same items out RUNS times and stops (for perf).
let arguments = Array(CommandLine.arguments.dropFirst())
let profileRuns = arguments.firstIndex(of: "--profile").flatMap {
  arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil
}
let itemCount =
  arguments.indices.first { Int(arguments[$0]) != nil && ($0 == 0 || arguments[$0 - 1] != "--profile") }
  .flatMap { Int(arguments[$0]) } ?? 1000
let width: CGFloat = 375
let fixedHeights = (0..<itemCount).map { $0 % 10 == 9 ? nil : ($0 % 2 == 0 ? 44 : 60) as CGFloat? }
let fixedTotal = fixedHeights.compactMap { $0 }.reduce(0, +)
let flexibleCount = fixedHeights.filter { $0 == nil }.count
let totalHeight = fixedTotal + CGFloat(flexibleCount) * 100

func time(_ runs: Int, _ body: () throws -> [CGRect]) rethrows -> (seconds: Double, frames: [CGRect]) {
  let clock = ContinuousClock()
  var best = Double.infinity
  var frames: [CGRect] = []
  for _ in 0..<runs {
    let start = clock.now
    frames = try body()
    let d = clock.now - start
    best = min(best, Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
  }
  return (best, frames)
}

// Hand-written arithmetic.
let hand = time(20) {
  var frames: [CGRect] = []
  frames.reserveCapacity(itemCount)
  let flexible = (totalHeight - fixedTotal) / CGFloat(flexibleCount)
  var y: CGFloat = 0
  for h in fixedHeights {
    let height = h ?? flexible
    frames.append(CGRect(x: 0, y: y, width: width, height: height))
    y += height
  }
  return frames
}

// FrameLayout, the items made in the run (the seed's API makes an object per item).
let parent = CGRect(x: 0, y: 0, width: width, height: totalHeight)
func makeItems() -> [Item] { fixedHeights.map { $0.map { Item.height($0) } ?? Item.flexible } }
let frameLayout = try time(20) {
  let layout = Layout(parentFrame: parent, direction: .column)
  try layout.add(items: makeItems())
  return layout.frames
}

if let profileRuns {
  // New items each run, as in the measured runs; making and freeing them
  // shows under their own symbols.
  var checksum: CGFloat = 0
  for _ in 0..<profileRuns {
    let items = makeItems()
    let layout = Layout(parentFrame: parent, direction: .column)
    try layout.add(items: items)
    checksum += layout.frames[itemCount - 1].minY
  }
  print("\(profileRuns) layouts of \(itemCount) items; last row at \(checksum / CGFloat(profileRuns))")
  exit(0)
}

// FrameLayout, the items made before the clock starts and kept after it (as
// an app's items live with its views): the engine's own work, beside
// arithmetic that is also handed its heights. The layout is made, filled,
// read and freed on the clock.
var prepared = (0..<20).map { _ in makeItems() }
var kept: [[Item]] = []
kept.reserveCapacity(prepared.count)
let frameLayoutOnly = try time(20) {
  let items = prepared.removeLast()
  kept.append(items)
  let layout = Layout(parentFrame: parent, direction: .column)
  try layout.add(items: items)
  return layout.frames
}

// FrameLayout, one add(item:) per row as the seed's readers write it, frames read at the end.
let oneByOne = try time(20) {
  let layout = Layout(parentFrame: parent, direction: .column)
  for height in fixedHeights { try layout.add(item: height.map { Item.height($0) } ?? Item.flexible) }
  return layout.frames
}

// Constraints: rows stacked top to bottom in a window of the same size.
let constraints = time(framesOnly ? 0 : 5) {
  let window = Window(size: CGSize(width: width, height: totalHeight))
  var previous: View?
  var views: [View] = []
  var made: [LayoutConstraint] = []
  var firstFlexible: View?
  for h in fixedHeights {
    let row = View()
    row.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(row)
    made += [
      row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor),
    ]
    if let h {
      made.append(row.heightAnchor.constraint(equalToConstant: h))
    } else if let first = firstFlexible {
      made.append(row.heightAnchor.constraint(equalTo: first.heightAnchor))
    } else {
      firstFlexible = row
    }
    previous = row
    views.append(row)
  }
  made.append(previous!.bottomAnchor.constraint(equalTo: window.bottomAnchor))
  LayoutConstraint.activate(made)
  window.layoutIfNeeded()
  return views.map(\.frame)
}

precondition(frameLayout.frames == hand.frames, "FrameLayout and hand-written frames differ")
precondition(frameLayoutOnly.frames == hand.frames && oneByOne.frames == hand.frames, "FrameLayout variants differ")
let differences =
  framesOnly
  ? 0
  : zip(constraints.frames, hand.frames).filter { a, b in
    abs(a.minY - b.minY) > 0.5 || abs(a.height - b.height) > 0.5
  }.count
precondition(differences == 0, "constraint frames differ from the hand-written ones in \(differences) rows")

func format(_ seconds: Double) -> String {
  seconds >= 1e-3 ? String(format: "%.2f ms", seconds * 1e3) : String(format: "%.1f µs", seconds * 1e6)
}
print("\(itemCount) items; same frames from all three (best of several runs, release build)")
print("| engine | time | ratio to hand-written |")
print("|---|---:|---:|")
print("| hand-written arithmetic | \(format(hand.seconds)) | 1× |")
print(
  "| FrameLayout, items made in the run | \(format(frameLayout.seconds)) | \(String(format: "%.1f", frameLayout.seconds / hand.seconds))× |"
)
print(
  "| FrameLayout, items made beforehand | \(format(frameLayoutOnly.seconds)) | \(String(format: "%.1f", frameLayoutOnly.seconds / hand.seconds))× |"
)
print(
  "| FrameLayout, one add(item:) per row | \(format(oneByOne.seconds)) | \(String(format: "%.1f", oneByOne.seconds / hand.seconds))× |"
)
if !framesOnly {
  print(
    "| constraints (LayoutCore) | \(format(constraints.seconds)) | \(String(format: "%.0f", constraints.seconds / hand.seconds))× |"
  )
}
