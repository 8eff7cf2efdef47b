import Foundation
import LayoutCore
import LayoutScreens

/// One change to a laid-out stack list and the layout after it, at 1,000 and
/// 10,000 views: what an app pays to update a long list, not to build it.
enum ListChanges {
  /// The changes, each given the window, its list and a counter that makes each run differ.
  static let changes: [(name: String, change: Change)] = [
    ("append a row", { _, list, n in list.addArrangedSubview(SampleScreens.listRow(n)) }),
    ("remove the first row", { _, list, _ in removeRow(0, of: list) }),
    ("insert a row at the top", { _, list, n in list.insertArrangedSubview(SampleScreens.listRow(n), at: 0) }),
    ("remove a row in the middle", { _, list, _ in removeRow(list.arrangedSubviews.count / 2, of: list) }),
    (
      "hide a row in the middle",
      { _, list, n in list.arrangedSubviews[list.arrangedSubviews.count / 3 + n].isHidden = true }
    ),
    ("change the list's spacing", { _, list, n in list.spacing = CGFloat(8 + n % 3) }),
    (
      "change a title's text",
      { _, list, n in
        let line = list.arrangedSubviews[list.arrangedSubviews.count / 2 + n] as! StackView
        let texts = line.arrangedSubviews[1] as! StackView
        (texts.arrangedSubviews[0] as! Label).text = "A longer title for row \(n)"
      }
    ),
    ("resize the window", { window, _, n in window.frame.size.width = 390 - CGFloat(n % 2 + 1) * 30 }),
  ]

  /// Takes a row out of the list and out of the view tree, as an app removes one.
  static func removeRow(_ index: Int, of list: StackView) {
    let gone = list.arrangedSubviews[index]
    list.removeArrangedSubview(gone)
    gone.removeFromSuperview()
  }

  /// Prints the tables: each change's median time (change and layout) at
  /// both sizes and the time to free the laid-out screen, for the stack
  /// list; then the row changes for a list filled equally and for lists
  /// spread with spacer guides.
  static func run(quick: Bool) {
    table(quick: quick)
    for distribution in [StackView.Distribution.fillEqually, .equalSpacing, .equalCentering] {
      print("")
      table(quick: quick, distribution: distribution, changes: Array(changes.prefix(5)), closing: false)
    }
  }

  /// One table: `changes` on a list of the given distribution.
  static func table(
    quick: Bool, distribution: StackView.Distribution = .fill,
    changes: [(name: String, change: Change)] = changes,
    closing: Bool = true
  ) {
    let runs = quick ? 3 : 7
    let clock = ContinuousClock()
    var times: [Int: [Double]] = [:]
    for views in [1000, 10_000] {
      let window = SampleScreens.stackList(views: views, list: distribution)
      window.layoutIfNeeded()
      let list = window.subviews[0] as! StackView
      for (_, change) in changes {
        var samples: [Double] = []
        for n in 0..<runs {
          let start = clock.now
          change(window, list, n + 1)
          window.layoutIfNeeded()
          samples.append(seconds(clock.now - start))
        }
        times[views, default: []].append(samples.sorted()[runs / 2])
      }
      guard closing else { continue }
      // Closing the screen: the window and everything in it freed.
      var samples: [Double] = []
      for _ in 0..<(quick ? 1 : 3) {
        var closing: Window? = SampleScreens.stackList(views: views)
        closing!.layoutIfNeeded()
        let start = clock.now
        closing = nil
        samples.append(seconds(clock.now - start))
      }
      times[views, default: []].append(samples.sorted()[samples.count / 2])
    }
    print(
      "One change to a laid-out stack list (.\(distribution)), then layoutIfNeeded (release build), medians of \(runs)."
    )
    print("")
    print("| change | 1k | 10k | 10k / 1k |")
    print("|---|---:|---:|---:|")
    for (index, name) in (changes.map(\.name) + (closing ? ["close the screen (free the window)"] : [])).enumerated() {
      let small = times[1000]![index]
      let large = times[10_000]![index]
      print("| \(name) | \(format(small)) | \(format(large)) | \(String(format: "%.1f×", large / small)) |")
    }
  }
}

// Where views live: on the main actor with the MainActorViews trait, in the
// caller's task without it.
extension ListChanges {
  #if MainActorViews
    /// A change to a window's list, given a counter that makes each run differ.
    typealias Change = @MainActor @Sendable (Window, StackView, Int) -> Void
  #else
    /// A change to a window's list, given a counter that makes each run differ.
    typealias Change = @Sendable (Window, StackView, Int) -> Void
  #endif
}
