import Foundation
import FrameLayout
import LayoutCore
import Testing

/// Collects what an example prints, so a test can compare it with the text the
/// documentation shows.
private final class Console: @unchecked Sendable {
  var lines: [String] = []
}

/// Whether two rectangles agree to within a hundredth of a point, as the
/// documentation rounds them.
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
    && abs(a.height - b.height) < 0.01
}

/// Every `swift` code block of the FrameLayout DocC catalog, with the
/// statements it shows and the frames its comments claim. Inside these tests
/// `print` records into `console`.
@Suite struct DocumentationExampleTests {
  private let console = Console()
  private func print(_ items: Any...) {
    console.lines.append(items.map { String(describing: $0) }.joined(separator: " "))
  }

  // MARK: - FrameLayout.md

  @Test func rootPageOverview() throws {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

    let page = Layout(parentFrame: screen, direction: .column)
    try page.add(items: [.flexible, .height(44), .height(200)])
    let header = try page.frame(at: 0)  // (0, 0, 375, 568)
    let toolbar = try page.frame(at: 1)  // (0, 568, 375, 44)
    let footer = try page.frame(at: 2)  // (0, 612, 375, 200)

    let columns = Layout(parentFrame: footer, direction: .row)
    try columns.add(items: [.flexible, .flexible])
    let left = try columns.frame(at: 0)  // (0, 612, 187.5, 200)
    let right = try columns.frame(at: 1)  // (187.5, 612, 187.5, 200)

    #expect(header == CGRect(x: 0, y: 0, width: 375, height: 568))
    #expect(toolbar == CGRect(x: 0, y: 568, width: 375, height: 44))
    #expect(footer == CGRect(x: 0, y: 612, width: 375, height: 200))
    #expect(left == CGRect(x: 0, y: 612, width: 187.5, height: 200))
    #expect(right == CGRect(x: 187.5, y: 612, width: 187.5, height: 200))
  }

  // MARK: - GettingStarted.md

  @Test func gettingStartedWalkThrough() throws {
    // Split the screen into a column.
    let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    let page = Layout(parentFrame: screen, direction: .column)
    let artwork = try page.add(item: .flexible)
    try page.add(items: [.height(44), .height(200)])

    let artworkFrame = try artwork.frame()  // (0, 0, 375, 568)
    let toolbarFrame = try page.frame(at: 1)  // (0, 568, 375, 44)
    let footerFrame = try page.frame(at: 2)  // (0, 612, 375, 200)
    #expect(artworkFrame == CGRect(x: 0, y: 0, width: 375, height: 568))
    #expect(toolbarFrame == CGRect(x: 0, y: 568, width: 375, height: 44))
    #expect(footerFrame == CGRect(x: 0, y: 612, width: 375, height: 200))

    // Spread the toolbar buttons.
    let toolbar = Layout(
      parentFrame: toolbarFrame, direction: .row,
      justification: .spaceEvenly,
      padding: Layout.Insets(leading: 16, trailing: 16))
    try toolbar.add(items: [.width(44), .width(44), .width(44), .width(44)])
    let buttonXs = toolbar.frames.map(\.origin.x)  // [49.4, 126.8, 204.2, 281.6]
    #expect(zip(buttonXs, [49.4, 126.8, 204.2, 281.6]).allSatisfy { abs($0 - $1) < 1e-9 })

    // Share the footer by weight.
    let footer = Layout(parentFrame: footerFrame, direction: .row, spacing: 8)
    try footer.add(items: [.flexible(weight: 2, min: 200), .flexible()])
    let leftPanel = try footer.frame(at: 0)  // (0, 612, 244.67, 200)
    let rightPanel = try footer.frame(at: 1)  // (252.67, 612, 122.33, 200)
    #expect(close(leftPanel, CGRect(x: 0, y: 612, width: 244.67, height: 200)))
    #expect(close(rightPanel, CGRect(x: 252.67, y: 612, width: 122.33, height: 200)))
    // "Had the left share come out under 200 points, it would have been held at 200."
    let narrow = Layout(parentFrame: CGRect(x: 0, y: 0, width: 300, height: 50), direction: .row, spacing: 8)
    try narrow.add(items: [.flexible(weight: 2, min: 200), .flexible()])
    #expect(try narrow.frame(at: 0).width == 200)
    #expect(try narrow.frame(at: 1).width == 92)

    // Wrap tags into lines.
    let tags = Layout(parentFrame: rightPanel, direction: .flow, spacing: 4)
    try tags.add(items: [
      .size(CGSize(width: 60, height: 24)),
      .size(CGSize(width: 50, height: 24)),
      .size(CGSize(width: 70, height: 24)),
    ])
    let thirdTag = try tags.frame(at: 2)  // (252.67, 640, 70, 24)
    #expect(close(thirdTag, CGRect(x: 252.67, y: 640, width: 70, height: 24)))
    #expect(close(try tags.frame(at: 1), CGRect(x: 252.67 + 64, y: 612, width: 50, height: 24)))

    // Support right-to-left languages.
    let mirrored = Layout(
      parentFrame: toolbarFrame, direction: .row,
      padding: Layout.Insets(leading: 16), layoutDirection: .rightToLeft)
    try mirrored.add(items: [.width(44), .flexible])
    let backButton = try mirrored.frame(at: 0)  // (315, 568, 44, 44): 16 points from the right edge
    #expect(backButton == CGRect(x: 315, y: 568, width: 44, height: 44))

    // Give the frames to views.
    let artworkView = View()
    let toolbarView = View()
    let footerView = View()
    try page.apply(to: [artworkView, toolbarView, footerView])
    let appliedFrame = footerView.frame  // (0, 612, 375, 200)
    #expect(appliedFrame == CGRect(x: 0, y: 612, width: 375, height: 200))

    // Handle errors.
    do {
      try page.add(item: .height(1000))
    } catch {
      print(error)  // out of space: the items need 1244.0 points but the layout has 812.0
    }
    #expect(console.lines == ["out of space: the items need 1244.0 points but the layout has 812.0"])
    #expect(page.count == 3)
  }
}
