import AutoLayout
import Testing

// Seed 002 (Simple Layout Engine), as its readers type it under
// `import AutoLayout`: the top-level `Direction`, `Alignment` and
// `LayoutError` names, the article's `SLECreateView(_:_:)` helper with its
// colours, and `try` where the article's calls throw. The article runs its
// snippets inside a view; each is a method of one here.

// swift-format-ignore: AlwaysUseLowerCamelCase
private func SLECreateView(_ frame: CGRect, _ color: Color) -> View {
  let view = View(frame: frame)
  view.backgroundColor = color
  return view
}

private final class SeedView: View {
  func fullScreen() throws {
    let layout = Layout(parentFrame: frame, direction: .column)
    let mainItem = try layout.add(item: .flexible)
    let redView = SLECreateView(try mainItem.frame(), .red)
    addSubview(redView)
  }

  func flexibleAboveFixed() throws {
    let layout = Layout(parentFrame: frame, direction: .column, alignment: .center)
    try layout.add(item: .flexible)
    try layout.add(item: .height(200))

    let topFrame = try layout.frame(at: 0)
    let bottomFrame = try layout.frame(at: 1)

    addSubview(SLECreateView(topFrame, .red))
    addSubview(SLECreateView(bottomFrame, .blue))
  }

  func nested() throws {
    let mainLayout = Layout(parentFrame: frame, direction: .column)
    try mainLayout.add(items: [.flexible, .height(44), .height(200)])

    let headerFrame = try mainLayout.frame(at: 0)
    let toolbarFrame = try mainLayout.frame(at: 1)
    let footerFrame = try mainLayout.frame(at: 2)

    addSubview(SLECreateView(headerFrame, .red))
    addSubview(SLECreateView(toolbarFrame, .blue))
    addSubview(SLECreateView(footerFrame, .yellow))

    let contentLayout = Layout(parentFrame: footerFrame, direction: .row)
    try contentLayout.add(items: [.flexible, .flexible])
    let content1Frame = try contentLayout.frame(at: 0)
    let content2Frame = try contentLayout.frame(at: 1)

    addSubview(SLECreateView(content1Frame, .cyan))
    addSubview(SLECreateView(content2Frame, .magenta))
  }
}

@Suite struct SimpleLayoutEngineSeedTests {
  let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

  /// The subviews' frames and colours.
  private func painted(_ view: View) -> [String] {
    view.subviews.map {
      "\($0.frame.minX),\($0.frame.minY) \($0.frame.width)x\($0.frame.height) \($0.backgroundColor!)"
    }
  }

  @Test func aFullScreenSubview() throws {
    let view = SeedView(frame: frame)
    try view.fullScreen()
    #expect(painted(view) == ["0.0,0.0 320.0x480.0 #FF0000"])
  }

  @Test func aFlexibleItemAboveAFixedOne() throws {
    let view = SeedView(frame: frame)
    try view.flexibleAboveFixed()
    #expect(painted(view) == ["0.0,0.0 320.0x280.0 #FF0000", "0.0,280.0 320.0x200.0 #0000FF"])
  }

  @Test func nestedLayouts() throws {
    let view = SeedView(frame: frame)
    try view.nested()
    #expect(
      painted(view) == [
        "0.0,0.0 320.0x236.0 #FF0000", "0.0,236.0 320.0x44.0 #0000FF", "0.0,280.0 320.0x200.0 #FFFF00",
        "0.0,280.0 160.0x200.0 #00FFFF", "160.0,280.0 160.0x200.0 #FF00FF",
      ])
  }

  @Test func theArticlesTopLevelNames() throws {
    let direction: Direction = .row
    let alignment: Alignment = .center
    let layout = Layout(parentFrame: frame, direction: direction, alignment: alignment)
    do {
      try layout.add(items: [.width(200), .width(200)])
      Issue.record("two 200-point items fit in 320 points")
    } catch LayoutError.outOfSpace {
      // The article's `catch LayoutError.outOfSpace`.
    }
  }
}
