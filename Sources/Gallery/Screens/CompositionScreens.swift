import Foundation
import LayoutComposition
import LayoutCore
import LayoutRendering

/// Seed 004, Subviews: property wrappers that declare subviews with their layout.
enum CompositionScreens {
  static var all: [GalleryScreen] {
    [
      screen(
        "subviews-empty-state", "Subviews: EmptyStateView (centred label, offset -10)", CGSize(width: 320, height: 240)
      ) {
        EmptyStateView()
      },
      screen(
        "subviews-ukraine", "Subviews: UkraineFlag (@ArrangedSubview in a fillEqually stack)",
        CGSize(width: 300, height: 200)
      ) {
        UkraineFlag()
      },
      screen(
        "subviews-peru", "Subviews: PeruFlag (_HorizontalStack { self.left; self.center; self.right })",
        CGSize(width: 300, height: 200)
      ) {
        PeruFlag()
      },
      screen(
        "subviews-best-flag", "Subviews: BestFlagView (nested Superview, relative heights, an emoji logo)",
        CGSize(width: 400, height: 300)
      ) {
        BestFlagView(name: "CALIFORNIA BURRITO", emoji: "🌯")
      },
    ]
  }

  /// A screen that fills a window with one Superview, by frame, as the seed's examples do.
  static func screen(_ id: String, _ title: String, _ size: CGSize, _ make: @escaping () -> View) -> GalleryScreen {
    GalleryScreen(id: id, title: title, source: "seed 004: Subviews", size: size) { direction in
      let window = Screen.window(size, direction)
      let view = make()
      view.debugName = String(describing: type(of: view))
      view.frame = CGRect(origin: .zero, size: size)
      window.addSubview(view)
      window.layoutIfNeeded()
      return window
    }
  }
}

/// A plain view filled with a colour (`#rrggbb` or `white`), in both picture styles.
final class ColorView: View, FillColored {
  let fillColor: String
  init(_ color: String) {
    fillColor = color
    super.init(frame: .zero)
    backgroundColor = Color(hex: color) ?? .white
  }

  /// Never made from an archive.
  required init?(coder: NSCoder) { nil }
}

final class EmptyStateView: Superview {
  @Subview(
    [.alignCenterX, .alignCenterY(offset: -10)],
    {
      $0.text = "This list is empty"
      $0.font = .systemFont(ofSize: 20, weight: .medium)
      $0.textColor = .secondaryLabel
    })
  var label = Label()
}

final class UkraineFlag: Superview {
  @Subview(
    .pin,
    {
      $0.axis = .vertical
      $0.distribution = .fillEqually
    })
  var stack = StackView()

  @ArrangedSubview(of: \.stack)
  var topStripe = ColorView("#0057b7")

  @ArrangedSubview(of: \.stack)
  var bottomStripe = ColorView("#ffd700")
}

final class PeruFlag: Superview {
  let leftStripe = ColorView("#d91023")
  let centerStripe = ColorView("white")
  let rightStripe = ColorView("#d91023")

  @Subview(.pin, { $0.distribution = .fillEqually })
  var flagStack = _HorizontalStack { (self) in
    self.leftStripe
    self.centerStripe
    self.rightStripe
  }
}

final class EmojiLogoView: Superview {
  let name: String
  let emoji: String

  @Subview(
    .pin,
    {
      $0.axis = .vertical
      $0.alignment = .center
    })
  var stackView = StackView()

  @ArrangedSubview(
    of: \.stackView,
    { (label, self) in
      label.fontSize = 60
      label.text = self.emoji
    })
  var emojiSeal = Label()

  @ArrangedSubview(
    of: \.stackView,
    { (label, self) in
      label.font = .systemFont(ofSize: 20, weight: .heavy, width: .condensed)
      label.text = self.name
    })
  var nameLabel = Label()

  init(name: String, emoji: String) {
    self.name = name
    self.emoji = emoji
    super.init()
  }
}

final class BestFlagView: Superview {
  let name: String
  let emoji: String

  @Subview([.pinTop, .pinHorizontally, .relativeHeight(0.8)])
  var whiteBackground = ColorView("white")

  @Subview([.pinBottom, .pinHorizontally, .relativeHeight(0.2)])
  var redStripe = ColorView("#d91023")

  @Subview(of: \.whiteBackground, [.alignCenterX, .pinBottom(inset: 4)])
  var logo = { (self) in EmojiLogoView(name: self.name, emoji: self.emoji) }

  init(name: String, emoji: String) {
    self.name = name
    self.emoji = emoji
    super.init()
  }
}
