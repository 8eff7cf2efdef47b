import AutoLayout
import Testing

// Seed 001 (TinyVFL): the article sets the same constraints three ways,
// Apple's format strings with a views dictionary (the Objective-C and Swift
// forms) and TinyVFL's builder, and the three must agree. Its lines as
// readers type them, with `try` where the originals crash on bad input.
@Suite struct TinyVFLSeedTests {
  /// A window with three views for the article's vertical line.
  private func setUp() -> (Window, View, View, View) {
    let window = Window(size: CGSize(width: 320, height: 480))
    let views = (0..<3).map { _ in View() }
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    return (window, views[0], views[1], views[2])
  }

  @Test func appleStringsAndTinyVFLGiveTheSameFrames() throws {
    let (window1, v1, v2, v3) = setUp()
    let views: [String: Any] = ["v1": v1, "v2": v2, "v3": v3]
    LayoutConstraint.activate(
      LayoutConstraint.constraints(
        withVisualFormat: "V:|-[v1][v2(90)]-(5@750)-[v3(==v1)]-|", options: [.alignAllLeft, .alignAllRight],
        metrics: nil, views: views))
    LayoutConstraint.activate(
      LayoutConstraint.constraints(withVisualFormat: "H:|-[v1]-|", options: [], metrics: nil, views: views))
    window1.layoutIfNeeded()

    let (window2, w1, w2, w3) = setUp()
    try VFL.v(
      .superView, .space(), .view(w1), .view(w2, size: 90), .space(5, priority: 750), .view(w3, equal: w1),
      .space(), .superView
    )
    .withOptions([.alignAllLeft, .alignAllRight]).active()
    try VFL.h(.left, .s(), .v(w1), .s(), .right).active()
    window2.layoutIfNeeded()

    #expect([v1, v2, v3].map(\.frame) == [w1, w2, w3].map(\.frame))
    // Standard spacing of 8 at both ends; v1 and v3 share what the 90 and the 5 leave.
    #expect(v2.frame.height == 90)
    #expect(v3.frame.minY - v2.frame.maxY == 5)
    #expect(abs(v1.frame.height - (480 - 16 - 95) / 2) <= 0.5)
    #expect(v3.frame.minX == 8 && v3.frame.width == 304)
  }

  @Test func badLinesAreErrorsNotCrashes() {
    let (_, v1, v2, _) = setUp()
    #expect(throws: VisualFormatError.self) { try VFL.h(.v(v1), .superView, .v(v2)).active() }
    #expect(throws: VisualFormatError.self) { try VFL.h(.s(), .v(v1)).active() }
    #expect(throws: VisualFormatError.self) { try VFL.v(.v(v1), .v(v2)).withOptions(.alignAllTop).active() }
  }
}
