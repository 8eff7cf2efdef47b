import Foundation
import LayoutComposition
import LayoutCore
import Testing

/// Lays out `host` in a 300 × 200 window with 20 of safe area above and 10
/// below. The host fills the window, so it has those safe-area insets, and
/// margins of 8 on top of them: the margins guide is (8, 28, 284, 154).
@discardableResult
private func layOutInSafeArea(_ host: View) -> Window {
  let window = Window(
    size: CGSize(width: 300, height: 200),
    safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
  host.frame = window.bounds
  window.addSubview(host)
  window.layoutIfNeeded()
  return window
}

@Suite struct ViewLayoutOptionTests {
  // MARK: - Center and size

  @Test func alignCenterWithOffsetAndSize() {
    final class Host: Superview {
      @Subview([.alignCenter(offset: CGSize(width: 10, height: -20)), .size(CGSize(width: 40, height: 30))])
      var box = View()
      @Subview([.alignCenter, .width(20), .height(10)])
      var dot = View()
      @Subview([.alignCenterX(offset: -50), .alignCenterY, .width(10), .aspectRatio(2)])
      var chip = View()
    }
    let host = Host()
    layOut(host, in: CGSize(width: 300, height: 200))
    #expect(host.box.frame == rect(140, 65, 40, 30))
    #expect(host.dot.frame == rect(140, 95, 20, 10))
    // 97.5 rounds half up at scale 1: 98 to 103.
    #expect(host.chip.frame == rect(95, 98, 10, 5))
  }

  @Test func relativeSizesAndSquares() {
    final class Host: Superview {
      @Subview([.pinTop, .pinLeading, .relativeSize(0.5)])
      var quarter = View()
      @Subview([.pinBottom, .pinTrailing, .relativeWidth(0.1), .aspectRatioSquare])
      var square = View()
      @Subview([.alignCenterX, .alignCenterY(offset: 10), .relativeWidth(1), .relativeHeight(0.25)])
      var band = View()
    }
    let host = Host()
    layOut(host, in: CGSize(width: 300, height: 200))
    #expect(host.quarter.frame == rect(0, 0, 150, 100))
    #expect(host.square.frame == rect(270, 170, 30, 30))
    #expect(host.band.frame == rect(0, 85, 300, 50))
  }

  // MARK: - Pin families

  @Test func pinToEdges() {
    final class Host: Superview {
      @Subview(.pin) var all = View()
      @Subview(.pin(inset: 10)) var inset = View()
      @Subview(.pin(insets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
      var insets = View()
      @Subview([.pinHorizontally(insets: .all(5)), .pinVertically(insets: VerticalInsets(top: 6, bottom: 7))])
      var pairs = View()
      @Subview([.pinTop(inset: 1), .pinLeading(inset: 2), .pinBottom(inset: 3), .pinTrailing(inset: 4)])
      var single = View()
      @Subview([.pinHorizontally, .pinTop, .height(5)]) var bar = View()
      @Subview([.pinVertically, .pinLeading, .width(5)]) var column = View()
      @Subview([.pinBottom, .pinTrailing, .size(CGSize(width: 5, height: 5))]) var corner = View()
    }
    let host = Host()
    layOutInSafeArea(host)
    #expect(host.all.frame == rect(0, 0, 300, 200))
    #expect(host.inset.frame == rect(10, 10, 280, 180))
    #expect(host.insets.frame == rect(2, 1, 294, 196))
    #expect(host.pairs.frame == rect(5, 6, 290, 187))
    #expect(host.single.frame == rect(2, 1, 294, 196))
    #expect(host.bar.frame == rect(0, 0, 300, 5))
    #expect(host.column.frame == rect(0, 0, 5, 200))
    #expect(host.corner.frame == rect(295, 195, 5, 5))
  }

  @Test func pinToMargins() {
    final class Host: Superview {
      @Subview(.marginsPin) var all = View()
      @Subview(.marginsPin(inset: 2)) var inset = View()
      @Subview(.marginsPin(insets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
      var insets = View()
      @Subview([.marginsPinHorizontally(insets: HorizontalInsets(leading: 1, trailing: 2)), .marginsPinVertically])
      var pairs = View()
      @Subview([.marginsPinTop(inset: 1), .marginsPinLeading, .marginsPinBottom, .marginsPinTrailing(inset: 2)])
      var single = View()
      @Subview([.marginsPinHorizontally, .marginsPinVertically(insets: .all(4))]) var plain = View()
      @Subview([.marginsPinTop, .marginsPinLeading(inset: 3), .marginsPinBottom(inset: 4), .marginsPinTrailing])
      var edges = View()
    }
    let host = Host()
    layOutInSafeArea(host)
    #expect(host.all.frame == rect(8, 28, 284, 154))
    #expect(host.inset.frame == rect(10, 30, 280, 150))
    #expect(host.insets.frame == rect(10, 29, 278, 150))
    #expect(host.pairs.frame == rect(9, 28, 281, 154))
    #expect(host.single.frame == rect(8, 29, 282, 153))
    #expect(host.plain.frame == rect(8, 32, 284, 146))
    #expect(host.edges.frame == rect(11, 28, 281, 150))
  }

  @Test func pinToSafeArea() {
    final class Host: Superview {
      @Subview(.safeAreaPin) var all = View()
      @Subview(.safeAreaPin(inset: 5)) var inset = View()
      @Subview(.safeAreaPin(insets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
      var insets = View()
      @Subview([.safeAreaPinHorizontally(insets: .all(10)), .safeAreaPinVertically(insets: .all(10))])
      var pairs = View()
      @Subview([.safeAreaPinHorizontally, .safeAreaPinVertically]) var plain = View()
      @Subview([
        .safeAreaPinTop(inset: 2), .safeAreaPinLeading(inset: 3), .safeAreaPinBottom(inset: 4),
        .safeAreaPinTrailing(inset: 5),
      ])
      var single = View()
      @Subview([.safeAreaPinTop, .safeAreaPinLeading, .safeAreaPinBottom, .safeAreaPinTrailing])
      var edges = View()
    }
    let host = Host()
    layOutInSafeArea(host)
    #expect(host.all.frame == rect(0, 20, 300, 170))
    #expect(host.inset.frame == rect(5, 25, 290, 160))
    #expect(host.insets.frame == rect(2, 21, 294, 166))
    #expect(host.pairs.frame == rect(10, 30, 280, 150))
    #expect(host.plain.frame == rect(0, 20, 300, 170))
    #expect(host.single.frame == rect(3, 22, 292, 164))
    #expect(host.edges.frame == rect(0, 20, 300, 170))
  }

  @Test func pinToReadableContent() {
    // In a 1000-wide window the readable width, 672, is narrower than the
    // margins (984): the guide is centered, from x = 164.
    final class Host: Superview {
      @Subview(.readableContentPin) var all = View()
      @Subview(.readableContentPin(inset: 2)) var inset = View()
      @Subview(.readableContentPin(insets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
      var insets = View()
      @Subview([.readableContentPinHorizontally(insets: .all(10)), .readableContentPinVertically(insets: .all(1))])
      var pairs = View()
      @Subview([.readableContentPinHorizontally, .readableContentPinVertically]) var plain = View()
      @Subview([
        .readableContentPinTop(inset: 1), .readableContentPinLeading(inset: 2), .readableContentPinBottom(inset: 3),
        .readableContentPinTrailing(inset: 4),
      ])
      var single = View()
      @Subview([
        .readableContentPinTop, .readableContentPinLeading, .readableContentPinBottom, .readableContentPinTrailing,
      ])
      var edges = View()
    }
    let host = Host()
    layOut(host, in: CGSize(width: 1000, height: 200))
    #expect(host.all.frame == rect(164, 8, 672, 184))
    #expect(host.inset.frame == rect(166, 10, 668, 180))
    #expect(host.insets.frame == rect(166, 9, 666, 180))
    #expect(host.pairs.frame == rect(174, 9, 652, 182))
    #expect(host.plain.frame == rect(164, 8, 672, 184))
    #expect(host.single.frame == rect(166, 9, 666, 180))
    #expect(host.edges.frame == rect(164, 8, 672, 184))
  }

  @Test func leadingAndTrailingFollowRightToLeft() {
    final class Host: Superview {
      @Subview([.pinLeading(inset: 10), .pinTop, .size(CGSize(width: 50, height: 20))])
      var start = View()
      @Subview([.marginsPinTrailing(inset: 2), .pinBottom, .size(CGSize(width: 30, height: 20))])
      var end = View()
    }
    let window = Window(size: CGSize(width: 300, height: 200), layoutDirection: .rightToLeft)
    let host = Host()
    host.frame = window.bounds
    window.addSubview(host)
    window.layoutIfNeeded()
    #expect(host.start.frame == rect(240, 0, 50, 20))
    #expect(host.end.frame == rect(10, 180, 30, 20))
  }

  // MARK: - Custom options and arrays

  @Test func customOptionsAndNestedArrays() {
    final class Host: Superview {
      static let minimumTapTarget = ViewLayoutOption { view in
        view.heightAnchor.constraint(equalToConstant: 44).isActive = true
      }
      static let besideSuperviewMiddle = ViewLayoutOption.withSuperview { view, superview in
        view.leadingAnchor.constraint(equalTo: superview.centerXAnchor, constant: 4).isActive = true
      }
      @Subview([[Host.minimumTapTarget, .pinTop], [Host.besideSuperviewMiddle, .width(60)]])
      var button = View()
    }
    let host = Host()
    layOut(host, in: CGSize(width: 300, height: 200))
    #expect(host.button.frame == rect(154, 0, 60, 44))
  }

  @Test func optionsMakeRequiredActiveConstraintsOnTheSuperview() {
    final class Host: Superview {
      @Subview([.pin(inset: 4)]) var box = View()
    }
    let host = Host()
    #expect(host.box.translatesAutoresizingMaskIntoConstraints == false)
    let mine = host.constraints.filter { $0.firstItem === host.box || $0.secondItem === host.box }
    #expect(mine.count == 4)
    #expect(mine.allSatisfy { $0.isActive && $0.priority == .required })
  }
}
