import Foundation
import LayoutCore
import LayoutMaker
import LayoutOperators
import LayoutScreens
import VisualFormat

/// Lists of rows: a 48 × 48 image and two labels per row (five views with the
/// row's containers), stacked vertically, written each way users write them.
enum ListScreens {
  /// Rows for a number of views: five views per row (four without the text stack).
  static func rows(_ views: Int, perRow: Int = 5) -> Int { SampleScreens.parts(views, viewsPerPart: perRow) }

  /// ``SampleScreens/stackList(views:list:row:rowDistribution:text:hiddenEvery:)``, and the same frames by hand.
  static func stackList(
    name: String, list: StackView.Distribution, row: StackView.Alignment, rowDistribution: StackView.Distribution,
    text: StackView.Distribution, hiddenEvery: Int?
  ) -> Screen {
    Screen(
      name: name,
      api: "StackView: list .\(list), rows .\(rowDistribution)/.\(row), text .\(text)"
        + (hiddenEvery.map { ", every \($0)th row hidden" } ?? "")
    ) { views in
      let window = SampleScreens.stackList(
        views: views, list: list, row: row, rowDistribution: rowDistribution, text: text, hiddenEvery: hiddenEvery)
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      handList(rows: rows(views), spacing: 8)
    }
  }

  /// The frames of a list by hand: rows 48 tall, image at the leading edge, labels beside it.
  static func handList(rows: Int, spacing: CGFloat, textStack: Bool = true) -> [View] {
    var made: [View] = []
    made.reserveCapacity(rows * 5)
    let width: CGFloat = 390
    var y: CGFloat = 0
    for index in 0..<rows {
      let row = View()
      let image = View()
      let title = Label(text: "Row \(index)")
      let detail = Label(text: "Detail for row \(index)")
      place(row, 0, y, width, 48)
      place(image, 0, 0, 48, 48)
      if textStack {
        let texts = View()
        place(texts, 60, 4, width - 60, 40)
        place(title, 0, 0, width - 60, 21)
        place(detail, 0, 23, width - 60, 16)
        made += [row, image, texts, title, detail]
      } else {
        place(title, 60, 4, width - 60, 21)
        place(detail, 60, 27, width - 60, 16)
        made += [row, image, title, detail]
      }
      y += 48 + spacing
    }
    return made
  }

  /// The same list with anchors and no stack views: each row's top 8 below the previous row's bottom.
  static var anchors: Screen {
    Screen(name: "anchors list", api: "NSLayoutAnchor: row.top == previous.bottom + 8") { views in
      let window = SampleScreens.makeWindow()
      var previous: YAxisAnchor = window.topAnchor
      var constraints: [LayoutConstraint] = []
      for index in 0..<rows(views, perRow: 4) {
        let (row, image, title, detail) = makeRow(index, in: window)
        constraints += [
          row.topAnchor.constraint(equalTo: previous, constant: 8),
          row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
          row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
          image.leadingAnchor.constraint(equalTo: row.leadingAnchor),
          image.topAnchor.constraint(equalTo: row.topAnchor),
          image.bottomAnchor.constraint(equalTo: row.bottomAnchor),
          image.widthAnchor.constraint(equalToConstant: 48),
          image.heightAnchor.constraint(equalToConstant: 48),
          title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
          title.trailingAnchor.constraint(equalTo: row.trailingAnchor),
          title.topAnchor.constraint(equalTo: row.topAnchor, constant: 4),
          detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
          detail.trailingAnchor.constraint(equalTo: title.trailingAnchor),
          detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
        ]
        previous = row.bottomAnchor
      }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      handList(rows: rows(views, perRow: 4), spacing: 8, textStack: false)
    }
  }

  /// The list with SnapKit's maker.
  static var maker: Screen {
    Screen(name: "maker list", api: "SnapKit maker: make.top.equalTo(previous.snp.bottom).offset(8)") { views in
      let window = SampleScreens.makeWindow()
      var previous: View?
      for index in 0..<rows(views, perRow: 4) {
        let (row, image, title, detail) = makeRow(index, in: window)
        row.snp.makeConstraints { make in
          if let previous {
            make.top.equalTo(previous.snp.bottom).offset(8)
          } else {
            make.top.equalToSuperview().offset(8)
          }
          make.leading.trailing.equalToSuperview()
        }
        image.snp.makeConstraints { make in
          make.leading.top.bottom.equalToSuperview()
          make.size.equalTo(48)
        }
        title.snp.makeConstraints { make in
          make.leading.equalTo(image.snp.trailing).offset(12)
          make.trailing.equalToSuperview()
          make.top.equalToSuperview().offset(4)
        }
        detail.snp.makeConstraints { make in
          make.leading.trailing.equalTo(title)
          make.top.equalTo(title.snp.bottom).offset(2)
        }
        previous = row
      }
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      handList(rows: rows(views, perRow: 4), spacing: 8, textStack: false)
    }
  }

