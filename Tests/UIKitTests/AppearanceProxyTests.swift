#if !canImport(Darwin)
  import Testing
  import UIKit

  /// Appearance proxies, applied as UIKit applies them. Each test uses
  /// classes of its own: the values are process-wide, as in an app.
  @Suite struct AppearanceProxyTests {
    final class HeadlineLabel: UILabel {}
    final class CaptionLabel: UILabel {
      override init(frame: CGRect) {
        super.init(frame: frame)
        textColor = .systemRed  // set by the class's own code: it wins
      }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    class Card: UIView {}
    final class HighlightedCard: Card {}

    @MainActor func shown(_ views: UIView...) -> UIWindow {
      let window = UIWindow(frame: UIScreen.main.bounds)
      for view in views { window.addSubview(view) }
      window.makeKeyAndVisible()
      return window
    }

    @Test @MainActor func aViewTakesItsClasssValuesWhenItJoinsAWindow() {
      HeadlineLabel.appearance().textColor = .systemPurple
      HeadlineLabel.appearance().font = .boldSystemFont(ofSize: 22)
      defer {
        HeadlineLabel.appearance().textColor = nil
        HeadlineLabel.appearance().font = nil
      }
      #expect(HeadlineLabel.appearance().textColor == .systemPurple)
      let label = HeadlineLabel()
      #expect(label.textColor == .label)  // not before it joins a window
      let window = shown(label)
      #expect(label.textColor == .systemPurple)
      #expect(label.font.pointSize == 22)
      // Other labels are untouched.
      let plain = UILabel()
      window.addSubview(plain)
      #expect(plain.textColor == .label)
    }

    @Test @MainActor func whatTheViewsOwnCodeSetsWins() {
      HeadlineLabel.appearance().textAlignment = .center
      CaptionLabel.appearance().textColor = .systemGreen
      defer {
        HeadlineLabel.appearance().textAlignment = nil
        CaptionLabel.appearance().textColor = nil
      }
      let set = HeadlineLabel()
      set.textAlignment = .right
      let caption = CaptionLabel()
      let untouched = HeadlineLabel()
      _ = shown(set, caption, untouched)
      #expect(set.textAlignment == .right)
      #expect(caption.textColor == .systemRed)
      #expect(untouched.textAlignment == .center)
      // Set after it joined, a value is the view's own.
      untouched.textAlignment = .left
      untouched.removeFromSuperview()
      _ = shown(untouched)
      #expect(untouched.textAlignment == .left)
    }

    @Test @MainActor func aSubclasssValueWinsOverItsSuperclasss() {
      Card.appearance().backgroundColor = .systemGray6
      HighlightedCard.appearance().backgroundColor = .systemYellow
      defer {
        Card.appearance().backgroundColor = nil
        HighlightedCard.appearance().backgroundColor = nil
      }
      let card = Card()
      let highlighted = HighlightedCard()
      _ = shown(card, highlighted)
      #expect(card.backgroundColor == .systemGray6)
      #expect(highlighted.backgroundColor == .systemYellow)
    }

    @Test @MainActor func aValueSetAfterTheViewWasMadeAppliesAtItsWindow() {
      let label = HeadlineLabel()
      HeadlineLabel.appearance().numberOfLines = 2
      defer { HeadlineLabel.appearance().numberOfLines = nil }
      _ = shown(label)
      #expect(label.numberOfLines == 2)
    }
  }
#endif
