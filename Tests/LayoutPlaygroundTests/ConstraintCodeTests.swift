import Foundation
import LayoutCore
import LayoutDocument
import Testing

@testable import LayoutPlayground

/// Constraints printed as code in every style, and read back where a reader exists.
@Suite struct ConstraintCodeTests {
  let document: LayoutDocument

  init() throws {
    document = try LayoutDocument(
      text: """
        canvas: {size: 300x200}
        views:
          - name: card
            subviews:
              - {name: title, kind: label, text: Hello}
              - {name: icon, intrinsicSize: 24x24}
        constraints:
          - card.leading == canvas.safeArea.leading + 16
          - card.trailing == canvas.trailing - 16
          - card.top == canvas.top + 20
          - card.height == 120
          - title.leading == icon.trailing + 8
          - icon.leading == card.leading + 12
          - icon.centerY == card.centerY
          - title.centerY == icon.centerY
          - title.width <= card.width * 0.5 @750
        """)
  }

  @Test func anchorsReadAsUIKit() {
    let code = ConstraintCode.source(for: document.constraints, style: .anchors)
    #expect(code.hasPrefix("LayoutConstraint.activate([\n"))
    #expect(
      code.contains("card.leadingAnchor.constraint(equalTo: canvas.safeAreaLayoutGuide.leadingAnchor, constant: 16),"))
    #expect(code.contains("card.heightAnchor.constraint(equalToConstant: 120),"))
    #expect(
      code.contains(
        "{ let c = title.widthAnchor.constraint(lessThanOrEqualTo: card.widthAnchor, multiplier: 0.5); c.priority = .defaultHigh; return c }(),"
      ))
  }

  @Test func operatorsAndSnapKitReadAsTheirLibraries() {
    let operators = ConstraintCode.source(for: document.constraints, style: .operators)
    #expect(operators.contains("  title.leading == icon.trailing + 8\n"))
    #expect(operators.contains("  card.trailing == canvas.trailing - 16\n"))
    #expect(operators.contains("  title.width <= 0.5 * card.width ~ .defaultHigh\n"))
    let snapKit = ConstraintCode.source(for: document.constraints, style: .snapKit)
    #expect(
      snapKit.contains(
        "card.snp.makeConstraints { make in\n  make.leading.equalTo(canvas.safeAreaLayoutGuide.snp.leading).offset(16)")
    )
    #expect(snapKit.contains("  make.width.lessThanOrEqualTo(card.snp.width).multipliedBy(0.5).priority(750)"))
  }

  @Test func visualFormatSaysWhatItCanAndNamesWhatItCannot() {
    let vfl = ConstraintCode.source(for: document.constraints, style: .visualFormat).split(separator: "\n")
    #expect(vfl.contains("H:[icon]-(8)-[title]"))
    #expect(vfl.contains("V:[card(120)]"))
    #expect(vfl.contains("H:|-(12)-[icon]"))
    #expect(vfl.contains { $0.hasPrefix("// not expressible in VFL: title.width <= 0.5 * card.width") })
  }

  /// The document style reads back into the same layout.
  @Test func documentEquationsRoundTrip() throws {
    let equations = ConstraintCode.source(for: document.constraints, style: .document)
    let views = """
      canvas: {size: 300x200}
      views:
        - name: card
          subviews:
            - {name: title, kind: label, text: Hello}
            - {name: icon, intrinsicSize: 24x24}

      """
    let copy = try LayoutDocument(text: views + equations)
    document.layoutIfNeeded()
    copy.layoutIfNeeded()
    for name in ["card", "title", "icon"] {
      #expect(copy.views[name]?.frame == document.views[name]?.frame, "\(name)")
    }
    #expect(copy.constraints.count == document.constraints.count)
  }
}
