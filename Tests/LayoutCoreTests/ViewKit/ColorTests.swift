import Foundation
import Testing

@testable import LayoutCore

/// Colours as UIKit code names them, and the hex forms designers hand over.
@Suite struct ColorTests {
  @Test func systemColoursHaveUIKitsLightModeValues() {
    #expect(Color.systemBlue.hexString == "#007AFF")
    #expect(Color.systemRed.hexString == "#FF3B30")
    #expect(Color.systemGreen.hexString == "#34C759")
    #expect(Color.systemGray6.hexString == "#F2F2F7")
    #expect(Color.secondaryLabel.alpha == 0.6)
  }

  @Test func componentsAreClampedAsUIColorClampsThem() {
    let color = Color(red: 1.5, green: -0.2, blue: 0.5, alpha: 2)
    #expect(color == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
    #expect(Color(white: 0.5) == .gray)
  }

  @Test(arguments: [
    ("#FF8800", "#FF8800"), ("ff8800", "#FF8800"), ("#F80", "#FF8800"), ("#FF880080", "#FF880080"),
  ])
  func hexStringsParse(_ input: String, _ expected: String) throws {
    let color = try #require(Color(hex: input))
    #expect(color.hexString == expected)
  }

  @Test(arguments: ["", "#", "#12", "#GGGGGG", "#12345", "red"])
  func badHexStringsAreRejected(_ input: String) {
    #expect(Color(hex: input) == nil)
  }

  @Test func hexNumbersAndAlpha() {
    let color = Color(hex: 0x336699).withAlphaComponent(0.5)
    #expect(color.red == 0x33 / 255.0)
    #expect(color.alpha == 0.5)
    #expect(color.cgColor == color)
  }
}

/// The drawing properties views carry for renderers, with UIKit's defaults.
@Suite struct AppearanceTests {
  @Test func defaultsAreUIKits() {
    let view = View()
    #expect(view.backgroundColor == nil)
    #expect(view.alpha == 1)
    #expect(view.clipsToBounds == false)
    #expect(view.contentMode == .scaleToFill)
    #expect(view.layer.cornerRadius == 0)
    #expect(view.layer.borderColor == .black)
    #expect(ScrollView().clipsToBounds)
  }

  @Test func viewPropertiesAreTheLayersAsInUIKit() {
    let view = View()
    view.backgroundColor = .systemYellow
    view.alpha = 0.5
    view.clipsToBounds = true
    #expect(view.layer.backgroundColor == .systemYellow)
    #expect(view.layer.opacity == 0.5)
    #expect(view.layer.masksToBounds)
    view.layer.borderColor = Color.red.cgColor
    view.layer.borderWidth = 2
    #expect(view.layer.borderColor == .red)
    view.alpha = 3
    #expect(view.alpha == 1)
  }

  @Test func tintColourIsInheritedFromTheNearestAncestor() {
    let outer = View()
    let middle = View()
    let inner = View()
    outer.addSubview(middle)
    middle.addSubview(inner)
    #expect(inner.tintColor == .systemBlue)
    outer.tintColor = .systemPink
    #expect(inner.tintColor == .systemPink)
    middle.tintColor = .systemGreen
    #expect(inner.tintColor == .systemGreen)
    middle.tintColor = nil
    #expect(inner.tintColor == .systemPink)
  }

  @Test func appearanceDoesNotChangeLayout() {
    let window = makeWindow(width: 200, height: 200)
    let box = constrainedView("box", in: window)
    box.backgroundColor = .systemRed
    box.layer.cornerRadius = 8
    box.alpha = 0
    LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 40),
      box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: window.centerYAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(box, rect(75, 80, 50, 40))
  }
}
