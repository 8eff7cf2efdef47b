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
    let ltr = try frames("anchors-login"), rtl = try frames("anchors-login", .rightToLeft)
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
}
