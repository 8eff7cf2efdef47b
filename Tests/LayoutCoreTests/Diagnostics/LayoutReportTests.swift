import Foundation
import Testing

@testable import LayoutCore

/// `checkLayout()`: every problem of a tree at once, as values and as text.
@Suite struct LayoutReportTests {
  @Test func aCleanTreeHasNoProblems() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    let report = window.checkLayout()
    #expect(!report.hasProblems)
    #expect(report.problemCount == 0)
    #expect(report.description == "No layout problems.")
  }

  @Test func conflictsAndAmbiguitiesTogether() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let loose = constrainedView("loose", in: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(equalToConstant: 20),
      box.heightAnchor.constraint(equalToConstant: 10),
      loose.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      loose.widthAnchor.constraint(equalToConstant: 10),
      loose.heightAnchor.constraint(equalToConstant: 10),
    ])
    let report = window.checkLayout()
    #expect(report.hasProblems)
    #expect(report.problemCount == 2)
    #expect(report.unsatisfiable.count == 1)
    #expect(report.ambiguities.map(\.viewName) == ["loose"])
    #expect(report.ambiguities.first?.axis == .vertical)
    let text = report.description
    #expect(text.hasPrefix("2 layout problems:\n\n"))
    #expect(text.contains("Unable to simultaneously satisfy constraints."))
    #expect(text.contains("loose is ambiguous vertically: its y position can be anything."))
  }

  /// A superview without a name is called `superview` in the wording.
  @Test func unnamedSuperviewsAreCalledSuperview() {
    let window = makeWindow()
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    let title = constrainedLabel("title", in: card)
    let leading = title.leadingAnchor.constraint(
      equalTo: card.layoutMarginsGuide.leadingAnchor, constant: 8)
    let direct = title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8)
    direct.identifier = "title-leading"
    #expect(leading.diagnosticDescription.hasPrefix("title.leading == "))
    #expect(
      direct.diagnosticDescription.hasPrefix(
        "title.leading == superview.leading + 8 ('title-leading', LayoutCoreTests/LayoutReportTests.swift:"
      ))
  }
}

/// The ambiguity check stops at its limit and says how much it left.
@Suite struct AmbiguityLimitTests {
  /// A window with `count` views, each placed but with no width.
  private func undecidedRow(_ count: Int) -> Window {
    let window = Window(size: CGSize(width: 400, height: 100))
    for index in 0..<count {
      let view = View()
      view.debugName = "v\(index)"
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: CGFloat(index)),
        view.topAnchor.constraint(equalTo: window.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    return window
  }

  @Test func theCheckStopsAfterTheLimitAndCountsTheRest() {
    let report = undecidedRow(10).checkLayout(ambiguousViewLimit: 3)
    #expect(report.ambiguities.count == 3)
    #expect(report.uncheckedViewCount == 7)
    #expect(report.description.contains("7 more views were not checked"))
  }

  @Test func byDefaultEveryViewOfASmallTreeIsChecked() {
    let report = undecidedRow(10).checkLayout()
    #expect(report.ambiguities.count == 10)
    #expect(report.uncheckedViewCount == 0)
    #expect(!report.description.contains("not checked"))
  }

  /// A cycle of required widths that cannot close: every member is needed,
  /// and a cycle longer than the minimisation limit is still reported whole.
  @Test func aLongConflictingCycleIsReportedWhole() {
    let window = Window(size: CGSize(width: 400, height: 100))
    let views = (0..<100).map { index -> View in
      let view = View()
      view.debugName = "v\(index)"
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      return view
    }
    for index in views.indices {
      let next = views[(index + 1) % views.count]
      views[index].widthAnchor.constraint(equalTo: next.widthAnchor, constant: 1).isActive = true
    }
    window.layoutIfNeeded()
    let conflicts = window.checkLayout(ambiguousViewLimit: 0).unsatisfiable
    #expect(conflicts.count == 1)
    guard case .unsatisfiable(let broken, let conflicting)? = conflicts.first?.kind else {
      Issue.record("no conflict reported")
      return
    }
    #expect(conflicting.count == 99)
    #expect(Set((conflicting + [broken]).map(ObjectIdentifier.init)).count == 100)
  }
}
