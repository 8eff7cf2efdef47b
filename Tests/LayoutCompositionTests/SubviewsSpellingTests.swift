import Foundation
import LayoutComposition
import LayoutCore
import Testing

/// Subviews' own parameter types for options: `UIEdgeInsets`
/// (here `EdgeInsets`) for the pin families, a `CGSize` for `relativeSize`,
/// `HorizontalInsets(left:right:)` and `ViewLayoutOption(layout:)`.
@Suite struct SubviewsSpellingTests {
  @Test func edgeInsetsGoLeftToLeadingAndRightToTrailing() {
    final class Host: Superview {
      @Subview(.pin(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))) var pinned = View()
      @Subview(.marginsPin(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))) var margins = View()
      @Subview([.relativeSize(CGSize(width: 0.5, height: 0.25)), .pinTop, .pinLeading]) var quarter = View()
      @Subview([.pinHorizontally(insets: HorizontalInsets(left: 10, right: 20)), .pinBottom, .height(5)])
      var bar = View()
      @Subview([.pinHorizontally(insets: HorizontalInsets(right: 30)), .pinTop, .height(5)]) var right = View()
      @Subview(
        ViewLayoutOption(layout: { view in
          guard let superview = view.superview else { return }
          LayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: superview.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: superview.centerYAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
          ])
        }))
      var custom = View()
    }
    let host = Host()
    layOut(host, in: CGSize(width: 200, height: 100))
    #expect(host.pinned.frame == rect(2, 1, 194, 96))
    #expect(host.margins.frame == rect(10, 9, 178, 80))  // margins of 8, then the insets
    #expect(host.quarter.frame == rect(0, 0, 100, 25))
    #expect(host.bar.frame == rect(10, 95, 170, 5))
    #expect(host.right.frame == rect(0, 0, 170, 5))
    #expect(host.custom.frame == rect(95, 45, 10, 10))
  }

  @Test func inRightToLeftLeftStillMeansLeading() {
    final class Host: Superview {
      @Subview(.pin(insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 4))) var pinned = View()
    }
    let host = Host()
    let window = Window(size: CGSize(width: 200, height: 100), layoutDirection: .rightToLeft)
    host.frame = window.bounds
    window.addSubview(host)
    window.layoutIfNeeded()
    // Leading is the right edge: 2 from the right, 4 from the left.
    #expect(host.pinned.frame == rect(4, 0, 194, 100))
  }
}

/// Assigning a new view to a `@Subview` property replaces the subview, as in
/// Subviews.
@Suite struct SubviewReplacementTests {
  final class Card: Superview {
    @Subview([.pinTop(inset: 4), .pinHorizontally], { $0.text = "configured" })
    var title = Label()

    @Subview([.pinBottom, .pinHorizontally, .height(10)])
    var footer = View()
  }

  @Test func assigningReplacesTheSubviewWithTheSameLayoutAndConfiguration() {
    let card = Card()
    let window = layOut(card, in: CGSize(width: 100, height: 50))
    let old = card.title
    #expect(old.superview === card)

    let new = Label()
    card.title = new
    window.layoutIfNeeded()
    #expect(old.superview == nil)
    #expect(card.title === new)
    #expect(new.superview === card)
    #expect(card.subviews.first === new, "takes the old view's place in the order")
    #expect(new.text == "configured")
    #expect(new.debugName == "title")
    #expect(new.frame.minY == 4 && new.frame.width == 100)
    #expect(window.layoutDiagnostics.records.isEmpty)
    #expect(card.footer.frame == rect(0, 40, 100, 10))
  }

  @Test func assigningBeforeTheFirstReadResolvesFirst() {
    let card = Card()
    let new = Label()
    card.footer = new
    #expect(card.subviews.count == 2)
    #expect(card.subviews.last === new)
  }
}
