import AutoLayout
import Foundation
import LayoutOperators
import Testing

// The examples of the AutoLayout DocC catalog (AutoLayout.md,
// Articles/GettingStarted.md, Articles/ChoosingAStyle.md), through the one import.

/// ChoosingAStyle.md, "Property wrappers".
private final class IconBar: Superview {
  @Subview([.marginsPinLeading, .alignCenterY, .size(CGSize(width: 44, height: 44))])
  var icon = View()

  @Subview([.marginsPinTrailing, .alignCenterY, .size(CGSize(width: 80, height: 44))])
  var button = View()
}

/// The frames every style in ChoosingAStyle.md gives the bar.
private func expectTheBar(
  _ icon: View, _ button: View, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(icon.frame == CGRect(x: 8, y: 28, width: 44, height: 44), sourceLocation: sourceLocation)
  #expect(button.frame == CGRect(x: 232, y: 28, width: 80, height: 44), sourceLocation: sourceLocation)
}

@Suite struct DocumentationExampleTests {
  // MARK: - AutoLayout.md

  @Test func rootPageTwoStylesOneTree() {
    let window = Window(size: CGSize(width: 300, height: 200))
    let a = View()
    let b = View()
    window.addSubview(a)
    window.addSubview(b)
    a.snp.makeConstraints { make in
      make.top.leading.equalToSuperview().offset(10)
      make.size.equalTo(50)
    }
    Constraints {
      b.leading == a.trailing + 10
      b.top == a.top
      b.size == a.size
    }.activate()
    window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(b.frame == CGRect(x: 70, y: 10, width: 50, height: 50))
  }

  // MARK: - Articles/GettingStarted.md

  @Test func gettingStartedSignInCard() {
    // "Build a tree"
    let window = Window(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let card = View()
    let title = Label(text: "Sign in")
    let button = View()
    title.fontSize = 28
    window.addSubview(card)
    card.addSubview(title)
    card.addSubview(button)

    // "Add constraints with anchors"
    for view in [card, title, button] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 16),
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 24),
      title.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      button.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 24),
      button.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      button.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      button.heightAnchor.constraint(equalToConstant: 44),
      button.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -24),
    ])

    // "Lay out and read frames"
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 63, width: 358, height: 150))
    #expect(title.frame == CGRect(x: 130, y: 24, width: 98, height: 34))
    #expect(button.frame == CGRect(x: 8, y: 82, width: 342, height: 44))

    // "Mix in other styles"
    let badge = View()
    let footer = Label(text: "Forgot your password?")
    window.addSubview(badge)
    window.addSubview(footer)
    badge.snp.makeConstraints { make in
      make.size.equalTo(12)
      make.centerY.equalTo(card.snp.top)
      make.centerX.equalTo(card.snp.trailing)
    }
    Constraints {
      footer.top == card.bottom + 16
      footer.centerX == card.centerX
    }.activate()
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 368, y: 57, width: 12, height: 12))
    #expect(footer.frame == CGRect(x: 106, y: 229, width: 178, height: 20))
    #expect(window.layoutDiagnostics.records.isEmpty)

    // "Check for problems"
    card.widthAnchor.constraint(equalToConstant: 100).isActive = true
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.brokenConstraints.count == 1)
    #expect(card.frame.width == 358)
  }

  // MARK: - Articles/ChoosingAStyle.md

  @Test func choosingAStyleAnchors() {
    let window = Window(size: CGSize(width: 320, height: 100))
    let icon = View()
    let button = View()
    window.addSubview(icon)
    window.addSubview(button)

    for view in [icon, button] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    LayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      icon.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      icon.widthAnchor.constraint(equalToConstant: 44),
      icon.heightAnchor.constraint(equalToConstant: 44),
      button.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      button.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      button.widthAnchor.constraint(equalToConstant: 80),
      button.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    expectTheBar(icon, button)
  }

  @Test func choosingAStyleOperators() {
    let window = Window(size: CGSize(width: 320, height: 100))
    let icon = View()
    let button = View()
    window.addSubview(icon)
    window.addSubview(button)

    Constraints {
      icon.leading == window.layoutMarginsGuide.leading
      icon.centerY == window.centerY
      icon.size == 44
      button.trailing == window.layoutMarginsGuide.trailing
      button.centerY == window.centerY
      button.size == CGSize(width: 80, height: 44)
    }.activate()
    window.layoutIfNeeded()
    expectTheBar(icon, button)
  }

  @Test func choosingAStyleMaker() {
    let window = Window(size: CGSize(width: 320, height: 100))
    let icon = View()
    let button = View()
    window.addSubview(icon)
    window.addSubview(button)

    icon.snp.makeConstraints { make in
      make.leading.equalToSuperview { $0.layoutMarginsGuide }
      make.centerY.equalToSuperview()
      make.size.equalTo(44)
    }
    button.snp.makeConstraints { make in
      make.trailing.equalToSuperview { $0.layoutMarginsGuide }
      make.centerY.equalToSuperview()
      make.size.equalTo(CGSize(width: 80, height: 44))
    }
    window.layoutIfNeeded()
    expectTheBar(icon, button)
  }

  @Test func choosingAStyleVisualFormatStrings() throws {
    let window = Window(size: CGSize(width: 320, height: 100))
    let icon = View()
    let button = View()
    window.addSubview(icon)
    window.addSubview(button)

    for view in [icon, button] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    let views = ["icon": icon, "button": button]
    LayoutConstraint.activate(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|-[icon(44)]-(>=8)-[button(80)]-|", options: .alignAllCenterY,
        metrics: nil, views: views)
        + LayoutConstraint.constraints(withVisualFormat: "V:[icon(44)]", views: views)
        + LayoutConstraint.constraints(withVisualFormat: "V:[button(44)]", views: views)
        + [icon.centerYAnchor.constraint(equalTo: window.centerYAnchor)])
    window.layoutIfNeeded()
    expectTheBar(icon, button)
  }

  @Test func choosingAStyleTinyVFL() throws {
    let window = Window(size: CGSize(width: 320, height: 100))
    let icon = View()
    let button = View()
    window.addSubview(icon)
    window.addSubview(button)

    for view in [icon, button] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    try VFL.h(
      .superView, .space(), .view(icon, size: 44), .space(.atLeast(8)), .view(button, size: 80),
      .space(), .superView
    ).withOptions(.alignAllCenterY).active()
    try VFL.v(.view(icon, size: 44)).active()
    try VFL.v(.view(button, size: 44)).active()
    icon.centerYAnchor.constraint(equalTo: window.centerYAnchor).isActive = true
    window.layoutIfNeeded()
    expectTheBar(icon, button)
  }

  @Test func choosingAStylePropertyWrappers() {
    let bar = IconBar(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let barWindow = Window(size: CGSize(width: 320, height: 100))
    barWindow.addSubview(bar)
    barWindow.layoutIfNeeded()
    #expect(bar.icon.frame == CGRect(x: 8, y: 28, width: 44, height: 44))
    #expect(bar.button.frame == CGRect(x: 232, y: 28, width: 80, height: 44))
  }

  @Test func choosingAStyleFrameLayout() throws {
    let icon = View()
    let button = View()

    let layout = Layout(
      parentFrame: CGRect(x: 0, y: 0, width: 320, height: 100), direction: .row,
      alignment: .center, justification: .spaceBetween,
      padding: Layout.Insets(leading: 8, trailing: 8))
    try layout.add(items: [.size(CGSize(width: 44, height: 44)), .size(CGSize(width: 80, height: 44))])
    try layout.apply(to: [icon, button])
    expectTheBar(icon, button)
  }
}
