import Foundation
import Testing

@testable import LayoutCore

@Suite struct PackageHookTests {
  @Test func makeChecksAndCarriesTheCallersLocation() throws {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let constraint = try LayoutConstraint.make(
      item: box, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .trailing,
      multiplier: 0.5, constant: 4, priority: 900, identifier: "dsl", file: "Screen.swift", line: 7)
    #expect(constraint.description.contains("Screen.swift:7"))
    #expect(constraint.priority == 900)
    LayoutConstraint.activate([
      constraint, box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(box.frame.midX == 199)
    #expect(throws: ConstraintError.self) {
      try LayoutConstraint.make(
        item: box, attribute: .top, relatedBy: .equal, toItem: window, attribute: .leading,
        file: "Screen.swift", line: 8)
    }
  }

  @Test func constraintsAffectingAnItem() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    LayoutConstraint.activate([width, left])
    let affecting = box.affectingConstraints
    #expect(affecting.count == 2)
    #expect(affecting.allSatisfy { !$0.isSystemConstraint })
    #expect(left.installedView === window)
    #expect(box.layoutDebugName == "box")
    window.layoutIfNeeded()
    // After layout, the engine's own content constraints do not appear for a
    // view without content, but the margins guide's do for the window.
    _ = window.layoutMarginsGuide
    #expect(window.layoutMarginsGuide.affectingConstraints.allSatisfy { $0.isSystemConstraint })
  }

  @Test func anchorsExposeItemAndAttributeToOtherModules() {
    let view = View()
    let anchor = view.trailingAnchor
    #expect(anchor.item === view)
    #expect(anchor.attribute == .trailing)
    let constraint = anchor.constraint(
      .lessThanOrEqual, to: view.leadingAnchor, multiplier: 2, constant: 1,
      file: "DSL.swift", line: 3)
    #expect(constraint.multiplier == 2)
    #expect(constraint.relation == .lessThanOrEqual)
  }
}
