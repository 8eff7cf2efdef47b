import Foundation
import LayoutComposition
import LayoutCore
import Testing

/// The seed's examples laid out in stated windows (scale 1), against frames
/// worked out by hand. Text: a character is half the font size wide, a line
/// 1.2 × the font size tall.
@Suite struct SeedExampleTests {
  @Test func helloWorldFillsItsView() {
    let view = HelloWorldView()
    layOut(view, in: CGSize(width: 300, height: 100))
    #expect(view.label.text == "Hello, UIKit 2023")
    #expect(view.label.frame == rect(0, 0, 300, 100))
  }

  @Test func emptyStateLabelSitsTenAboveTheCenter() {
    // "This list is empty": 18 characters × 10 = 180 wide, 24 tall at 20 points.
    // x = 160 − 90; y = 240 − 10 − 12.
    let view = EmptyStateView()
    layOut(view, in: CGSize(width: 320, height: 480))
    #expect(view.label.frame == rect(70, 218, 180, 24))
  }

  @Test func emojiLogoStacksEmojiOverName() {
    // Emoji: 1 character at 60 points, 30 × 72. Name: 16 characters at 20, 160 × 24.
    // The stack fills 200 × 96 (72 + 24, so nothing stretches); alignment centers each.
    let view = EmojiLogoView(republicName: "REPUBLIC OF BOBA", republicEmoji: "🧋")
    layOut(view, in: CGSize(width: 200, height: 96))
    #expect(view.stackView.frame == rect(0, 0, 200, 96))
    #expect(view.emojiSeal.frame == rect(85, 0, 30, 72))
    #expect(view.nameLabel.frame == rect(20, 72, 160, 24))
  }

  @Test func bestFlagPutsTheLogoFourAboveTheWhiteBackgroundsBottom() {
    // 400 × 300: white 80 % (240), red 20 % (60). The logo is as big as its
    // content: 180 wide (18 characters at 20 points), 72 + 24 = 96 tall;
    // centered in white (x = 200 − 90), bottom 4 above white's (240 − 4 − 96).
    let view = BestFlagView(republicName: "CALIFORNIA BURRITO", republicEmoji: "🌯")
    layOut(view, in: CGSize(width: 400, height: 300))
    #expect(view.whiteBackground.frame == rect(0, 0, 400, 240))
    #expect(view.redStripe.frame == rect(0, 240, 400, 60))
    #expect(view.logo.superview === view.whiteBackground)
    #expect(view.logo.frame == rect(110, 140, 180, 96))
    #expect(view.logo.emojiSeal.frame == rect(75, 0, 30, 72))
    #expect(view.logo.nameLabel.frame == rect(0, 72, 180, 24))
    #expect(view.logo.nameLabel.text == "CALIFORNIA BURRITO")
  }

  @Test func ukraineFlagHasTwoEqualStripes() {
    let view = UkraineFlag()
    layOut(view, in: CGSize(width: 300, height: 200))
    #expect(same(view.stack.arrangedSubviews, [view.topStripe, view.bottomStripe]))
    #expect(view.topStripe.frame == rect(0, 0, 300, 100))
    #expect(view.bottomStripe.frame == rect(0, 100, 300, 100))
  }

  @Test func flaggedLogoIsAFortyPointFlagBesideItsTitle() {
    // Natural size: flag 40 × 40, spacing 12, "BRAVERY" 7 × 20 = 140 by 48:
    // 192 × 48, centered in 390 × 844 at ((390 − 192) / 2, (844 − 48) / 2).
    final class Screen: Superview {
      @Subview(.alignCenter)
      var logo = FlaggedLogo(title: "BRAVERY")
    }
    let screen = Screen()
    layOut(screen, in: CGSize(width: 390, height: 844))
    let logo = screen.logo
    #expect(logo.frame == rect(99, 398, 192, 48))
    #expect(logo.flag.frame == rect(0, 4, 40, 40))
    #expect(logo.text.frame == rect(52, 0, 140, 48))
    #expect(logo.flag.topStripe.frame == rect(0, 0, 40, 20))
    #expect(logo.flag.bottomStripe.frame == rect(0, 20, 40, 20))
  }

  @Test func peruFlagHasThreeEqualVerticalStripes() {
    let view = PeruFlag()
    layOut(view, in: CGSize(width: 300, height: 200))
    #expect(view.leftStripe.frame == rect(0, 0, 100, 200))
    #expect(view.centerStripe.frame == rect(100, 0, 100, 200))
    #expect(view.rightStripe.frame == rect(200, 0, 100, 200))
    #expect(view.flagStack.axis == .horizontal)
  }

  @Test func twoColorVerticalFlagMovesItsSubviewsIntoTheStack() {
    let ukraine = TwoColorVerticalFlag(topColor: "systemBlue", bottomColor: "systemYellow")
    layOut(ukraine, in: CGSize(width: 300, height: 200))
    #expect(same(ukraine.subviews, [ukraine.flagStack]))
    #expect(same(ukraine.flagStack.arrangedSubviews, [ukraine.topStripe, ukraine.bottomStripe]))
    #expect(ukraine.topStripe.color == "systemBlue")
    #expect(ukraine.topStripe.frame == rect(0, 0, 300, 100))
    #expect(ukraine.bottomStripe.frame == rect(0, 100, 300, 100))
  }

  @Test func twoColorVerticalFlagWithStripesMadeInTheBlock() {
    let poland = InlineTwoColorVerticalFlag(topColor: "white", bottomColor: "red")
    layOut(poland, in: CGSize(width: 300, height: 200))
    let stripes = poland.flagStack.arrangedSubviews.compactMap { $0 as? RectangleView }
    #expect(stripes.map(\.color) == ["white", "red"])
    #expect(stripes.map(\.frame) == [rect(0, 0, 300, 100), rect(0, 100, 300, 100)])
  }

  @Test func emptyStateVCPinsItsChildToTheSafeArea() {
    // 390 × 844 with 47 above and 34 below: the child's view is the safe
    // area (844 − 47 − 34 = 763 tall); the empty state view fills the root
    // view, so its label is at (195 − 90, 422 − 10 − 12).
    let window = Window(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = EmptyStateVC()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(same(controller.children, [controller.backgroundVC]))
    #expect(controller.backgroundVC.parent === controller)
    #expect(same(controller.view.subviews, [controller.backgroundVC.view, controller.emptyStateView]))
    #expect(controller.backgroundVC.view.frame == rect(0, 47, 390, 763))
    #expect(controller.emptyStateView.frame == rect(0, 0, 390, 844))
    #expect(controller.emptyStateView.label.frame == rect(105, 400, 180, 24))
  }
}
