import Foundation
import LayoutCore
import LayoutRendering
import Testing

/// A small screen rendered by each renderer, compared with golden files.
@Suite struct RendererTests {
  /// A 240×120 window: a header across the top, a label and a button below it.
  func screen() -> View {
    let window = Window(size: CGSize(width: 240, height: 120))
    window.debugName = "window"
    let header = View()
    let title = Label()
    let button = View()
    header.debugName = "header"
    title.debugName = "title"
    title.text = "Hello"
    button.debugName = "button"
    for v in [header, title, button] {
      v.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(v)
    }
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: window.topAnchor),
      header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 40),
      title.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
      title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      button.centerYAnchor.constraint(equalTo: title.centerYAnchor),
      button.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      button.widthAnchor.constraint(equalToConstant: 60),
      button.heightAnchor.constraint(equalToConstant: 30),
    ])
    return window
  }

  @Test func snapshotListsFramesInSuperviewAndRootCoordinates() {
    let snapshot = LayoutSnapshot(screen())
    #expect(snapshot.entries.map(\.name) == ["window", "header", "title", "button"])
    let button = snapshot.entries[3]
    #expect(button.frame == CGRect(x: 172, y: button.frame.minY, width: 60, height: 30))
    #expect(button.absoluteFrame == button.frame)
    #expect(snapshot.entries[2].text == "Hello")
  }

  @Test func json() {
    let json = JSONRenderer.render(LayoutSnapshot(screen()))
    expectGolden(json, named: "screen.json")
    // It is valid JSON with the documented shape.
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["version"] as? Int == 1)
    #expect((object?["frames"] as? [String: Any])?.keys.sorted() == ["button", "header", "title"])
  }

  @Test func text() {
    expectGolden(TextRenderer.render(LayoutSnapshot(screen()), columns: 48), named: "screen.txt")
  }

  /// A name or text wider than its box ends in "…", so `titleLabel` cut to
  /// `title` is never read as a view named `title`.
  @Test func namesAndTextTooWideForTheirBoxEndInAnEllipsis() {
    let window = Window(size: CGSize(width: 100, height: 40))
    let box = View(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    box.debugName = "subtitleLabel"
    window.addSubview(box)
    let wide = View(frame: CGRect(x: 50, y: 0, width: 50, height: 20))
    wide.debugName = "ok"
    window.addSubview(wide)
    let drawing = TextRenderer.render(LayoutSnapshot(window), columns: 21, legend: false)
    let top = drawing.split(separator: "\n")[0]
    // The box spans columns 0–6: five characters fit between its corners.
    #expect(top.hasPrefix("┌subt…┐"), "\(top)")
    #expect(top.contains("┌ok──"))
    #expect(!drawing.contains("subtitle"))
  }

  @Test func svg() {
    let svg = SVGRenderer.render(LayoutSnapshot(screen()), options: .init(showMargins: true, title: "A <small> screen"))
    expectGolden(svg, named: "screen.svg")
    #expect(svg.contains("A &lt;small&gt; screen"))
  }

  @Test func repeatedNamesKeepEveryFrame() {
    let window = Window(size: CGSize(width: 100, height: 100))
    for i in 0..<2 {
      let v = View(frame: CGRect(x: i * 10, y: 0, width: 5, height: 5))
      v.debugName = "same"
      window.addSubview(v)
    }
    let json = JSONRenderer.render(LayoutSnapshot(window))
    #expect(json.contains("\"same\"") && json.contains("\"same#2\""))
  }
}
