import Foundation
import LayoutCore

/// The card screen laid out with hand-written frame arithmetic: the same
/// views and frames, no solver. The physical limit for this screen.
struct HandLayoutScreen {
  let window: Window
  let feed: View
  var cards: [View] = []
  var titles: [Label] = []
  var subtitles: [Label] = []
  var images: [View] = []

  init(cardCount: Int, style: CardScreen.Style) {
    let scale: CGFloat = 3
    func round(_ value: CGFloat) -> CGFloat {
      ((value * scale) + 0.5 + 1e-6).rounded(.down) / scale
    }
    window = Window(
      size: CGSize(width: CardScreen.width, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), displayScale: scale)
    feed = View()
    window.addSubview(feed)
    let cardWidth = CardScreen.width - 32
    let textWidth = cardWidth - 12 - 64 - 12 - 12
    let measurer = DefaultTextMeasurer()
    var y: CGFloat = 12
    for index in 0..<cardCount {
      let card = View()
      let image = View()
      let title = Label(text: "Card number \(index)")
      title.fontSize = 17
      let subtitle = Label(text: CardScreen.subtitle(index))
      subtitle.fontSize = 14
      subtitle.numberOfLines = 2
      card.addSubview(image)
      card.addSubview(title)
      card.addSubview(subtitle)
      feed.addSubview(card)
      let titleHeight = measurer.measure(
        title.text!, fontSize: 17, maxWidth: .infinity, numberOfLines: 1
      ).size.height
      let subtitleHeight =
        measurer.measure(subtitle.text!, fontSize: 14, maxWidth: textWidth, numberOfLines: 2).size
        .height
      let textBottom = 12 + titleHeight + 4 + subtitleHeight
      let height = style == .table ? 88 : max(12 + 64, textBottom) + 12
      if style == .table { y = 12 + 100 * CGFloat(index) }
      image.frame = CGRect(x: 12, y: 12, width: 64, height: 64)
      title.frame = CGRect(x: 88, y: 12, width: textWidth, height: round(12 + titleHeight) - 12)
      subtitle.frame = CGRect(
        x: 88, y: round(12 + titleHeight + 4), width: textWidth,
        height: round(textBottom) - round(12 + titleHeight + 4))
      card.frame = CGRect(
        x: 16, y: round(y), width: cardWidth, height: round(y + height) - round(y))
      y += height + 12
      cards.append(card)
      images.append(image)
      titles.append(title)
      subtitles.append(subtitle)
    }
    if style == .table { y = 12 + 100 * CGFloat(cardCount - 1) + 88 + 12 }
    feed.frame = CGRect(x: 0, y: 47, width: CardScreen.width, height: round(y))
  }
}
