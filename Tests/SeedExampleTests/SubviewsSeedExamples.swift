import AutoLayout

// Seed 004 (Subviews), every example as its readers type it: `import
// AutoLayout` for `import UIKit` and `import Subviews`, the `UI` prefixes
// dropped, nothing else changed. The article leaves out the initializers
// of views with stored properties and its `RectangleView`; a reader
// writes them, so they are written here as a reader would.

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
      label.font = .systemFont(ofSize: 60)
      label.text = self.republicEmoji
    })
  var emojiSeal = Label()

  @ArrangedSubview(
    of: \.stackView,
    { (label, self) in
      label.font = .systemFont(
        ofSize: 20,
        weight: .heavy,
        width: .condensed
      )
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

  @Subview(
    [.pinTop, .pinHorizontally, .relativeHeight(0.8)],
    {
      $0.backgroundColor = .white
    })
  var whiteBackground = View()

  @Subview(
    [.pinBottom, .pinHorizontally, .relativeHeight(0.2)],
    {
      $0.backgroundColor = .systemRed
    })
  var redStripe = View()

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

final class EmptyStateVC: ParentViewController {

  // use @Child to add child view controllers:
  @Child(
    [.safeAreaPin],
    {
      $0.view.backgroundColor = .systemGray
    })
  var backgroundVC = ViewController()

  // @Subview is also supported:
  @Subview(.pin)
  var emptyStateView = EmptyStateView()

}

final class CustomView: Superview {
  @Subview(.pin)
  var button = Button(type: .system)
}

final class LayeredCustomView: Superview {
  @Subview(.pin)  // added to `self`
  var background = View()

  // use the "\." keypath syntax!
  @Subview(of: \.background, .marginsPin)  // added to `background`
  var button = Button(type: .system)
}

/// The README's coloured rectangle, as a reader writes it.
final class RectangleView: View {
  init(color: Color) {
    super.init(frame: .zero)
    backgroundColor = color
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class GreenFlagView: Superview {
  @Subview([
    .marginsPinHorizontally,
    .pinVertically(insets: .all(4)),
    .height(40),
    .aspectRatio(3.0 / 2.0),
  ])
  var rectangularFlag = RectangleView(color: .green)
}

final class SuccessLabel: Superview {
  @Subview(
    .pin,
    {
      $0.text = "Success!"
      $0.font = .systemFont(ofSize: 24, weight: .bold)
      $0.textColor = .systemGreen
    })
  var label = Label()
}

final class BobaLabel: Superview {
  @Subview(
    [.pinLeading],
    { (label) in
      label.text = "🧋"
      label.font = .systemFont(ofSize: 48, weight: .heavy)
    })
  var bobaEmoji = Label()

  // parentheses around (label, self) are required by Swift
  @Subview(
    [.pinTrailing, .pinVertically],
    { (label, self) in
      label.text = "Boba\nRepublic"
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 48, weight: .heavy)

      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: self.bobaEmoji.trailingAnchor),
        label.firstBaselineAnchor.constraint(equalTo: self.bobaEmoji.firstBaselineAnchor),
      ])
    })
  var textLabel = Label()
}

final class ErrorLabel: Superview {
  let error: Error

  // parentheses around (label, self) are required by Swift
  @Subview(
    .pin,
    { (label, self) in
      label.text = self.error.localizedDescription
      label.textAlignment = .center
      label.numberOfLines = 0
    })
  private var errorLabel = Label()

  init(error: Error) {
    self.error = error
    super.init()
  }

  var shownText: String? { errorLabel.text }
}

final class SymbolLabel: Superview {
  let systemSymbolName: String

  // parentheses around (self) are required by Swift
  @Subview(.pin)
  var systemImageView = { (self) in
    let image = Image(systemName: self.systemSymbolName)
    return ImageView(image: image)
  }

  init(systemSymbolName: String) {
    self.systemSymbolName = systemSymbolName
    super.init()
  }
}

final class UkraineFlag: Superview {
  // UIStackView should be defined first
  @Subview(
    .pin,
    {
      $0.axis = .vertical
      $0.distribution = .fillEqually
    })
  var stack = StackView()

  // Make sure you use @ArrangedSubview, not @Subview!
  @ArrangedSubview(
    of: \.stack,
    {
      $0.backgroundColor = .systemBlue
    })
  var topStripe = View()

  @ArrangedSubview(
    of: \.stack,
    {
      $0.backgroundColor = .systemYellow
    })
  var bottomStripe = View()
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
      label.font = .systemFont(ofSize: 36, weight: .heavy, width: .condensed)
    })
  var text = Label()

  init(title: String) {
    self.title = title
    super.init()
  }
}

final class PeruFlag: Superview {
  let leftStripe = RectangleView(color: .red)
  let centerStripe = RectangleView(color: .white)
  let rightStripe = RectangleView(color: .red)

  // parentheses around (self) are required by Swift
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
  let topColor: Color
  let bottomColor: Color

  @Subview
  var topStripe = { RectangleView(color: $0.topColor) }
  // ^ you can use `$0` instead of `(self)` for shorter code

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

  init(topColor: Color, bottomColor: Color) {
    self.topColor = topColor
    self.bottomColor = bottomColor
    super.init()
  }
}

/// The article's second `TwoColorVerticalFlag` (renamed: one module holds both).
final class InlineTwoColorVerticalFlag: Superview {
  let topColor: Color
  let bottomColor: Color

  @Subview(
    .pin,
    {
      $0.distribution = .fillEqually
    })
  var flagStack = _VerticalStack { (self) in
    RectangleView(color: self.topColor)
    RectangleView(color: self.bottomColor)
  }

  init(topColor: Color, bottomColor: Color) {
    self.topColor = topColor
    self.bottomColor = bottomColor
    super.init()
  }
}

final class HelloWorld: View, AddsSubviews {
  @Subview(
    .pin,
    {
      $0.text = "Hello, world"
    })
  var label = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    // this is the important part:
    self.resolveAllEnclosedProperties()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class ManualHelloWorld: View, AddsSubviews {
  @Subview(
    .pin,
    {
      $0.backgroundColor = .black
    })
  var background = View()

  @Subview(
    of: \.background, .alignCenter,
    {
      $0.text = "Hello, world"
      $0.textColor = .white
    })
  var label = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    // this is the important part:
    Subviews {
      $background  // make sure you're using the `$` prefix
      $label
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// Semi-automatic mode
final class SemiAutomaticEmptyStateVC: ViewController, AddsChildrenViewControllers, AddsSubviews {

  @Child(
    .safeAreaPin,
    {
      $0.view.backgroundColor = .systemGray
    })
  var backgroundVC = ViewController()

  @Subview(.pin)
  var emptyStateView = EmptyStateView()

  override func viewDidLoad() {
    super.viewDidLoad()
    // important part:
    resolveAllEnclosedProperties()

    // your code here
  }
}

// Manual mode
final class ManualEmptyStateVC: ViewController, AddsChildrenViewControllers, AddsSubviews {

  @Child(
    .safeAreaPin,
    {
      $0.view.backgroundColor = .systemGray
    })
  var backgroundVC = ViewController()

  @Subview(.pin)
  var emptyStateView = EmptyStateView()

  override func viewDidLoad() {
    super.viewDidLoad()
    // important part:
    Children {
      $backgroundVC  // don't forget the "$"!
    }
    Subviews {
      $emptyStateView
    }

    // your code here
  }
}