  /// The list with the operator DSL.
  static var operators: Screen {
    Screen(name: "operators list", api: "operator DSL: row.top == previous.bottom + 8") { views in
      let window = SampleScreens.makeWindow()
      var previous: View?
      for index in 0..<rows(views, perRow: 4) {
        let (row, image, title, detail) = makeRow(index, in: window)
        let above = previous
        Constraints {
          if let above {
            row.top == above.bottom + 8
          } else {
            row.top == window.top + 8
          }
          row.horizontalEdges == window.horizontalEdges
          image.leading == row.leading
          image.verticalEdges == row.verticalEdges
          image.size == 48
          title.leading == image.trailing + 12
          title.trailing == row.trailing
          title.top == row.top + 4
          detail.horizontalEdges == title.horizontalEdges
          detail.top == title.bottom + 2
        }.activate()
        previous = row
      }
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      handList(rows: rows(views, perRow: 4), spacing: 8, textStack: false)
    }
  }

  /// The list with Apple's Visual Format Language, a few lines per row.
  static var visualFormat: Screen {
    Screen(name: "VFL list", api: "VFL: V:[previous]-8-[row], H:|[image(48)]-12-[title]|") { views in
      let window = SampleScreens.makeWindow()
      var previous: View?
      var constraints: [LayoutConstraint] = []
      for index in 0..<rows(views, perRow: 4) {
        let (row, image, title, detail) = makeRow(index, in: window)
        var names: [String: LayoutItem] = ["row": row, "image": image, "title": title, "detail": detail]
        if let previous {
          names["previous"] = previous
          constraints += LayoutConstraint.constraints(withVisualFormat: "V:[previous]-8-[row]", views: names)
        } else {
          constraints += LayoutConstraint.constraints(withVisualFormat: "V:|-8-[row]", views: names)
        }
        constraints += LayoutConstraint.constraints(withVisualFormat: "H:|[row]|", views: names)
        constraints += LayoutConstraint.constraints(withVisualFormat: "H:|[image(48)]-12-[title]|", views: names)
        constraints += LayoutConstraint.constraints(withVisualFormat: "V:|[image(48)]|", views: names)
        constraints += LayoutConstraint.constraints(
          withVisualFormat: "V:|-4-[title]-2-[detail]", options: [.alignAllLeading, .alignAllTrailing], views: names)
        previous = row
      }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      handList(rows: rows(views, perRow: 4), spacing: 8, textStack: false)
    }
  }

  /// The list with TinyVFL.
  static var tinyVFL: Screen {
    Screen(name: "TinyVFL list", api: "TinyVFL: VFL.v(.view(previous), .space(8), .view(row))") { views in
      let window = SampleScreens.makeWindow()
      var previous: View?
      for index in 0..<rows(views, perRow: 4) {
        let (row, image, title, detail) = makeRow(index, in: window)
        if let previous {
          try VFL.v(.view(previous), .space(8), .view(row)).active()
        } else {
          try VFL.v(.superView, .space(8), .view(row)).active()
        }
        try VFL.h(.superView, .view(row), .superView).active()
        try VFL.h(.superView, .view(image, size: 48), .space(12), .view(title), .superView).active()
        try VFL.v(.superView, .view(image, size: 48), .superView).active()
        try VFL.v(.superView, .space(4), .view(title), .space(2), .view(detail))
          .withOptions([.alignAllLeading, .alignAllTrailing]).active()
        previous = row
      }
      window.layoutIfNeeded()
      return window
    } byHand: { views in
      handList(rows: rows(views, perRow: 4), spacing: 8, textStack: false)
    }
  }

  /// A row view with an image and two labels as subviews, all with autoresizing off.
  static func makeRow(_ index: Int, in window: Window) -> (View, View, Label, Label) {
    let row = View()
    let image = View()
    let title = Label(text: "Row \(index)")
    let detail = Label(text: "Detail for row \(index)")
    detail.fontSize = 13
    for view in [row, image, title, detail] { view.translatesAutoresizingMaskIntoConstraints = false }
    window.addSubview(row)
    row.addSubview(image)
    row.addSubview(title)
    row.addSubview(detail)
    return (row, image, title, detail)
  }
}
