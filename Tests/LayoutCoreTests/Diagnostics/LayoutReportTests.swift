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
