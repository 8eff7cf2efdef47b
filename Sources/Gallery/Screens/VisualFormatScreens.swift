import Foundation
import LayoutCore
import VisualFormat

/// Seed 001: Apple's Visual Format Language and the TinyVFL builder.
enum VisualFormatScreens {
  static var all: [GalleryScreen] {
    [
      GalleryScreen(
        id: "vfl-find-panel", title: "VFL: |-[find]-[findNext]-[findField(>=20)]-|",
        source: "seed 001: Visual Format Language (Apple's example)", size: CGSize(width: 420, height: 60)
      ) { direction in
        let window = Screen.window(CGSize(width: 420, height: 60), direction)
        let find = Screen.label("find", "Find", in: window)
        let next = Screen.label("findNext", "Find Next", in: window)
        let field = Screen.view("findField", in: window)
        let views: [String: LayoutItem] = ["find": find, "findNext": next, "findField": field]
        LayoutConstraint.activate(
          LayoutConstraint.constraints(
            withVisualFormat: "H:|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllCenterY, metrics: nil,
            views: views)
            + LayoutConstraint.constraints(withVisualFormat: "V:|-[findField(28)]", views: views))
        window.layoutIfNeeded()
        return window
      },
      GalleryScreen(
        id: "vfl-two-columns", title: "VFL: H:|-[a]-[b(==a)]-| and V:|-[a]-|, V:|-[b]-|",
        source: "seed 001: Visual Format Language", size: CGSize(width: 320, height: 200)
      ) { direction in
        let canvas = try VisualFormatCanvas(
          formats: ["H:|-[left]-[right(==left)]-|", "V:|-[left]-|", "V:|-[right(>=60,<=120)]"],
          size: CGSize(width: 320, height: 200), layoutDirection: direction)
        return canvas.window
      },
      GalleryScreen(
        id: "tinyvfl-readme", title: "TinyVFL: VFL.v(.superView, .space(), .view(v1), .view(v2, size: 90), …)",
        source: "seed 001: TinyVFL", size: CGSize(width: 320, height: 320)
      ) { direction in
        let window = Screen.window(CGSize(width: 320, height: 320), direction)
        let v1 = Screen.view("view1", in: window)
        let v2 = Screen.view("view2", in: window)
        let v3 = Screen.view("view3", in: window)
        try VFL.v(.superView, .space(), .view(v1), .view(v2, size: 90), .space(5, priority: 750), .view(v3, equal: v1))
          .withOptions([.alignAllLeading, .alignAllTrailing]).active()
        try VFL.h(.superView, .s(), .v(v1), .s(), .superView).active()
        try VFL.v(.v(v3), .s(), .bottom).active()
        window.layoutIfNeeded()
        return window
      },
    ]
  }
}
