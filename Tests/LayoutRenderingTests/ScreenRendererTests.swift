import Foundation
import LayoutCore
import Testing

@testable import LayoutRendering

/// The screen style: pictures that look like the screen, drawn from the
/// views' colours, fonts and controls.
@Suite struct ScreenRendererTests {
  /// A card with a title, a filled button, a switch and an image, 300 × 200.
  func card() -> (window: Window, title: Label, button: Button) {
    let window = Window(size: CGSize(width: 300, height: 200))
    window.backgroundColor = .systemGroupedBackground
    let card = View()
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 1
    card.layer.borderColor = Color.separator.cgColor
    card.clipsToBounds = true
    let title = Label(text: "Welcome back")
    title.font = .boldSystemFont(ofSize: 20)
    title.textColor = .systemIndigo
    var configuration = Button.Configuration.filled()
    configuration.title = "Sign in"
    let button = Button(configuration: configuration)
    let toggle = Switch()
    toggle.isOn = true
    let avatar = ImageView(image: Image(size: CGSize(width: 40, height: 40), name: "avatar"))
    for view in [card, title, button, toggle, avatar] { view.translatesAutoresizingMaskIntoConstraints = false }
    window.addSubview(card)
    for view in [title, button, toggle, avatar] { card.addSubview(view) }
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
      card.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -20),
      avatar.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      avatar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      title.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
      button.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      button.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
      toggle.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      toggle.centerYAnchor.constraint(equalTo: button.centerYAnchor),
    ])
    return (window, title, button)
  }

  @Test func colourCornersBordersAndClippingAreDrawn() {
    let svg = SVGRenderer.render(LayoutSnapshot(card().window), options: .init(style: .screen))
    #expect(svg.contains("fill=\"#F2F2F7\""))  // the window's grouped background
    #expect(svg.contains("rx=\"12\" fill=\"#FFFFFF\""))  // the card
    #expect(svg.contains("stroke=\"#3C3C434A\" stroke-width=\"1\""))  // its border, separator at 29%
    #expect(svg.contains("<clipPath id=\"clip1\">"))
    #expect(!svg.contains("<title>window"))  // no outlines in the screen style
  }

  @Test func textIsDrawnInItsFontAndColourAtItsMeasuredWidth() {
    let svg = SVGRenderer.render(LayoutSnapshot(card().window), options: .init(style: .screen))
    // 12 characters at 20 points: 120 wide with the default measurer.
    #expect(svg.contains("font-size=\"20\" font-weight=\"700\" fill=\"#5856D6\" textLength=\"120\""))
    #expect(svg.contains(">Welcome back</text>"))
    // The filled button: a tinted background and a white title.
    #expect(svg.contains("fill=\"#007AFF\""))
    #expect(svg.contains("fill=\"#FFFFFF\" textLength=\"59.5\" lengthAdjust=\"spacingAndGlyphs\">Sign in</text>"))
  }

  @Test func controlsAndImagesHaveAFlatLook() {
    let svg = SVGRenderer.render(LayoutSnapshot(card().window), options: .init(style: .screen))
    #expect(svg.contains("rx=\"15.5\" fill=\"#34C759\""))  // the switch, on
    #expect(svg.contains(">avatar</text>"))  // the image placeholder's name
  }

  @Test func textThatDoesNotFitIsTruncatedWithAnEllipsis() throws {
    let window = Window(size: CGSize(width: 100, height: 40))
    let label = Label(text: "A title far too long")
    label.fontSize = 10  // 5 points a character
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    let snapshot = LayoutSnapshot(window)
    let entry = try #require(snapshot.entries.first { $0.text != nil })
    guard case .text(let text, _) = entry.drawing?.content else {
      Issue.record("a label draws text")
      return
    }
    #expect(text.lines == ["A title f…"])  // cut between characters, as UILabel cuts
    label.lineBreakMode = .byTruncatingHead
    #expect(lines(LayoutSnapshot(window)) == ["…too long"])
    label.lineBreakMode = .byTruncatingMiddle
    #expect(lines(LayoutSnapshot(window)) == ["A tit…long"])
    label.lineBreakMode = .byClipping
    #expect(lines(LayoutSnapshot(window)) == ["A title fa"])
  }

  private func lines(_ snapshot: LayoutSnapshot) -> [String] {
    for entry in snapshot.entries {
      if case .text(let text, _) = entry.drawing?.content { return text.lines }
    }
    return []
  }

  @Test func aScrolledScrollViewDrawsItsContentMovedAndClipped() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(scroll)
    let block = View(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
    block.backgroundColor = .systemRed
    scroll.addSubview(block)
    scroll.contentSize = CGSize(width: 100, height: 600)
    scroll.contentOffset = CGPoint(x: 0, y: 280)
    let snapshot = LayoutSnapshot(window)
    #expect(snapshot.entries.last?.absoluteFrame == CGRect(x: 0, y: 20, width: 100, height: 50))
    #expect(snapshot.entries.last?.frame == CGRect(x: 0, y: 300, width: 100, height: 50))
    let svg = SVGRenderer.render(snapshot, options: .init(style: .screen))
    #expect(svg.contains("clip-path=\"url(#clip1)\""))
    #expect(svg.contains("<rect x=\"0\" y=\"20\" width=\"100\" height=\"50\" rx=\"0\" fill=\"#FF3B30\"/>"))
  }

  @Test func hiddenViewsAndTheirSubviewsAreNotDrawnAndAlphaNests() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let faded = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    faded.alpha = 0.5
    faded.backgroundColor = .systemBlue
    let hidden = View(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    hidden.isHidden = true
    let inner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    inner.backgroundColor = .systemPink
    hidden.addSubview(inner)
    window.addSubview(faded)
    window.addSubview(hidden)
    let svg = SVGRenderer.render(LayoutSnapshot(window), options: .init(style: .screen))
    #expect(svg.contains("<g opacity=\"0.5\">"))
    #expect(!svg.contains(Color.systemPink.hexString))
  }

  @Test func shadowsAreDrawnUnderTheBackground() throws {
    let window = Window(size: CGSize(width: 100, height: 100))
    let card = View(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
    card.backgroundColor = .white
    card.layer.shadowOpacity = 0.5
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    card.layer.shadowRadius = 6
    window.addSubview(card)
    let svg = SVGRenderer.render(LayoutSnapshot(window), options: .init(style: .screen))
    #expect(svg.contains("<feGaussianBlur stdDeviation=\"3\"/>"))
    // Black at half the opacity, moved 2 down, before the card's white fill.
    let shadow = try #require(
      svg.range(of: "<rect x=\"10\" y=\"12\" width=\"60\" height=\"40\" rx=\"0\" fill=\"#00000080\""))
    let fill = try #require(
      svg.range(of: "<rect x=\"10\" y=\"10\" width=\"60\" height=\"40\" rx=\"0\" fill=\"#FFFFFF\""))
    #expect(shadow.lowerBound < fill.lowerBound)
  }

  @Test func theOutlinedScreenAddsNamesOverThePicture() {
    let svg = SVGRenderer.render(LayoutSnapshot(card().window), options: .init(style: .screenWithOutlines))
    #expect(svg.contains("fill=\"#F2F2F7\""))
    #expect(svg.contains("stroke=\"#E0245E\""))
  }

  @Test func plainViewsCarryNoDrawingAndGetNoLayer() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let plain = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(plain)
    let snapshot = LayoutSnapshot(window)
    #expect(snapshot.entries[1].drawing == nil)
    #expect(plain.existingLayer == nil)
  }
}
