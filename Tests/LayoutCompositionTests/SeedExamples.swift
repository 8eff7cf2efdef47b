import Foundation
import LayoutComposition
import LayoutCore

// The examples of the Subviews article (seed 004), ported: `UILabel` is
// `Label`, `UIStackView` is `StackView`, colours are names, and fonts are
// sizes (the default text measurer makes a character half the font size
// wide and a line 1.2 times it tall).

final class HelloWorldView: Superview {
  @Subview(
    .pin,
    {
      $0.text = "Hello, UIKit 2023"
    })
  var label = Label()
}

final class EmptyStateView: Superview {
  @Subview(
    [.alignCenterX, .alignCenterY(offset: -10)],
    {
      $0.text = "This list is empty"
      $0.fontSize = 20
    })
  var label = Label()
}

final class EmojiLogoView: Superview {
  let republicName: String
  let republicEmoji: String

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
      label.text = self.republicEmoji
    })
  var emojiSeal = Label()

  @ArrangedSubview(
    of: \.stackView,
    { (label, self) in
      label.fontSize = 20
      label.text = self.republicName
    })
  var nameLabel = Label()

  init(republicName: String, republicEmoji: String) {
    self.republicName = republicName
    self.republicEmoji = republicEmoji
    super.init()
  }
}

final class BestFlagView: Superview {
  let republicName: String
  let republicEmoji: String

  @Subview([.pinTop, .pinHorizontally, .relativeHeight(0.8)])
  var whiteBackground = RectangleView(color: "white")

  @Subview([.pinBottom, .pinHorizontally, .relativeHeight(0.2)])
  var redStripe = RectangleView(color: "systemRed")

  @Subview(of: \.whiteBackground, [.alignCenterX, .pinBottom(inset: 4)])
  var logo = { (self) in
    EmojiLogoView(
      republicName: self.republicName,
      republicEmoji: self.republicEmoji
    )
  }

  init(republicName: String, republicEmoji: String) {
    self.republicName = republicName
    self.republicEmoji = republicEmoji
    super.init()
  }
}

final class UkraineFlag: Superview {
  // The stack view is declared first: arranged views join it in order.
  @Subview(
    .pin,
    {
      $0.axis = .vertical
      $0.distribution = .fillEqually
    })
  var stack = StackView()

  @ArrangedSubview(of: \.stack)
  var topStripe = RectangleView(color: "systemBlue")

  @ArrangedSubview(of: \.stack)
  var bottomStripe = RectangleView(color: "systemYellow")
}

final class FlaggedLogo: Superview {
  let title: String

  @Subview(
    .pin,
    {
      $0.axis = .horizontal
      $0.alignment = .center
      $0.spacing = 12
    })
  var mainStack = StackView()

  @ArrangedSubview(of: \.mainStack, [.height(40), .aspectRatioSquare])
  var flag = UkraineFlag()

  @ArrangedSubview(
    of: \.mainStack,
    { (label, self) in
      label.text = self.title
      label.fontSize = 40
    })
  var text = Label()

  init(title: String) {
    self.title = title
    super.init()
  }
}

final class PeruFlag: Superview {
  let leftStripe = RectangleView(color: "red")
  let centerStripe = RectangleView(color: "white")
  let rightStripe = RectangleView(color: "red")

  @Subview(
    .pin,
    {
      $0.distribution = .fillEqually
    })
  var flagStack = _HorizontalStack { (self) in
    self.leftStripe
    self.centerStripe
    self.rightStripe
  }
}

final class TwoColorVerticalFlag: Superview {
  let topColor: String
  let bottomColor: String

  @Subview
  var topStripe = { RectangleView(color: $0.topColor) }

  @Subview
  var bottomStripe = { RectangleView(color: $0.bottomColor) }

  @Subview(
    .pin,
    {
      $0.distribution = .fillEqually
    })
  var flagStack = _VerticalStack { (self) in
    self.topStripe
    self.bottomStripe
  }

  init(topColor: String, bottomColor: String) {
    self.topColor = topColor
    self.bottomColor = bottomColor
    super.init()
  }
}

/// The article's second `TwoColorVerticalFlag`: the stripes made inside the block.
final class InlineTwoColorVerticalFlag: Superview {
  let topColor: String
  let bottomColor: String

  @Subview(
    .pin,
    {
      $0.distribution = .fillEqually
    })
  var flagStack = _VerticalStack { (self) in
    RectangleView(color: self.topColor)
    RectangleView(color: self.bottomColor)
  }

  init(topColor: String, bottomColor: String) {
    self.topColor = topColor
    self.bottomColor = bottomColor
    super.init()
  }
}

final class EmptyStateVC: ParentViewController {
  // use @Child to add child view controllers:
  @Child(
    [.safeAreaPin],
    {
      $0.title = "systemGray background"
    })
  var backgroundVC = ViewController()

  // @Subview is also supported:
  @Subview(.pin)
  var emptyStateView = EmptyStateView()
}
