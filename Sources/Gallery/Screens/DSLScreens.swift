import Foundation
import LayoutCore
import LayoutMaker
import LayoutOperators

/// Seed 000 (the operator DSL), seed 003 (SnapKit's maker) and StackView.
enum DSLScreens {
  static var all: [GalleryScreen] {
    [operatorReadme, snapKitBox, stackSettings, stackToolbar, cardGrid]
  }

  /// Constraint Builder's README example: four views around a centred square.
  static var operatorReadme: GalleryScreen {
    GalleryScreen(
      id: "operators-readme", title: "Operators: view.centerXY == view1.centerXY; view1.size == 200; …",
      source: "seed 000: operator DSL with result builders (Constraint Builder's README)",
      size: CGSize(width: 300, height: 600)
    ) { direction in
      let view = Screen.window(CGSize(width: 300, height: 600), direction)
      view.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
      let (view1, view2, view3, view4) = (View(), View(), View(), View())
      for (v, name) in [(view2, "view2"), (view1, "view1"), (view3, "view3"), (view4, "view4")] {
        v.debugName = name
        Screen.paint(v)
        view.addSubview(v)
      }
      Constraints {
        view.centerXY == view1.centerXY
        view1.size == 200
        view2.edges == view1.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        view3.bottom == view.safeAreaLayoutGuide.bottom
        view3.size == view1.size / 2
        view3.centerX == view.trailing / 3
        view4.horizontalEdges == view3.horizontalEdges + EdgeInsets(left: 10, right: 10)
        view4.top == view2.bottom + 50
        view4.height == 100
      }.activate()
      view.layoutIfNeeded()
      return view
    }
  }

