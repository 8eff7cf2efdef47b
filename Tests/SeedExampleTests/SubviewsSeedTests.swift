import AutoLayout
import Foundation
import Testing

/// Lays a view out in a window of a size, as a screen would show it.
@discardableResult
func show(_ view: View, width: CGFloat = 320, height: CGFloat = 480) -> Window {
  let window = Window(size: CGSize(width: width, height: height))
  view.frame = window.bounds
  window.addSubview(view)
  window.layoutIfNeeded()
  return window
}

/// The Subviews article's examples (SubviewsSeedExamples.swift) lay out as
/// a reader expects. Text is measured with the default metrics: a character
/// is half the font size wide, a line 1.2 times it tall.
@Suite struct SubviewsSeedTests {
  @Test func helloWorldFillsTheView() {
    let view = HelloWorldView()
    show(view)
    #expect(view.label.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(view.label.text == "Hello, UIKit 2023")
  }

  @Test func theEmptyStateSitsTenPointsAboveTheCentre() {
    let view = EmptyStateView()
    show(view)
    // 18 characters at 17 points: 153 × 20.4, centred, 10 points up.
    let frame = view.label.frame
    #expect(frame.width == 153)
    #expect(abs(frame.midX - 160) <= 0.5)
    #expect(abs(frame.midY - 230) <= 0.5)
  }

  @Test func theEmojiLogoStacksItsLabelsCentred() {
    let view = EmojiLogoView(republicName: "REPUBLIC OF BOBA", republicEmoji: "🧋")
    show(view)
    #expect(view.emojiSeal.font.pointSize == 60)
    #expect(view.nameLabel.font == .systemFont(ofSize: 20, weight: .heavy, width: .condensed))
    #expect(view.emojiSeal.frame.height == 72)
    #expect(view.nameLabel.frame.width == 160)  // 16 characters at 20 points
    #expect(view.nameLabel.frame.midX == 160)
    #expect(view.nameLabel.frame.minY == view.emojiSeal.frame.maxY)
  }

  @Test func theBestFlagIsWhiteOverRedWithTheLogoAtTheBottomOfTheWhite() throws {
    let flag = BestFlagView(republicName: "CALIFORNIA BURRITO", republicEmoji: "🌯")
    show(flag, width: 400, height: 300)
    #expect(flag.whiteBackground.frame == CGRect(x: 0, y: 0, width: 400, height: 240))
    #expect(flag.redStripe.frame == CGRect(x: 0, y: 240, width: 400, height: 60))
    #expect(flag.whiteBackground.backgroundColor == .white)
    #expect(flag.redStripe.backgroundColor == .systemRed)
    #expect(flag.logo.superview === flag.whiteBackground)
    #expect(flag.logo.frame.maxY == 236)
    #expect(flag.logo.frame.midX == 200)
  }

  @Test func theEmptyStateControllerHasAGreyChildUnderItsView() {
    let controller = EmptyStateVC()
    let window = Window(
      size: CGSize(width: 320, height: 480), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.children.first === controller.backgroundVC)
    #expect(controller.backgroundVC.view.backgroundColor == .systemGray)
    #expect(controller.backgroundVC.view.frame == CGRect(x: 0, y: 20, width: 320, height: 450))
    #expect(controller.emptyStateView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test func buttonsArePinnedToTheirParents() {
    let view = CustomView()
    show(view)
    #expect(view.button.buttonType == .system)
    #expect(view.button.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    let layered = LayeredCustomView()
    show(layered)
    #expect(layered.button.superview === layered.background)
    #expect(layered.button.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
  }

