import Foundation
import LayoutCore
import Synchronization
import Testing

@testable import LayoutMaker

@Suite struct ConstraintDiagnosticTests {
  @Test func aMissingSuperviewIsDiagnosedNotFatal() {
    let view = View()
    view.snp.makeConstraints { make in
      make.edges.equalToSuperview()
      make.top.equalTo(10)
      make.width.equalTo(10)
    }
    let kinds = view.snp.diagnostics.map(\.kind)
    #expect(kinds == Array(repeating: .missingSuperview, count: 2))
    #expect(view.snp.diagnostics.first?.file.hasSuffix("ConstraintDiagnosticTests.swift") == true)
    #expect(view.snp.installedConstraints.count == 1)
  }

  @Test func unrelatedCompositeAttributesAreSkipped() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in
      make.edges.equalTo(container.snp.horizontalEdges)
    }
    #expect(view.snp.diagnostics.map(\.kind) == [.unrelatedAttributes, .unrelatedAttributes])
    #expect(Set(container.snp.installedConstraints.map(\.firstAttribute)) == [.left, .right])
  }

  @Test func invalidConstraintsAreSkipped() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    let guide = LayoutGuide()
    container.addLayoutGuide(guide)
    view.snp.makeConstraints { make in
      make.width.equalToSuperview().dividedBy(0)
      make.top.equalTo(guide).offset(1)
    }
    // A guide has no margins: its margin attributes are its edges, not an error.
    guide.snp.makeConstraints { make in make.leftMargin.equalToSuperview() }
    #expect(view.snp.diagnostics.map(\.kind) == [.invalidConstraint])
    #expect(guide.snp.diagnostics.isEmpty)
    #expect(container.snp.installedConstraints.count == 2)
    #expect(
      container.snp.installedConstraints.contains {
        $0.firstItem === guide && $0.firstAttribute == .left && $0.secondAttribute == .leftMargin
      })
  }

  @Test func theHandlerSeesEveryDiagnostic() {
    let seen = Mutex<[String]>([])
    ConstraintDiagnostic.handler = { diagnostic in
      if diagnostic.message.contains("lonely-handler-view") {
        seen.withLock { $0.append(diagnostic.description) }
      }
    }
    defer { ConstraintDiagnostic.handler = nil }
    let view = View()
    view.debugName = "lonely-handler-view"
    view.snp.makeConstraints { make in make.center.equalToSuperview() }
    let messages = seen.withLock { $0 }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("ConstraintDiagnosticTests.swift:") == true)
  }
}
