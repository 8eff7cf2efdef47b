import Foundation
import Testing

@testable import LayoutCore

/// The examples in Docs/StackView.md and in StackView's documentation.
@Suite struct StackViewGuideTests {
  @Test func guideExample() {
    let window = Window(size: CGSize(width: 390, height: 844))

    let title = Label(text: "Sign in")
    title.fontSize = 20
    let hint = Label(text: "Use your email address")
    hint.fontSize = 10

    let column = StackView(arrangedSubviews: [title, hint])
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 4
    column.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(column)
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      column.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
    ])
    window.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 0, y: 0, width: 70, height: 24))
    #expect(hint.frame == CGRect(x: 0, y: 28, width: 110, height: 12))
    #expect(column.frame == CGRect(x: 16, y: 40, width: 110, height: 40))
  }

  @Test func alignmentAliases() {
    #expect(StackView.Alignment.top == .leading)
    #expect(StackView.Alignment.bottom == .trailing)
    #expect(StackView.Distribution.equalCentering.rawValue == 4)
    #expect(StackView.Alignment.lastBaseline.rawValue == 5)
  }
}