  /// SnapKit's README: a 50-point box in the centre, and a panel inset by 20.
  static var snapKitBox: GalleryScreen {
    GalleryScreen(
      id: "snapkit-box", title: "SnapKit: make.width.height.equalTo(50); make.center.equalToSuperview()",
      source: "seed 003: SnapKit-compatible maker", size: CGSize(width: 320, height: 240)
    ) { direction in
      let window = Screen.window(CGSize(width: 320, height: 240), direction)
      let panel = View()
      let box = View()
      let badge = View()
      panel.debugName = "panel"
      box.debugName = "box"
      badge.debugName = "badge"
      panel.backgroundColor = .secondarySystemBackground
      panel.layer.cornerRadius = 16
      box.backgroundColor = .green
      badge.backgroundColor = .systemOrange
      badge.layer.cornerRadius = 12
      window.addSubview(panel)
      panel.addSubview(box)
      panel.addSubview(badge)
      panel.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
      }
      box.snp.makeConstraints { make in
        make.width.height.equalTo(50)
        make.center.equalToSuperview()
      }
      badge.snp.makeConstraints { make in
        make.top.equalTo(box.snp.bottom).offset(12)
        make.leading.equalTo(box)
        make.size.equalTo(CGSize(width: 80, height: 24))
      }
      window.layoutIfNeeded()
      return window
    }
  }

  /// A settings list: a vertical stack of rows, each a horizontal stack.
  static var stackSettings: GalleryScreen {
    GalleryScreen(
      id: "stack-settings", title: "StackView: a settings list (vertical stack of horizontal rows)",
      source: "LayoutCore StackView", size: CGSize(width: 375, height: 300)
    ) { direction in
      let window = Screen.window(CGSize(width: 375, height: 300), direction)
      window.backgroundColor = .systemGroupedBackground
      let rows = [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Language", "English"), ("Text size", "17 pt")]
        .map { title, value -> StackView in
          let name = Label()
          let detail = Label()
          name.text = title
          detail.text = value
          detail.fontSize = 15
          detail.textColor = .secondaryLabel
          name.debugName = title
          detail.debugName = title + " value"
          let row = StackView(arrangedSubviews: [name, detail])
          row.axis = .horizontal
          row.distribution = .equalSpacing
          row.alignment = .firstBaseline
          row.debugName = title + " row"
          return row
        }
      let list = StackView(arrangedSubviews: rows)
      list.axis = .vertical
      list.spacing = 16
      list.isLayoutMarginsRelativeArrangement = true
      list.debugName = "list"
      list.backgroundColor = .white
      list.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(list)
      LayoutConstraint.activate([
        list.topAnchor.constraint(equalTo: window.topAnchor, constant: 12),
        list.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        list.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      ])
      window.layoutIfNeeded()
      return window
    }
  }

  /// A tab bar: equal-width buttons in a horizontal stack.
  static var stackToolbar: GalleryScreen {
    GalleryScreen(
      id: "stack-tabbar", title: "StackView: a tab bar (fillEqually, centred labels)",
      source: "LayoutCore StackView", size: CGSize(width: 375, height: 60)
    ) { direction in
      let window = Screen.window(CGSize(width: 375, height: 60), direction)
      let tabs = ["Home", "Search", "Library", "Profile"].map { title -> Label in
        let label = Label()
        label.text = title
        label.font = .systemFont(ofSize: 13, weight: .medium)
        label.textColor = title == "Home" ? .systemBlue : .systemGray
        label.textAlignment = .center
        label.debugName = title
        return label
      }
      let bar = StackView(arrangedSubviews: tabs)
      bar.distribution = .fillEqually
      bar.alignment = .center
      bar.debugName = "tab bar"
      bar.backgroundColor = .systemGray6
      bar.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(bar)
      LayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        bar.topAnchor.constraint(equalTo: window.topAnchor),
        bar.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      ])
      window.layoutIfNeeded()
      return window
    }
  }

  /// A card grid: rows of equal cards, each an image above a title, built from stacks.
  static var cardGrid: GalleryScreen {
    GalleryScreen(
      id: "stack-card-grid", title: "StackView: a card grid (rows of fillEqually stacks, cards with image and title)",
      source: "LayoutCore StackView and anchors", size: CGSize(width: 375, height: 420)
    ) { direction in
      let window = Screen.window(CGSize(width: 375, height: 420), direction)
      window.backgroundColor = .systemGroupedBackground
      let titles = ["Layout", "Solver", "Stacks", "Anchors", "Frames", "Pictures"]
      var rows: [StackView] = []
      for row in 0..<3 {
        let cards = (0..<2).map { column -> View in
          let card = View()
          card.debugName = "card \(row * 2 + column + 1)"
          card.backgroundColor = .white
          card.layer.cornerRadius = 12
          card.layer.borderWidth = 0.5
          card.layer.borderColor = Color.separator.cgColor
          let image = ImageView(image: Image(size: CGSize(width: 120, height: 72), name: "cover"))
          let title = Label()
          image.debugName = "image \(row * 2 + column + 1)"
          image.contentMode = .scaleAspectFill
          image.clipsToBounds = true
          image.layer.cornerRadius = 6
          title.font = .preferredFont(forTextStyle: .headline)
          title.text = titles[row * 2 + column]
          title.debugName = "title \(row * 2 + column + 1)"
          for v in [image, title] {
            v.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(v)
          }
          LayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            image.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            image.heightAnchor.constraint(equalToConstant: 72),
            title.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: image.leadingAnchor),
            title.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
          ])
          return card
        }
        let stack = StackView(arrangedSubviews: cards)
        stack.distribution = .fillEqually
        stack.spacing = 12
        stack.debugName = "row \(row + 1)"
        rows.append(stack)
      }
      let grid = StackView(arrangedSubviews: rows)
      grid.axis = .vertical
      grid.spacing = 12
      grid.debugName = "grid"
      grid.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(grid)
      LayoutConstraint.activate([
        grid.topAnchor.constraint(equalTo: window.topAnchor, constant: 16),
        grid.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
        grid.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      ])
      window.layoutIfNeeded()
      return window
    }
  }
}
