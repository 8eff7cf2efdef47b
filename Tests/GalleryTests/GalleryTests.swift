import Foundation
import Gallery
import LayoutCore
import Testing

@Suite struct GalleryTests {
  func frames(_ id: String, _ direction: UserInterfaceLayoutDirection = .leftToRight) throws -> [String: CGRect] {
    let screen = try #require(Gallery.screens.first { $0.id == id })
    let window = try screen.build(direction)
    var result: [String: CGRect] = [:]
    func visit(_ view: View) {
      if let name = view.debugName { result[name] = view.frame }
      view.subviews.forEach(visit)
    }
    visit(window)
    return result
  }

  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func everyScreenBuildsWithoutDiagnostics(direction: UserInterfaceLayoutDirection) throws {
    for screen in Gallery.screens {
      let window = try screen.build(direction)
      #expect(window.bounds.size == screen.size, "\(screen.id)")
      #expect(window.layoutDiagnostics.records.isEmpty, "\(screen.id): \(window.layoutDiagnostics.records)")
    }
  }

  /// Seed 002's examples: a flexible item fills the screen; a flexible item above a 200-point one.
  @Test func frameLayoutSeedExamples() throws {
    #expect(try frames("frame-full-screen")["content"] == CGRect(x: 0, y: 0, width: 375, height: 667))
    let split = try frames("frame-flexible-200")
    #expect(split["flexible"] == CGRect(x: 0, y: 0, width: 375, height: 467))
    #expect(split["height 200"] == CGRect(x: 0, y: 467, width: 375, height: 200))
  }

  /// Header 64, toolbar 44, footer 120; the footer split 1:2 with 8-point padding and gap.
  @Test func headerToolbarFooter() throws {
    let ltr = try frames("frame-header-toolbar-footer")
    #expect(ltr["content"] == CGRect(x: 0, y: 108, width: 375, height: 439))
    #expect(ltr["footer"] == CGRect(x: 0, y: 547, width: 375, height: 120))
    // 375 - 8 - 8 - 8 = 351 shared 1:2.
    #expect(ltr["first column"] == CGRect(x: 8, y: 8, width: 117, height: 104))
    #expect(ltr["second column"] == CGRect(x: 133, y: 8, width: 234, height: 104))
    let rtl = try frames("frame-header-toolbar-footer", .rightToLeft)
    #expect(rtl["first column"] == CGRect(x: 250, y: 8, width: 117, height: 104))
    #expect(rtl["second column"] == CGRect(x: 8, y: 8, width: 234, height: 104))
  }

  @Test func loginFormMirrorsInRightToLeft() throws {
    let ltr = try frames("anchors-login")
    let rtl = try frames("anchors-login", .rightToLeft)
    // Fields span the margins less 16 on each side: 375 - 2 × (8 + 16).
    #expect(ltr["username field"] == CGRect(x: 24, y: ltr["username field"]!.minY, width: 327, height: 44))
    #expect(rtl["username field"] == ltr["username field"])
    // The title starts at the leading margin + 16: the left in LTR, the right in RTL.
    #expect(ltr["title"]!.minX == 24)
    #expect(rtl["title"]!.maxX == 351)
    // Safe area 44 + 40 below it.
    #expect(ltr["title"]!.minY == 84)
  }

  @Test func writesPicturesAndAnIndex() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
    let output = try Gallery.write(to: folder)
    #expect(output.failures.isEmpty)
    #expect(output.pictures.filter { $0.pathExtension == "svg" }.count == 2 * Gallery.screens.count)
    let html = try String(contentsOf: output.index, encoding: .utf8)
    for screen in Gallery.screens {
      #expect(html.contains("\(screen.id)-ltr.svg") && html.contains("\(screen.id)-rtl.svg"))
    }
  }

  /// SnapKit's box: panel inset 20 in 320x240, a 50-point box centred in it, a badge 12 below.
  @Test func snapKitBox() throws {
    let f = try frames("snapkit-box")
    #expect(f["panel"] == CGRect(x: 20, y: 20, width: 280, height: 200))
    #expect(f["box"] == CGRect(x: 115, y: 75, width: 50, height: 50))
    #expect(f["badge"] == CGRect(x: 115, y: 137, width: 80, height: 24))
    // Right to left: leading is the right edge, so the badge lines up with the box's right side.
    let rtl = try frames("snapkit-box", .rightToLeft)
    #expect(rtl["badge"] == CGRect(x: 85, y: 137, width: 80, height: 24))
  }

  /// Constraint Builder's README example, as its own test works it out.
  @Test func operatorReadme() throws {
    let f = try frames("operators-readme")
    #expect(f["view1"] == CGRect(x: 50, y: 200, width: 200, height: 200))
    #expect(f["view2"] == CGRect(x: 40, y: 190, width: 220, height: 220))
    #expect(f["view3"] == CGRect(x: 50, y: 470, width: 100, height: 100))
    #expect(f["view4"] == CGRect(x: 40, y: 460, width: 120, height: 100))
  }

  /// Four equal tabs share 375 points.
  @Test func tabBarSharesTheWidthEqually() throws {
    let f = try frames("stack-tabbar")
    let widths = ["Home", "Search", "Library", "Profile"].compactMap { f[$0]?.width }
    // 93.75 each, rounded to whole pixels at scale 1: 94, 94, 93, 94, tiling the bar.
    #expect(widths.count == 4 && widths.allSatisfy { abs($0 - 93.75) <= 1 })
    #expect(widths.reduce(0, +) == 375)
    #expect(f["Home"]!.minX == 0)
    #expect(try frames("stack-tabbar", .rightToLeft)["Home"]!.maxX == 375)
  }

  /// Two equal cards per row: (375 - 32 - 12) / 2 = 165.5 wide; image 72 + 8 + title 20 + margins 16 = 116 tall.
  @Test func cardGrid() throws {
    let f = try frames("stack-card-grid")
    #expect(abs(f["card 1"]!.width - 165.5) <= 0.5 && abs(f["card 2"]!.width - 165.5) <= 0.5)
    #expect(f["card 1"]!.height == 116)
    #expect(abs(f["row 2"]!.minY - (116 + 12)) < 0.01)
    let rtl = try frames("stack-card-grid", .rightToLeft)
    #expect(rtl["card 1"]!.minX > rtl["card 2"]!.minX)
  }
}
