import Foundation
import LayoutCore

extension SampleScreens {
  /// Self-sizing cards, each 12 below the previous one's bottom and as short as its
  /// content allows: an image and two labels, four views per card. Every card's
  /// position depends on all the cards above it.
  public static func feed(views: Int) -> Window {
    let window = makeWindow()
    var previous: YAxisAnchor = window.topAnchor
    var constraints: [LayoutConstraint] = []
    for index in 0..<parts(views, viewsPerPart: 4) {
      let card = View()
      let image = View()
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
    return window
  }
}
