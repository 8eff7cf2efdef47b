import Foundation
import Testing

@testable import LayoutCore

/// Conflicts through a stack view name its constraints as UIKit does (`UISV-...`).
@Suite struct StackViewConflictTests {
  @Test func aWidthThatAFillEquallyStackCannotHold() throws {
    let (window, stack) = makeStack(
      threeItems(axis: .horizontal), size: CGSize(width: 200, height: 50))
    stack.distribution = .fillEqually
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.records.isEmpty)
    let first = stack.arrangedSubviews[0]
    let width = first.widthAnchor.constraint(equalToConstant: 300)
    width.identifier = "A-width"
    width.isActive = true
    let report = window.checkLayout()
    #expect(report.unsatisfiable.count == 1)
    let diagnostic = try #require(report.unsatisfiable.first)
    guard case .unsatisfiable(let broken, let conflicting) = diagnostic.kind else { return }
    #expect(broken === width)
    #expect(conflicting.contains { $0.firstItem === stack && $0.firstAttribute == .width })
    // The canvas connections, the spacings, each view's tie to the
    // stack's equal-length guide, and the stack's own width.
    #expect(conflicting.count == 8)
    #expect(
      Set(conflicting.compactMap(\.identifier))
        == ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally"])
    #expect(diagnostic.description.contains("B.width == UISV-fill-equally.width ('UISV-fill-equally', stack view)"))
  }
}
