import Foundation
import LayoutCore
import LayoutRendering
import Testing

/// Collects what an example prints, so a test can compare it with the text the
/// documentation shows.
private final class Console: @unchecked Sendable {
  var text = ""
}

/// A view that picks its own fill, as in the GettingStarted article.
final class Stripe: View, FillColored {
  let fillColor = "#0057b7"
}

/// Every `swift` code block of the LayoutRendering DocC catalog, with the
/// statements it shows and the output its prose claims. Inside these tests
/// `print` records into `console`.
@Suite struct DocumentationExampleTests {
  private let console = Console()
  private func print(_ items: Any..., terminator: String = "\n") {
    console.text += items.map { String(describing: $0) }.joined(separator: " ") + terminator
  }

  // MARK: - LayoutRendering.md

  @Test func rootPageOverview() {
    let window = Window(size: CGSize(width: 200, height: 100))
    let box = View(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
    box.debugName = "box"
    window.addSubview(box)

    let snapshot = LayoutSnapshot(window)
    print(JSONRenderer.render(snapshot))
    #expect(
      console.text == """
        {
          "version": 1,
          "frames": {
            "box": {"x": 20, "y": 20, "width": 80, "height": 40}
          }
        }


        """)
    // Views without a debugName are named by type and counter.
    let unnamed = Window(size: CGSize(width: 10, height: 10))
    unnamed.addSubview(View(frame: .zero))
    unnamed.addSubview(Label(text: "x"))
    #expect(LayoutSnapshot(unnamed).entries.map(\.name) == ["Window1", "View1", "Label1"])
  }

  // MARK: - GettingStarted.md

  /// The tree the article builds, statement for statement.
  private func gettingStartedWindow() -> Window {
    let window = Window(size: CGSize(width: 240, height: 120))
    window.debugName = "window"
    let header = View()
    header.debugName = "header"
    let title = Label(text: "Hello")
    title.debugName = "title"
    for view in [header, title] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: window.topAnchor),
      header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 40),
      title.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
      title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
    ])
    return window
  }

  @Test func gettingStartedSnapshotEntries() {
    let window = gettingStartedWindow()
    let snapshot = LayoutSnapshot(window)
    print(snapshot.entries.map(\.name))  // ["window", "header", "title"]
    let titleEntry = snapshot.entries[2]
    print(titleEntry.text ?? "", titleEntry.depth)  // Hello 1
    let titleFrame = titleEntry.frame  // (8, 56, 43, 20)
    #expect(console.text == "[\"window\", \"header\", \"title\"]\nHello 1\n")
    #expect(titleFrame == CGRect(x: 8, y: 56, width: 43, height: 20))
    #expect(snapshot.entries[1].frame == CGRect(x: 0, y: 0, width: 240, height: 40))
    #expect(snapshot.entries[2].text == "Hello")
    #expect(snapshot.entries[2].fontSize == 17)
  }

  @Test func gettingStartedTextRenderer() {
    let snapshot = LayoutSnapshot(gettingStartedWindow())
    print(TextRenderer.render(snapshot, columns: 48), terminator: "")
    #expect(
      console.text == """
        ┌header────────────────────────────────────────┐
        │                                              │
        │                                              │
        │                                              │
        └──────────────────────────────────────────────┘
        │ ┌title──┐                                    │
        │ │Hello  │                                    │
        │ └───────┘                                    │
        │                                              │
        │                                              │
        │                                              │
        │                                              │
        └──────────────────────────────────────────────┘
        window: x 0, y 0, 240 × 120
          header: x 0, y 0, 240 × 40
          title: x 8, y 56, 43 × 20

        """)
  }

  @Test func gettingStartedJSONRenderer() {
    let snapshot = LayoutSnapshot(gettingStartedWindow())
    print(JSONRenderer.render(snapshot), terminator: "")
    #expect(
      console.text == """
        {
          "version": 1,
          "frames": {
            "header": {"x": 0, "y": 0, "width": 240, "height": 40},
            "title": {"x": 8, "y": 56, "width": 43, "height": 20}
          }
        }

        """)
  }

  @Test func gettingStartedSVGAndPNG() {
    let snapshot = LayoutSnapshot(gettingStartedWindow())
    let svg = SVGRenderer.render(snapshot, options: SVGRenderer.Options(showMargins: true, title: "Hello"))
    print(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="240" height="148""#))  // true
    #expect(console.text == "true\n")
    #expect(svg.contains("stroke-dasharray"))  // margins are drawn

    var written: Data?
    do {
      let png = try PNGRenderer.render(svg: svg, scale: 2)  // 480 × 296 pixels
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("hello.png")
      try png.write(to: url)
      written = try Data(contentsOf: url)
    } catch {
      print(error)
    }
    if PNGRenderer.converterPath == nil {
      #expect(console.text.contains("PNG output needs rsvg-convert, which is not on the PATH"))
    } else if let png = written {
      // The PNG signature, then the IHDR chunk's width and height in pixels.
      #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      let size = png.subdata(in: 16..<24).map { Int($0) }
      #expect(size[0] << 24 | size[1] << 16 | size[2] << 8 | size[3] == 480)
      #expect(size[4] << 24 | size[5] << 16 | size[6] << 8 | size[7] == 296)
    } else {
      Issue.record("rsvg-convert is installed but no PNG was written: \(console.text)")
    }
  }

  @Test func gettingStartedFillColored() {
    let window = Window(size: CGSize(width: 100, height: 50))
    let stripe = Stripe(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    window.addSubview(stripe)
    let snapshot = LayoutSnapshot(window)
    #expect(snapshot.entries[1].fillColor == "#0057b7")
    #expect(SVGRenderer.render(snapshot).contains(##"fill="#0057b7""##))
  }
}
