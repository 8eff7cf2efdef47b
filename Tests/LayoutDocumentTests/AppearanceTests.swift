import Foundation
import LayoutCore
import Testing

@testable import LayoutDocument

/// Colours, corners and text looks in documents: drawn, never laid out.
@Suite struct DocumentAppearanceTests {
  let text = """
    canvas: {size: 200x100}
    views:
      - name: card
        background: white
        borderColor: "#E5E5EA"
        borderWidth: 1
        cornerRadius: 12
        alpha: 0.5
        clips: true
        subviews:
          - {name: title, kind: label, text: Hi, color: systemIndigo, weight: bold, align: center}
    constraints:
      - H:|[card]|
      - V:|[card]|
      - title.centerX == card.centerX
      - title.centerY == card.centerY
    """

  @Test func viewsTakeColoursCornersAndTextLooks() throws {
    let document = try LayoutDocument(text: text, file: "look.yaml")
    let card = try #require(document.views["card"])
    let title = try #require(document.views["title"] as? Label)
    #expect(card.backgroundColor == .white)
    #expect(card.layer.borderColor == Color(hex: 0xE5E5EA))
    #expect(card.layer.borderWidth == 1 && card.layer.cornerRadius == 12)
    #expect(card.alpha == 0.5 && card.clipsToBounds)
    #expect(title.textColor == .systemIndigo)
    #expect(title.font.weight == .bold && title.textAlignment == .center)
  }

  @Test func looksDoNotChangeFrames() throws {
    let keys = ["background", "borderColor", "borderWidth", "cornerRadius", "alpha", "clips"]
    let plain = text.split(separator: "\n").filter { line in
      !keys.contains { line.trimmingCharacters(in: .whitespaces).hasPrefix($0 + ":") }
    }.joined(separator: "\n")
    #expect(try frames(text) == frames(plain))
  }

  @Test(arguments: [
    ("background: mauve", "background must be one of black, white"),
    ("background: \"#12345\"", "is not a colour: use #RGB, #RRGGBB or #RRGGBBAA"),
    ("alpha: 2", "alpha must be from 0 to 1"),
    ("cornerRadius: -1", "cornerRadius"),
  ])
  func badLooksAreErrorsAtTheirPlace(_ line: String, _ message: String) throws {
    let document = "views:\n  - name: box\n    \(line)\n"
    let error = try #require(documentError(document))
    #expect(error.line == 3)
    #expect(error.message.contains(message), "\(error.message)")
  }

  @Test func textLooksBelongToLabels() throws {
    let error = try #require(documentError("views:\n  - name: box\n    color: red\n"))
    #expect(error.message.contains("key 'color' applies to kind label"))
  }
}
