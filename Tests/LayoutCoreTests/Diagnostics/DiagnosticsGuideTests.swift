import Foundation
import Testing

@testable import LayoutCore

/// The example of Docs/Diagnostics.md reports what the guide says it does.
@Suite struct DiagnosticsGuideTests {
  /// The guide's screen: a card whose width fights its pinned edges, and two
  /// labels in a row that hug equally.
  static func makeScreen() -> (
    Window, card: View, name: Label, role: Label, width: LayoutConstraint
  ) {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.debugName = "window"
    let card = View()
    card.debugName = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    let name = Label(text: "Ada")
    name.debugName = "name"
    let role = Label(text: "Engineer")
    role.debugName = "role"
    for label in [name, role] {
      label.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(label)
    }
    let width = card.widthAnchor.constraint(equalToConstant: 320)
    width.identifier = "card-width"
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 60),
      card.heightAnchor.constraint(equalToConstant: 60),
      width,
      name.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      role.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      role.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      name.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      role.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ])
    return (window, card, name, role, width)
  }

  @Test func theGuidesReport() throws {
    let (window, card, name, role, width) = Self.makeScreen()
    let report = window.checkLayout()
    #expect(report.hasProblems)
    #expect(report.problemCount == 3)
    let conflict = try #require(report.unsatisfiable.first)
    guard case .unsatisfiable(let broken, let conflicting) = conflict.kind else { return }
    #expect(broken === width)
    #expect(conflicting.count == 3)
    #expect(card.frame == CGRect(x: 16, y: 60, width: 358, height: 60))
    #expect(report.ambiguities.map(\.viewName) == ["name", "role"])
    #expect(report.ambiguities.allSatisfy { $0.axis == .horizontal })

    // The fixes the guide suggests.
    width.priority = .defaultHigh
    name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    window.layoutDiagnostics.removeAll()
    #expect(!window.checkLayout().hasProblems)
    #expect(!name.hasAmbiguousLayout && !role.hasAmbiguousLayout)
  }
}
