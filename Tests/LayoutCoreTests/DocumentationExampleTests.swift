import Foundation
import Testing

@testable import LayoutCore

/// The examples in the documentation give the frames they claim.
@Suite struct DocumentationExampleTests {
  @Test func overviewExample() {
    let window = Window(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), displayScale: 3)
    let title = Label(text: "Sign in")
    title.fontSize = 28
    title.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(title)
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 32),
      title.centerXAnchor.constraint(equalTo: window.centerXAnchor),
    ])
    window.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 146, y: 79, width: 98, height: 338.0 / 3 - 79))
  }

  @Test func viewExample() {
    let window = Window(size: CGSize(width: 390, height: 844))
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 16),
      card.heightAnchor.constraint(equalToConstant: 120),
    ])
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 8, y: 16, width: 374, height: 120))
  }

  @Test func gettingStartedConflictIsReported() {
    let window = makeWindow()
    let card = constrainedView("card", in: window)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    let width = card.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.brokenConstraints.count == 1)
    #expect(window.layoutDiagnostics.brokenConstraints.first === width)
    #expect(card.frame.width == 358)
  }
}
