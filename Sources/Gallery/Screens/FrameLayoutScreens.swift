import Foundation
import FrameLayout
import LayoutCore

/// Seed 002, the Simple Layout Engine: its three examples, frames without a solver.
enum FrameLayoutScreens {
  static let phone = CGSize(width: 375, height: 667)

  static var all: [GalleryScreen] {
    [
      GalleryScreen(
        id: "frame-full-screen", title: "FrameLayout: one flexible item fills the screen",
        source: "seed 002: Simple Layout Engine", size: phone
      ) { direction in
        let window = Screen.window(phone, direction)
        let layout = Layout(parentFrame: window.bounds, direction: .column, alignment: .center)
        let content = named(View(), "content", in: window)
        try layout.add(item: .flexible)
        try layout.apply(to: [content])
        window.layoutIfNeeded()
        return window
      },
      GalleryScreen(
        id: "frame-flexible-200", title: "FrameLayout: a flexible item above a 200-point one",
        source: "seed 002: Simple Layout Engine", size: phone
      ) { direction in
        let window = Screen.window(phone, direction)
        let layout = Layout(parentFrame: window.bounds, direction: .column, alignment: .center)
        let top = named(View(), "flexible", in: window)
        let bottom = named(View(), "height 200", in: window)
        try layout.add(items: [.flexible, .height(200)])
        try layout.apply(to: [top, bottom])
        window.layoutIfNeeded()
        return window
      },
      GalleryScreen(
        id: "frame-header-toolbar-footer", title: "FrameLayout: header, toolbar, content, footer in two columns",
        source: "seed 002: Simple Layout Engine", size: phone
      ) { direction in
        let window = Screen.window(phone, direction)
        let rtl = direction == .rightToLeft
        let column = Layout(parentFrame: window.bounds, direction: .column)
        let header = named(View(), "header", in: window)
        let toolbar = named(View(), "toolbar", in: window)
        let content = named(View(), "content", in: window)
        let footer = named(View(), "footer", in: window)
        try column.add(items: [.height(64), .height(44), .flexible, .height(120)])
        try column.apply(to: [header, toolbar, content, footer])
        // The footer's frame is the parent frame of a nested row layout.
        let split = Layout(
          parentFrame: footer.bounds, direction: .row, spacing: 8, padding: .init(all: 8),
          layoutDirection: rtl ? .rightToLeft : .leftToRight)
        let left = named(View(), "first column", in: footer)
        let right = named(View(), "second column", in: footer)
        try split.add(items: [.flexible, .flexible(weight: 2)])
        try split.apply(to: [left, right])
        // Items in a row: a wrapping flow of tags in the toolbar.
        let tags = Layout(
          parentFrame: toolbar.bounds, direction: .flow, alignment: .center, spacing: 6, padding: .init(all: 7),
          layoutDirection: rtl ? .rightToLeft : .leftToRight)
        let tagViews = (0..<5).map { named(View(), "tag \($0 + 1)", in: toolbar) }
        try tags.add(items: [.width(60), .width(44), .width(72), .width(50), .width(66)].map { $0 })
        try tags.apply(to: tagViews)
        window.layoutIfNeeded()
        return window
      },
    ]
  }

  static func named(_ view: View, _ name: String, in parent: View) -> View {
    view.debugName = name
    Screen.paint(view, radius: 0)
    parent.addSubview(view)
    return view
  }
}
