// Times the LayoutCore engine on lists of cards, from nothing to frames and
// for one constant change, against the same screens laid out by hand.
//
//   swift run -c release layoutcore-bench [--quick] [--style table|feed] [--views N]
//   swift run -c release layoutcore-bench --profile N [--style table|feed]   (for perf)
//   swift run -c release layoutcore-bench --phases N [--style table|feed]    (make vs. layout time)
//   … --default-malloc   (glibc's own heap trimming between builds; see AllocatorThresholds)
import Foundation
import LayoutCore
import LayoutScreens

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let quick = arguments.contains("--quick")
let styles =
  option("--style").flatMap(CardScreen.Style.init(rawValue:)).map { [$0] } ?? [.table, .feed]
let sizes = option("--views").flatMap(Int.init).map { [$0] } ?? [1000, 10_000]
// Builds repeat in this process: fixed thresholds keep glibc from handing
// the heap back between them by chance (see AllocatorThresholds).
if !arguments.contains("--default-malloc") { AllocatorThresholds.pin() }

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

if let views = option("--phases").flatMap(Int.init) {
  // Where the time of one build goes: making views and constraints, then the layout pass.
  var make: [Double] = []
  var layout: [Double] = []
  var kept: [CardScreen] = []
  let clock = ContinuousClock()
  for _ in 0..<30 {
    var screen: CardScreen?
    let made = clock.measure { screen = CardScreen(cardCount: views / 4, style: styles[0]) }
    let laid = clock.measure { screen!.window.layoutIfNeeded() }
    kept.append(screen!)
    make.append(milliseconds(made))
    layout.append(milliseconds(laid))
  }
  print(
    "make views and constraints: \(make.sorted()[15]) ms, layout pass: \(layout.sorted()[15]) ms")
  exit(0)
}
if let views = option("--profile").flatMap(Int.init) {
  for _ in 0..<(views <= 1000 ? 20 : 2) {
    let screen = CardScreen(cardCount: views / 4, style: styles[0])
    screen.window.layoutIfNeeded()
  }
  exit(0)
}

/// The best and the median time of `runs` runs, in seconds.
func measure(runs: Int, _ body: () -> Void) -> (best: Double, median: Double) {
  let clock = ContinuousClock()
  var times: [Double] = []
  for _ in 0..<runs {
    let elapsed = clock.measure(body)
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  times.sort()
  return (times[0], times[times.count / 2])
}

func format(_ seconds: Double) -> String {
  seconds >= 1e-3
    ? String(format: "%9.2f ms", seconds * 1e3) : String(format: "%9.1f µs", seconds * 1e6)
}

/// Checks that Auto Layout and hand layout agree on every frame.
func framesAgree(_ screen: CardScreen, _ hand: HandLayoutScreen) -> Bool {
  func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }
  guard near(screen.feed.frame, hand.feed.frame) else {
    print("  mismatch: feed \(screen.feed.frame) vs \(hand.feed.frame)")
    return false
  }
  for index in screen.cards.indices {
    let pairs: [(View, View, String)] = [
      (screen.cards[index], hand.cards[index], "card"),
      (screen.images[index], hand.images[index], "image"),
      (screen.titles[index], hand.titles[index], "title"),
      (screen.subtitles[index], hand.subtitles[index], "subtitle"),
    ]
    for (a, b, name) in pairs where !near(a.frame, b.frame) {
      print("  mismatch: \(name) \(index): \(a.frame) vs \(b.frame)")
      return false
    }
  }
  return true
}

print(
  "LayoutCore benchmark: lists of cards (4 views, 16 constraints + 4 content-size constraints per card),"
)
print("window 390 × 844 pt at scale 3, safe area 47/34. Times are medians (best in brackets).")
print("")

struct Row {
  var style: CardScreen.Style
  var views: Int
  var build: Double
  var hand: Double
  var local: Double
  var cascade: Double?
}
var rows: [Row] = []

for style in styles {
  for viewCount in sizes {
    let cardCount = viewCount / 4
    let runs = quick ? 3 : (viewCount <= 1000 ? 40 : (style == .feed ? 3 : 10))
    let screen = CardScreen(cardCount: cardCount, style: style)
    screen.window.layoutIfNeeded()
    let hand = HandLayoutScreen(cardCount: cardCount, style: style)
    let agree = framesAgree(screen, hand)
    let diagnostics = screen.window.layoutDiagnostics.records
    // Screens are kept until after the timing: freeing them is not layout.
    var kept: [CardScreen] = []
    let build = measure(runs: runs) {
      let screen = CardScreen(cardCount: cardCount, style: style)
      screen.window.layoutIfNeeded()
      kept.append(screen)
    }
    kept.removeAll()
    var keptByHand: [HandLayoutScreen] = []
    let manual = measure(runs: runs * 5) {
      keptByHand.append(HandLayoutScreen(cardCount: cardCount, style: style))
    }
    keptByHand.removeAll()

    // One constant change and a layout pass: inside the middle card (its
    // title moves down 2 points), and, in the feed, above every card.
    let middle = screen.titleTops[cardCount / 2]
    var flip = false
    let local = measure(runs: quick ? 200 : 2000) {
      flip.toggle()
      middle.constant = flip ? 14 : 12
      screen.window.layoutIfNeeded()
    }
    var cascade: (best: Double, median: Double)?
    if style == .feed {
      cascade = measure(runs: quick ? 50 : 300) {
        flip.toggle()
        screen.firstCardTop.constant = flip ? 20 : 12
        screen.window.layoutIfNeeded()
      }
    }
    print(
      "\(style) of \(viewCount) views (\(agree ? "frames identical to hand layout" : "FRAMES DIFFER"), "
        + "\(diagnostics.count) diagnostics):")
    print("  nothing to frames, Auto Layout   \(format(build.median))  (\(format(build.best)))")
    print("  nothing to frames, by hand       \(format(manual.median))  (\(format(manual.best)))")
    print(String(format: "  ratio to hand layout             %9.1f×", build.median / manual.median))
    print("  constant change + layout, local  \(format(local.median))  (\(format(local.best)))")
    if let cascade {
      print(
        "  constant change + layout, moving every card below  \(format(cascade.median))  (\(format(cascade.best)))"
      )
    }
    print("")
    rows.append(
      Row(
        style: style, views: viewCount, build: build.median, hand: manual.median,
        local: local.median, cascade: cascade?.median))
  }
}

print("| screen | views | nothing to frames | by hand | ratio | constant change + layout |")
print("|---|---:|---:|---:|---:|---:|")
for row in rows {
  let change =
    format(row.local).trimmingCharacters(in: .whitespaces)
    + (row.cascade.map { " (moving all below: \(format($0).trimmingCharacters(in: .whitespaces)))" }
      ?? "")
  print(
    "| \(row.style) | \(row.views) | \(format(row.build).trimmingCharacters(in: .whitespaces)) | "
      + "\(format(row.hand).trimmingCharacters(in: .whitespaces)) | "
      + String(format: "%.1f×", row.build / row.hand) + " | \(change) |")
}
for style in styles {
  let built = rows.filter { $0.style == style }
  if let small = built.first(where: { $0.views == 1000 }),
    let large = built.first(where: { $0.views == 10_000 })
  {
    print(
      String(
        format: "\(style): 10,000 views take %.1f× the time of 1000 views",
        large.build / small.build))
  }
}
