import Foundation
import LayoutScreens
import Testing

@testable import LayoutCore

/// A long list of constraints activated in a window is installed part by
/// part as it is activated, while each part's views are in the cache; the
/// frames still come at the layout pass, and are the ones a whole install
/// gives.
extension ChunkedInstallTests {
  /// The feed activates its 10,000 constraints in one list at the end of
  /// its build: the solver holds them all before the layout pass, and no
  /// view has a frame yet.
  @Test func aLongListIsInstalledAsItIsActivated() {
    let window = SampleScreens.feed(views: 2500)
    let engine = window.layoutEngine
    // 625 cards of 16 constraints: nine parts of 1,024, then the rest at the list's end.
    #expect(engine.statistics.activatedParts == 10)
    #expect(engine.solver.constraintCount >= 10_000)
    #expect(window.subviews.allSatisfy { $0.frame == .zero }, "frames are set by the layout pass")
    window.layoutIfNeeded()
    let whole = LayoutEngine.$chunkSizeForNewEngines.withValue(.max / 4) { SampleScreens.feed(views: 2500) }
    #expect(whole.layoutEngine.statistics.activatedParts == 0)
    whole.layoutIfNeeded()
    #expect(Self.sameFrames(window, whole), "\(Self.largestDifference(window, whole))")
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  /// A list shorter than two chunks waits for the layout pass, as before.
  @Test func aShortListWaitsForTheLayoutPass() {
    let window = SampleScreens.feed(views: 500)
    #expect(window.layoutEngine.statistics.activatedParts == 0)
    #expect(window.layoutEngine.solver.constraintCount == 0)
    window.layoutIfNeeded()
    #expect(window.layoutEngine.solver.constraintCount >= 2000)
  }

  /// A tree outside any window keeps its constraints for the engine that
  /// takes it over: activating them installs nothing.
  @Test func aTreeOutsideAWindowIsNotInstalledAsItIsActivated() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var previous = root.topAnchor
    var constraints: [LayoutConstraint] = []
    for _ in 0..<1200 {
      let row = Self.addedRow(to: root)
      constraints += [
        row.topAnchor.constraint(equalTo: previous, constant: 2),
        row.heightAnchor.constraint(equalToConstant: 10),
      ]
      previous = row.bottomAnchor
    }
    LayoutConstraint.activate(constraints)
    let window = Window(size: CGSize(width: 390, height: 844))
    window.addSubview(root)
    #expect(window.layoutEngine.statistics.activatedParts == 0)
    window.layoutIfNeeded()
    let last = try #require(root.subviews.last)
    #expect(abs(last.frame.minY - CGFloat(1199 * 12 + 2)) < 0.01, "\(last.frame)")
  }

  /// A conflict inside a part is broken and reported as at the layout pass:
  /// the newer constraint goes, and the diagnostic names it.
  @Test func aConflictInAPartIsReportedAsAtTheLayoutPass() {
    func build() -> Window {
      let window = Window(size: CGSize(width: 390, height: 844))
      var constraints: [LayoutConstraint] = []
      var previous = window.topAnchor
      for index in 0..<1500 {
        let row = Self.addedRow(to: window)
        constraints += [
          row.topAnchor.constraint(equalTo: previous),
          row.heightAnchor.constraint(equalToConstant: 10),
        ]
        if index == 700 {
          let clash = row.heightAnchor.constraint(equalToConstant: 20)
          clash.identifier = "clash"
          constraints.append(clash)
        }
        previous = row.bottomAnchor
      }
      LayoutConstraint.activate(constraints)
      return window
    }
    let parts = build()
    #expect(parts.layoutEngine.statistics.activatedParts > 0)
    parts.layoutIfNeeded()
    let whole = LayoutEngine.$chunkSizeForNewEngines.withValue(.max / 4) { build() }
    whole.layoutIfNeeded()
    #expect(Self.sameFrames(parts, whole))
    #expect(parts.subviews[700].frame.height == 10)
    let broken = parts.layoutDiagnostics.records.map(\.description)
    #expect(broken.count == 1)
    #expect(broken.first?.contains("clash") == true, "\(broken)")
    #expect(broken.count == whole.layoutDiagnostics.records.count)
  }

  /// A tree built outside the window and added at the end is still
  /// installed in chunks at the layout pass, with the cache hints of a
  /// queue this long (`Prefetch`) walking each chunk: the rows land where
  /// their constraints put them.
  @Test func aTreeAddedWholeIsInstalledInChunksAtTheLayoutPass() throws {
    let rows = 3_000
    let container = View()
    container.translatesAutoresizingMaskIntoConstraints = false
    var previous = container.topAnchor
    var constraints: [LayoutConstraint] = []
    for _ in 0..<rows {
      let row = Self.addedRow(to: container)
      constraints += [
        row.topAnchor.constraint(equalTo: previous, constant: 2),
        row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        row.heightAnchor.constraint(equalToConstant: 10),
        row.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
        row.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
        row.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
      ]
      previous = row.bottomAnchor
    }
    #expect(Prefetch.isWorthIt(forWalkOver: constraints.count))
    LayoutConstraint.activate(constraints)
    let window = Window(size: CGSize(width: 390, height: 844))
    window.addSubview(container)
    LayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: window.topAnchor),
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      container.widthAnchor.constraint(equalToConstant: 390),
    ])
    window.layoutIfNeeded()
    #expect(window.layoutEngine.statistics.activatedParts == 0)
    #expect(window.layoutEngine.statistics.chunkedFlushes > 0)
    for (index, row) in container.subviews.enumerated() {
      #expect(abs(row.frame.minY - CGFloat(index * 12 + 2)) < 0.01, "row \(index): \(row.frame)")
      #expect(row.frame.height == 10)
      #expect(row.frame.width >= 20 && row.frame.width <= 300)
    }
  }
}