  @Test func theGreenFlagIsThreeByTwoInsideTheMargins() {
    let view = GreenFlagView()
    let window = Window(size: CGSize(width: 320, height: 480))
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    ])
    window.layoutIfNeeded()
    // 40 tall, 60 wide, 4 from the top and bottom, 8 (the margins) at the sides.
    #expect(view.rectangularFlag.frame == CGRect(x: 8, y: 4, width: 60, height: 40))
    #expect(view.frame.size == CGSize(width: 76, height: 48))
    #expect(view.rectangularFlag.backgroundColor == .green)
  }

  @Test func theSuccessLabelIsBoldAndGreen() {
    let view = SuccessLabel()
    show(view)
    #expect(view.label.font == .systemFont(ofSize: 24, weight: .bold))
    #expect(view.label.textColor == .systemGreen)
    #expect(view.label.intrinsicContentSize.width == 96)
    #expect(abs(view.label.intrinsicContentSize.height - 28.8) < 1e-9)
  }

  @Test func theBobaLabelsShareABaseline() {
    let view = BobaLabel()
    show(view, width: 400, height: 200)
    let emoji = view.bobaEmoji.frame
    let text = view.textLabel.frame
    #expect(text.minX == emoji.maxX)
    #expect(text.maxX == 400)
    // The two-line text (115.2 tall) is centred in the 200-point label; the
    // emoji's single 48-point line sits on its first baseline, so their tops line up.
    #expect(abs(emoji.minY - (200 - 115.2) / 2) <= 0.5)
    #expect(view.textLabel.numberOfLines == 0)
  }

  @Test func theErrorLabelShowsTheErrorCentred() {
    struct Failure: LocalizedError { var errorDescription: String? { "Something broke" } }
    let view = ErrorLabel(error: Failure())
    show(view)
    #expect(view.shownText == "Something broke")
  }

  @Test func theSymbolLabelShowsItsSymbol() {
    let view = SymbolLabel(systemSymbolName: "volleyball.fill")
    show(view)
    // A creation block of several statements gives the property the wrapper's
    // bound, View (Swift infers a multi-statement closure's result from the
    // generic requirement), so the image view is reached by a cast.
    #expect((view.systemImageView as? ImageView)?.image?.name == "volleyball.fill")
    #expect(view.systemImageView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test func theUkrainianFlagIsTwoEqualStripes() {
    let flag = UkraineFlag()
    show(flag, width: 300, height: 200)
    #expect(flag.topStripe.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(flag.bottomStripe.frame == CGRect(x: 0, y: 100, width: 300, height: 100))
    #expect(flag.topStripe.backgroundColor == .systemBlue)
    #expect(flag.bottomStripe.backgroundColor == .systemYellow)
  }

  @Test func theFlaggedLogoPutsASquareFlagBeforeItsTitle() {
    let logo = FlaggedLogo(title: "BRAVERY")
    show(logo, width: 300, height: 100)
    #expect(logo.flag.frame.size == CGSize(width: 40, height: 40))
    #expect(logo.text.frame.minX == 52)
    #expect(logo.flag.frame.midY == logo.text.frame.midY)
  }

  @Test func thePeruvianFlagIsThreeEqualStripes() {
    let flag = PeruFlag()
    show(flag, width: 300, height: 200)
    #expect(flag.leftStripe.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
    #expect(flag.centerStripe.frame == CGRect(x: 100, y: 0, width: 100, height: 200))
    #expect(flag.rightStripe.backgroundColor == .red)
  }

  @Test func twoColourFlagsBothWays() {
    let ukraineFlag = TwoColorVerticalFlag(topColor: .systemBlue, bottomColor: .systemYellow)
    let polandFlag = InlineTwoColorVerticalFlag(topColor: .white, bottomColor: .red)
    show(ukraineFlag, width: 300, height: 200)
    show(polandFlag, width: 300, height: 200)
    #expect(ukraineFlag.topStripe.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(ukraineFlag.bottomStripe.backgroundColor == .systemYellow)
    let stripes = polandFlag.flagStack.arrangedSubviews
    #expect(
      stripes.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 300, height: 100), CGRect(x: 0, y: 100, width: 300, height: 100),
      ])
    #expect(stripes.map(\.backgroundColor) == [.white, .red])
  }

  @Test func withoutTheBaseClassBothModesAddTheSubviews() {
    let semi = HelloWorld(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    show(semi, width: 200, height: 100)
    #expect(semi.label.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    let manual = ManualHelloWorld(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    show(manual, width: 200, height: 100)
    #expect(manual.label.superview === manual.background)
    #expect(manual.label.textColor == .white)
    #expect(manual.background.backgroundColor == .black)
    #expect(abs(manual.label.frame.midX - 100) <= 0.5)
  }

  @Test func controllersWithoutTheBaseClassBothModes() {
    for controller in [SemiAutomaticEmptyStateVC(), ManualEmptyStateVC()] as [ViewController] {
      let window = Window(size: CGSize(width: 320, height: 480))
      window.rootViewController = controller
      window.layoutIfNeeded()
      #expect(controller.children.count == 1)
      #expect(controller.children.first?.view.backgroundColor == .systemGray)
      #expect(controller.view.subviews.contains { $0 is EmptyStateView })
    }
  }

  /// The README's option list, typed as it is printed there:
  /// `@Subview([.pinTop, .pinBottom, .marginPinLeading])`.
  @Test func theReadmesMarginPinSpellingPinsToTheMargins() {
    final class Row: Superview {
      @Subview([.pinTop, .pinBottom, .marginPinLeading, .width(100)])
      var badge = View()
    }
    let row = Row()
    show(row)
    #expect(row.badge.frame == CGRect(x: 8, y: 0, width: 100, height: 480))
  }
}
