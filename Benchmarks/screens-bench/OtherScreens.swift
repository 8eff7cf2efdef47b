import Foundation
import LayoutCore

/// Screens that are not lists of rows: a self-sizing feed, a grid, a deep tree.
enum OtherScreens {
  /// Self-sizing cards, each 12 below the previous one: every card's
  /// position depends on all the cards above it.
  static var feed: Screen {
    Screen(name: "feed", api: "anchors: card.top == previous.bottom + 12, height hugs content") { views in
      let window = makeWindow()
      var previous: YAxisAnchor = window.topAnchor
      var constraints: [LayoutConstraint] = []
      for index in 0..<max(1, views / 4) {
        let card = View(), image = View()
        let title = Label(text: "Card \(index)")
        let body = Label(text: index % 3 == 0 ? "A longer body text that wraps onto a second line in the card" : "Short")
        body.numberOfLines = 2
        for view in [card, image, title, body] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(card)
        card.addSubview(image)
        card.addSubview(title)
        card.addSubview(body)
        let hug = card.heightAnchor.constraint(equalToConstant: 0)
        hug.priority = LayoutPriority(1)
        constraints += [
          card.topAnchor.constraint(equalTo: previous, constant: 12),
          card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
          card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
          hug,
          image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
          image.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
          image.widthAnchor.constraint(equalToConstant: 64),
          image.heightAnchor.constraint(equalToConstant: 64),
          image.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
          title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
          title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
          title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
          body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
          body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
          body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
          body.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
        ]
        previous = card.bottomAnchor
      }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      var made: [View] = []
      var y: CGFloat = 12
      for index in 0..<max(1, views / 4) {
        let card = View(), image = View()
        let title = Label(text: "Card \(index)"), body = Label(text: "Short")
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

  /// Independent cells of a fixed pitch, three to a row, each with a label.
  static var grid: Screen {
    Screen(name: "grid", api: "anchors: cells placed from the top at a fixed pitch") { views in
      let window = makeWindow()
      var constraints: [LayoutConstraint] = []
      for index in 0..<max(1, views / 2) {
        let cell = View(), label = Label(text: "\(index)")
        cell.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(cell)
        cell.addSubview(label)
        let column = CGFloat(index % 3), row = CGFloat(index / 3)
        constraints += [
          cell.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8 + column * 128),
          cell.topAnchor.constraint(equalTo: window.topAnchor, constant: 8 + row * 128),
          cell.widthAnchor.constraint(equalToConstant: 120),
          cell.heightAnchor.constraint(equalToConstant: 120),
          label.centerXAnchor.constraint(equalTo: cell.centerXAnchor),
          label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ]
      }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      var made: [View] = []
      for index in 0..<max(1, views / 2) {
        let cell = View(), label = Label(text: "\(index)")
        let column = CGFloat(index % 3), row = CGFloat(index / 3)
        place(cell, 8 + column * 128, 8 + row * 128, 120, 120)
        place(label, 50, 91, 20, 21)
        made += [cell, label]
      }
      return made
    }
  }

  /// Towers of views nested ten deep, each inset 4 from its parent; towers side by side in rows.
  static var deepTree: Screen {
    Screen(name: "deep tree", api: "anchors: trees 10 levels deep, each view inset 4 in its parent") { views in
      let window = makeWindow()
      var constraints: [LayoutConstraint] = []
      var previousTower: View?
      for tower in 0..<max(1, views / 10) {
        var parent: View = window
        for depth in 0..<10 {
          let view = View()
          view.translatesAutoresizingMaskIntoConstraints = false
          parent.addSubview(view)
          if depth == 0 {
            // Towers wrap five to a row, each row below the previous.
            let column = CGFloat(tower % 5)
            constraints += [
              view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2 + column * 77),
              view.widthAnchor.constraint(equalToConstant: 75),
              view.heightAnchor.constraint(equalToConstant: 100),
            ]
            if let previousTower, tower % 5 != 0 {
              constraints.append(view.topAnchor.constraint(equalTo: previousTower.topAnchor))
            } else if let previousTower {
              constraints.append(view.topAnchor.constraint(equalTo: previousTower.bottomAnchor, constant: 4))
            } else {
              constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor))
            }
            previousTower = view
          } else {
            constraints += [
              view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 2),
              view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -2),
              view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4),
              view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -4),
            ]
          }
          parent = view
        }
      }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      var made: [View] = []
      for tower in 0..<max(1, views / 10) {
        var width: CGFloat = 75, height: CGFloat = 100
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
