import Foundation
import LayoutCore
import Testing
import VisualFormat

/// Collects what an example prints, so a test can compare it with the text the
/// documentation shows.
private final class Console: @unchecked Sendable {
  var lines: [String] = []
}

/// Every `swift` code block of the VisualFormat DocC catalog, with the
/// statements it shows and the results its prose claims. Inside these tests
/// `print` records into `console`.
@Suite struct DocumentationExampleTests {
  private let console = Console()
  private func print(_ items: Any...) {
    console.lines.append(items.map { String(describing: $0) }.joined(separator: " "))
  }

  // MARK: - VisualFormat.md

  @Test func rootPageFormatString() throws {
    let window = Window(size: CGSize(width: 320, height: 100))
    let title = Label(text: "Inbox")
    let button = View()
    for view in [title, button] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }

    let constraints = LayoutConstraint.constraints(
      withVisualFormat: "H:|-[title]-(>=8)-[button(80)]-|",
      options: .alignAllCenterY,
      metrics: nil,
      views: ["title": title, "button": button])
    LayoutConstraint.activate(constraints)

    button.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(title.frame.minX == 8)
    #expect(button.frame.minX == 232 && button.frame.width == 80)
    #expect(title.frame.midY == button.frame.midY)
  }

  @Test func rootPageErrorDescription() {
    let button = View()
    let container = View()
    container.addSubview(button)
    do {
      _ = try LayoutConstraint.checkedConstraints(
        withVisualFormat: "H:|-[button]-[missing]|", options: [], metrics: nil, views: ["button": button])
      Issue.record("the format should not parse")
    } catch {
      #expect(
        error.description == """
          Unable to parse constraint format: missing is not a key in the views dictionary.
          H:|-[button]-[missing]|
                        ^
          """)
    }
  }

  @Test func rootPageBuilder() throws {
    let window = Window(size: CGSize(width: 320, height: 400))
    let header = View()
    let body = View()
    let footer = View()
    for view in [header, body, footer] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
    }
    header.widthAnchor.constraint(equalToConstant: 100).isActive = true
    header.heightAnchor.constraint(equalToConstant: 40).isActive = true

    try VFL.v(
      .superView, .space(), .view(header), .view(body, size: 90),
      .space(5, priority: 750), .view(footer, equal: header)
    )
    .withOptions([.alignAllLeft, .alignAllRight])
    .active()

    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 8, width: 100, height: 40))
    #expect(body.frame == CGRect(x: 0, y: 48, width: 100, height: 90))
    #expect(footer.frame == CGRect(x: 0, y: 143, width: 100, height: 40))
  }

  // MARK: - GettingStarted.md

  @Test func gettingStartedWalkThrough() throws {
    let window = Window(size: CGSize(width: 320, height: 100))
    let title = Label(text: "Inbox")
    let button = View()
    for view in [title, button] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }

    // Write the formats.
    let views: [String: LayoutItem] = ["title": title, "button": button]
    let horizontal = LayoutConstraint.constraints(
      withVisualFormat: "H:|-[title]-(>=8)-[button(80)]-|",
      options: .alignAllCenterY, metrics: nil, views: views)
    let vertical = LayoutConstraint.constraints(
      withVisualFormat: "V:|-[button(30)]", options: [], metrics: nil, views: views)
    LayoutConstraint.activate(horizontal + vertical)

    window.layoutIfNeeded()
    let titleFrame = title.frame  // (8, 13, 43, 20)
    let buttonFrame = button.frame  // (232, 8, 80, 30)
    #expect(titleFrame == CGRect(x: 8, y: 13, width: 43, height: 20))
    #expect(buttonFrame == CGRect(x: 232, y: 8, width: 80, height: 30))

    // Use metrics and priorities.
    let spaced = LayoutConstraint.constraints(
      withVisualFormat: "H:|-pad-[title]-(>=gap@750)-[button]",
      options: [], metrics: ["pad": 20, "gap": 12], views: views)
    print(spaced.map(\.constant))  // [20.0, 12.0]
    print(spaced.map(\.priority.rawValue))  // [1000.0, 750.0]

    // Read the errors.
    do {
      _ = try LayoutConstraint.checkedConstraints(
        withVisualFormat: "H:|-[button]-[missing]|", options: [], metrics: nil, views: views)
    } catch {
      print(error)
    }
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.checkedConstraints(
        withVisualFormat: "H:|-[title]-[button]-|", options: .alignAllLeft, metrics: nil, views: views)
    }

    // Let the builder write the format.
    let line = VFL.h(
      .superView, .space(), .view(title), .space(.atLeast(8)), .view(button, size: 80), .space(), .superView)
    print(line.format)  // H:|-[v0]-(>=8)-[v1(==80)]-|
    let made = try line.withOptions(.alignAllCenterY).constraints
    print(made.count)  // 5
    #expect(throws: VisualFormatError.self) { try VFL.h(.view(title), .superView, .view(button)).constraints }

    #expect(
      console.lines == [
        "[20.0, 12.0]",
        "[1000.0, 750.0]",
        """
        Unable to parse constraint format: missing is not a key in the views dictionary.
        H:|-[button]-[missing]|
                      ^
        """,
        "H:|-[v0]-(>=8)-[v1(==80)]-|",
        "5",
      ])
  }

  @Test func gettingStartedCanvas() throws {
    let canvas = try VisualFormatCanvas(
      formats: ["H:|-[title]-[button(80)]-|", "V:|-[title(30)]", "V:|-[button(30)]"],
      size: CGSize(width: 320, height: 100))
    let buttonFrame = canvas.views["button"]!.frame  // (232, 8, 80, 30)
    #expect(buttonFrame == CGRect(x: 232, y: 8, width: 80, height: 30))
  }
}
