import Foundation
import LayoutCore

/// A list of cards, each an image and two labels: four views and sixteen
/// constraints per card, plus the labels' content-size constraints.
///
///     feed (pinned to the window's safe area, leading/top/trailing)
///     └ card × n      leading/trailing 16 from the feed
///       ├ image       64 × 64, 12 from the card's top-leading corner
///       ├ title       17 pt, one line, 12 right of the image, 12 from the card's trailing edge
///       └ subtitle    14 pt, up to two lines, 4 below the title, aligned with it
///
/// Two ways to stack the cards:
/// - ``Style/table``: rows of a fixed 100-point pitch, each card 88 tall and
///   placed from the feed's top, as a table or collection view places its
///   cells: cards do not depend on each other.
/// - ``Style/feed``: self-sizing cards, each as short as its content allows
///   (height == 0 at priority 1) and 12 below the previous one: every card's
///   position depends on all the cards above it.
struct CardScreen {
  enum Style: String {
    case table, feed
  }

  let window: Window
  let feed: View
  var cards: [View] = []
  var titles: [Label] = []
  var subtitles: [Label] = []
  var images: [View] = []
  /// The title's top constraint in each card (a change that stays inside the card).
  var titleTops: [LayoutConstraint] = []
  /// The first card's top constraint (in the feed, a change that moves every card below).
  var firstCardTop: LayoutConstraint!
  /// The height constraint of each card (fixed in the table, a preference in the feed).
  var heights: [LayoutConstraint] = []

  static let width: CGFloat = 390

  init(cardCount: Int, style: Style) {
    window = Window(
      size: CGSize(width: CardScreen.width, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), displayScale: 3)
    feed = View()
    feed.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(feed)
    var constraints: [LayoutConstraint] = [
      feed.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
      feed.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
      feed.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
    ]
    var previousBottom = feed.topAnchor
    for index in 0..<cardCount {
      let card = View()
      card.translatesAutoresizingMaskIntoConstraints = false
      let image = Thumbnail()
      let title = Label(text: "Card number \(index)")
      title.fontSize = 17
      title.translatesAutoresizingMaskIntoConstraints = false
      let subtitle = Label(text: CardScreen.subtitle(index))
      subtitle.fontSize = 14
      subtitle.numberOfLines = 2
      subtitle.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(image)
      card.addSubview(title)
      card.addSubview(subtitle)
      feed.addSubview(card)
      let top: LayoutConstraint
      let height: LayoutConstraint
      switch style {
      case .table:
        top = card.topAnchor.constraint(
          equalTo: feed.topAnchor, constant: 12 + 100 * CGFloat(index))
        height = card.heightAnchor.constraint(equalToConstant: 88)
      case .feed:
        top = card.topAnchor.constraint(equalTo: previousBottom, constant: 12)
        height = card.heightAnchor.constraint(equalToConstant: 0)
        height.priority = 1
      }
      let titleTop = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12)
      constraints += [
        card.leadingAnchor.constraint(equalTo: feed.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(equalTo: feed.trailingAnchor, constant: -16),
        top,
        height,
        image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
        image.widthAnchor.constraint(equalToConstant: 64),
        image.heightAnchor.constraint(equalToConstant: 64),
        image.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
        image.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
        title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
        title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
        titleTop,
        subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        subtitle.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
      ]
      if index == 0 { firstCardTop = top }
      previousBottom = card.bottomAnchor
      cards.append(card)
      images.append(image)
      titles.append(title)
      subtitles.append(subtitle)
      titleTops.append(titleTop)
      heights.append(height)
    }
    constraints.append(feed.bottomAnchor.constraint(equalTo: previousBottom, constant: 12))
    LayoutConstraint.activate(constraints)
  }

  /// Subtitles of varied length: some fit one line, some wrap to two, some are cut at two.
  static func subtitle(_ index: Int) -> String {
    switch index % 3 {
    case 0: "Short note"
    case 1: "A longer description that wraps onto a second line"
    default: "An even longer description of this card that needs more than two lines to show it all"
    }
  }

  /// Every view in the feed.
  var viewCount: Int { cards.count * 4 }
}

/// A 64 × 64 image.
final class Thumbnail: View {
  init() {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  /// Never made from an archive.
  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { CGSize(width: 64, height: 64) }
}
