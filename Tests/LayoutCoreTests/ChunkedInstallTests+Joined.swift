import Foundation
import Testing

@testable import LayoutCore
import LayoutScreens

/// A large list whose rows join a stack in the window is arranged and
/// installed part by part as the rows join, while they are in the cache;
/// the frames still come at the layout pass, and are the ones the layout
/// pass alone gives.
extension ChunkedInstallTests {
  /// The same screen built with nothing done before the layout pass: no
  /// queue ever reaches half of a chunk this large.
  static func atLayoutOnly(_ build: () -> Window) -> Window {
    LayoutEngine.$chunkSizeForNewEngines.withValue(.max / 4) { build() }
  }

  /// Stack lists of every kind have their rows installed as they join
  /// (but a list spread by equal centering, whose weak gap ties wait for
  /// the layout pass), and end with the frames and diagnostics of a list
  /// installed at the layout pass.
  @Test(arguments: 0..<5)
  func aStackListIsInstalledAsItsRowsJoin(_ kind: Int) {
    func build() -> Window {
      switch kind {
      case 0: SampleScreens.stackList(views: 2500)
      case 1: SampleScreens.stackList(views: 2500, list: .equalSpacing, hiddenEvery: 7)
      case 2: SampleScreens.stackList(views: 2500, list: .fillEqually, row: .firstBaseline, text: .fillEqually)
      case 3: SampleScreens.stackList(views: 2500, list: .equalCentering, row: .top)
      default: SampleScreens.stackList(views: 2500, row: .fill, rowDistribution: .equalSpacing, text: .equalCentering)
      }
    }
    let window = build()
    let engine = window.layoutEngine
    if kind == 3 {
      #expect(engine.joinedParts == 0)
      #expect(engine.solver.constraintCount == 0)
    } else {
      #expect(engine.joinedParts >= 5, "\(engine.joinedParts) parts")
      #expect(engine.solver.constraintCount >= 5 * 1024)
    }
    #expect(window.subviews[0].subviews.allSatisfy { $0.frame == .zero }, "frames are set by the layout pass")
    window.layoutIfNeeded()
    let whole = Self.atLayoutOnly(build)
    #expect(whole.layoutEngine.joinedParts == 0)
    whole.layoutIfNeeded()
    #expect(Self.sameFrames(window, whole), "\(Self.largestDifference(window, whole))")
    #expect(window.layoutDiagnostics.records.count == whole.layoutDiagnostics.records.count)
  }

  /// Rows configured after they join (their spacing and alignment set
  /// once they are in the list) are laid out as configured: the layout
  /// pass rebuilds what changed. Changes to the list itself after some rows
  /// joined (a row hidden, a custom spacing) leave the rest of the list to
  /// the layout pass, which lays it out whole.
  @Test(arguments: [false, true])
  func rowsChangedAfterTheyJoinLayOutAsChanged(listChanges: Bool) {
    func build() -> Window {
      let window = SampleScreens.makeWindow()
      let list = SampleScreens.listStack(in: window)
      for index in 0..<500 {
        let row = SampleScreens.listRow(index)
        list.addArrangedSubview(row)
        row.spacing = CGFloat(4 + index % 5)
        row.alignment = index % 2 == 0 ? .top : .bottom
        if listChanges && index >= 300 && index % 9 == 4 { row.isHidden = true }
        if listChanges && index >= 300 && index % 50 == 10 { list.setCustomSpacing(20, after: row) }
      }
      return window
    }
    let window = build()
    #expect(window.layoutEngine.joinedParts > 0)
    window.layoutIfNeeded()
    let whole = Self.atLayoutOnly(build)
    whole.layoutIfNeeded()
    #expect(Self.sameFrames(window, whole), "\(Self.largestDifference(window, whole))")
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  /// A short list waits for the layout pass: no stack is arranged before it.
  @Test func aShortStackListWaitsForTheLayoutPass() {
    let window = SampleScreens.stackList(views: 100)
    let list = window.subviews[0] as! StackView
    #expect(window.layoutEngine.joinedParts == 0)
    #expect(list.arrangement.constraints.isEmpty)
    #expect(window.layoutEngine.solver.constraintCount == 0)
    window.layoutIfNeeded()
    #expect(!list.arrangement.constraints.isEmpty)
  }

  /// A stack subclass's `updateConstraints` is the user's code: it runs in
  /// the layout pass, as in UIKit, even while the rows around it are
  /// arranged as they join.
  @Test func aStackSubclassIsUpdatedInTheLayoutPass() {
    final class CountingStack: StackView {
      var updatesOutsidePass = 0
      var updates = 0
      override func updateConstraints() {
        updates += 1
        if !(rootView.engineIfPresent?.isInPass ?? false) || rootView.engineIfPresent?.buildsAsJoined == true {
          updatesOutsidePass += 1
        }
        super.updateConstraints()
      }
    }
    let window = SampleScreens.makeWindow()
    let list = SampleScreens.listStack(in: window)
    var counted: [CountingStack] = []
    for index in 0..<600 {
      let row = SampleScreens.listRow(index)
      if index % 3 == 0 {
        let wrapper = CountingStack(arrangedSubviews: [row])
        counted.append(wrapper)
        list.addArrangedSubview(wrapper)
      } else {
        list.addArrangedSubview(row)
      }
    }
    #expect(window.layoutEngine.joinedParts > 0)
    #expect(counted.allSatisfy { $0.updates == 0 })
    window.layoutIfNeeded()
    #expect(counted.allSatisfy { $0.updates == 1 && $0.updatesOutsidePass == 0 })
    #expect(window.layoutDiagnostics.records.isEmpty)
  }
}
