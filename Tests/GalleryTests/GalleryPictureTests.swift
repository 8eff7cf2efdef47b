import Foundation
import FreeTypeText
import Gallery
import LayoutCore
import LayoutRendering
import Testing

/// The gallery's pictures as `autolayout demo` draws them: text measured in
/// DejaVu and drawn in the screen style.
@Suite struct GalleryPictureTests {
  let measurer: FreeTypeTextMeasurer

  init() throws {
    measurer = try FreeTypeTextMeasurer()
  }

  func build(_ screen: GalleryScreen, _ direction: UserInterfaceLayoutDirection) throws -> Window {
    try Label.$defaultTextMeasurer.withValue(measurer) { try screen.build(direction) }
  }

  /// Every line of text drawn fits its view's frame (within the pixel the
  /// frame was rounded by) and is in the SVG, in both directions.
  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func everyTextFitsItsFrame(_ direction: UserInterfaceLayoutDirection) throws {
    var checked = 0
    for screen in Gallery.screens {
      let snapshot = LayoutSnapshot(try build(screen, direction))
      let svg = SVGRenderer.render(snapshot, options: .init(style: .screen))
      for entry in snapshot.entries where !entry.isHidden {
        guard case .text(let text, let field) = entry.drawing?.content else { continue }
        let room = entry.absoluteFrame.width - (field == .roundedRect ? 14 : 0) + 1
        for line in text.lines where !line.isEmpty {
          let width = measurer.width(of: line, font: text.font)
          #expect(width <= room, "\(screen.id) \(direction) \(entry.name): '\(line)' is \(width) wide in \(room)")
          #expect(svg.contains(">\(SVGRenderer.escape(line))</text>"), "\(screen.id): '\(line)' not drawn")
          checked += 1
        }
      }
    }
    #expect(checked > 40)
  }

  /// Labels whose text fits are drawn whole: only the settings subtitle is
  /// meant to be cut, and it ends with an ellipsis.
  @Test func onlyTextThatCannotFitIsCut() throws {
    var cut: [String] = []
    for screen in Gallery.screens {
      for entry in LayoutSnapshot(try build(screen, .leftToRight)).entries {
        guard case .text(let text, _) = entry.drawing?.content else { continue }
        if text.lines.contains(where: { $0.hasSuffix("…") }) { cut.append("\(screen.id)/\(entry.name)") }
      }
    }
    #expect(cut.allSatisfy { $0.hasPrefix("viewkit-settings/") }, "\(cut)")
  }

  /// The scrolling form: the content size is the form's height plus its
  /// 8 and 24 points of padding, taller than the scroll view.
  @Test func theSettingsFormSizesItsScrollViewsContent() throws {
    let screen = try #require(Gallery.screens.first { $0.id == "viewkit-settings" })
    let window = try build(screen, .leftToRight)
    var scroll: ScrollView?
    var form: View?
    func visit(_ view: View) {
      if let found = view as? ScrollView { scroll = found }
      if view.debugName == "form" { form = view }
      view.subviews.forEach(visit)
    }
    visit(window)
    let scrollView = try #require(scroll)
    let formView = try #require(form)
    #expect(scrollView.frame == CGRect(x: 0, y: 44, width: 375, height: 623))
    #expect(abs(scrollView.contentSize.height - (formView.frame.height + 32)) <= 1)
    #expect(scrollView.contentSize.width == 375)
    #expect(formView.frame.width == 343)
  }
}
