import Foundation
import LayoutCore
import LayoutScreens

/// Screens that are not lists of rows: a self-sizing feed, a grid, a deep tree.
enum OtherScreens {
  /// ``SampleScreens/feed(views:)``, and the same frames by hand.
  static var feed: Screen {
    Screen(name: "feed", api: "anchors: card.top == previous.bottom + 12, height hugs content") { views in
      let window = SampleScreens.feed(views: views)
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      var made: [View] = []
      var y: CGFloat = 12
      for index in 0..<SampleScreens.parts(views, viewsPerPart: 4) {
        let card = View()
        let image = View()
        let title = Label(text: "Card \(index)")
        let body = Label(text: "Short")
        place(card, 16, y, 358, 88)
        place(image, 12, 12, 64, 64)
        place(title, 88, 12, 258, 21)
        place(body, 88, 37, 258, 17)
        made += [card, image, title, body]
        y += 88 + 12
      }
      return made
    }
  }

  /// ``SampleScreens/grid(views:)``, and the same frames by hand.
  static var grid: Screen {
    Screen(name: "grid", api: "anchors: cells placed from the top at a fixed pitch") { views in
      let window = SampleScreens.grid(views: views)
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      var made: [View] = []
      for index in 0..<SampleScreens.parts(views, viewsPerPart: 2) {
        let cell = View()
        let label = Label(text: "\(index)")
        let column = CGFloat(index % 3)
        let row = CGFloat(index / 3)
        place(cell, 8 + column * 128, 8 + row * 128, 120, 120)
        place(label, 50, 91, 20, 21)
        made += [cell, label]
      }
      return made
    }
  }

  /// ``SampleScreens/deepTree(views:)``, and the same frames by hand.
  static var deepTree: Screen {
    Screen(name: "deep tree", api: "anchors: trees 10 levels deep, each view inset 4 in its parent") { views in
      let window = SampleScreens.deepTree(views: views)
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      var made: [View] = []
      for tower in 0..<SampleScreens.parts(views, viewsPerPart: 10) {
        var width: CGFloat = 75
        var height: CGFloat = 100
        for depth in 0..<10 {
          let view = View()
          if depth == 0 {
            place(view, 2 + CGFloat(tower % 5) * 77, CGFloat(tower / 5) * 104, width, height)
          } else {
            width -= 4
            height -= 8
            place(view, 2, 4, width, height)
          }
          made.append(view)
        }
      }
      return made
    }
  }
}
