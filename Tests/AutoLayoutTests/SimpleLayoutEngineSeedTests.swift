import AutoLayout
import Testing

// Seed 002 (Simple Layout Engine), as its readers type it under
// `import AutoLayout`: the top-level `Direction`, `Alignment` and
// `LayoutError` names, `try` where the article's calls throw. The article's
// `SLECreateView(_:_:)` sets `backgroundColor`, which views do not have yet
// (colours are issue 19), so the frames are read directly instead.
@Suite struct SimpleLayoutEngineSeedTests {
  let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

  @Test func aFullScreenSubview() throws {
    let layout = Layout(parentFrame: frame, direction: .column)
    let mainItem = try layout.add(item: .flexible)
    #expect(try mainItem.frame() == frame)
  }

  @Test func aFlexibleItemAboveAFixedOne() throws {
    let layout = Layout(parentFrame: frame, direction: .column, alignment: .center)
    try layout.add(item: .flexible)
    try layout.add(item: .height(200))
    let topFrame = try layout.frame(at: 0)
    let bottomFrame = try layout.frame(at: 1)
    #expect(topFrame == CGRect(x: 0, y: 0, width: 320, height: 280))
    #expect(bottomFrame == CGRect(x: 0, y: 280, width: 320, height: 200))
  }

  @Test func nestedLayouts() throws {
    let mainLayout = Layout(parentFrame: frame, direction: .column)
    try mainLayout.add(items: [.flexible, .height(44), .height(200)])
    let headerFrame = try mainLayout.frame(at: 0)
    let toolbarFrame = try mainLayout.frame(at: 1)
    let footerFrame = try mainLayout.frame(at: 2)
    let contentLayout = Layout(parentFrame: footerFrame, direction: .row)
    try contentLayout.add(items: [.flexible, .flexible])
    let content1Frame = try contentLayout.frame(at: 0)
    let content2Frame = try contentLayout.frame(at: 1)
    #expect(headerFrame.height == 236 && toolbarFrame.minY == 236 && footerFrame.minY == 280)
    #expect(content1Frame == CGRect(x: 0, y: 280, width: 160, height: 200))
    #expect(content2Frame == CGRect(x: 160, y: 280, width: 160, height: 200))
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
