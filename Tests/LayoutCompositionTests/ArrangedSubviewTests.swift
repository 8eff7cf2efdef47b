import Foundation
import LayoutComposition
import LayoutCore
import Testing

/// A toolbar: a row of arranged views with sizes, one made from the owner.
final class Toolbar: Superview {
  let buttonCount: Int

  @Subview(
    .pin,
    {
      $0.spacing = 10
      $0.alignment = .center
    })
  var row = StackView()

  @ArrangedSubview(of: \.row, [.width(30), .aspectRatioSquare])
  var icon = View()

  @ArrangedSubview(
    of: \.row,
    { (label, self) in
      label.text = "\(self.buttonCount) buttons"
      label.fontSize = 20
    })
  var caption = Label()

  @ArrangedSubview(of: \.row, .size(CGSize(width: 40, height: 20)))
  var spinner = { (self: Toolbar) in
    let view = View()
    view.isHidden = self.buttonCount == 0
    return view
  }

  init(buttonCount: Int) {
    self.buttonCount = buttonCount
    super.init()
  }
}

@Suite struct ArrangedSubviewTests {
  @Test func arrangedSubviewsJoinTheStackInOrder() {
    let toolbar = Toolbar(buttonCount: 3)
    #expect(same(toolbar.row.arrangedSubviews, [toolbar.icon, toolbar.caption, toolbar.spinner]))
    #expect(toolbar.caption.text == "3 buttons")
    #expect(toolbar.spinner.debugName == "spinner")
  }

  @Test func optionsSizeArrangedViewsAndTheStackPlacesThem() {
    // "3 buttons": 9 × 10 = 90 by 24. Row: 30 + 10 + 90 + 10 + 40 = 180 wide,
    // as tall as the tallest (30); each view centered vertically.
    let toolbar = Toolbar(buttonCount: 3)
    layOut(toolbar, in: CGSize(width: 180, height: 30))
    #expect(toolbar.icon.frame == rect(0, 0, 30, 30))
    #expect(toolbar.caption.frame == rect(40, 3, 90, 24))
    #expect(toolbar.spinner.frame == rect(140, 5, 40, 20))
  }

  @Test func hiddenArrangedViewsCollapse() {
    // No buttons: the spinner is hidden, its width and its gap go.
    let toolbar = Toolbar(buttonCount: 0)
    layOut(toolbar, in: CGSize(width: 130, height: 30))
    #expect(toolbar.caption.frame == rect(40, 3, 90, 24))
  }

  @Test func stackFunctionsBuildWithConditionsAndLoops() {
    final class Rows: Superview {
      let count = 3
      let showsFooter = false
      @Subview(.pin, { $0.distribution = .fillEqually })
      var column = _VerticalStack { (self) in
        for index in 0..<self.count {
          RectangleView(color: "row \(index)")
        }
        if self.showsFooter {
          Label(text: "footer")
        } else {
          [View(), View()]
        }
      }
    }
    let rows = Rows()
    layOut(rows, in: CGSize(width: 100, height: 250))
    #expect(rows.column.axis == .vertical)
    #expect(rows.column.arrangedSubviews.count == 5)
    #expect(rows.column.arrangedSubviews.map(\.frame.minY) == [0, 50, 100, 150, 200])
  }
}

@Suite struct ResolutionErrorTests {
  /// A property whose creation closure reads itself through another property.
  final class Cyclic: Superview {
    @Subview var first: View = { (self: Cyclic) -> View in
      _ = self.second
      return View()
    }
    @Subview var second: View = { (self: Cyclic) -> View in
      _ = self.first
      return View()
    }
  }

  @Test func aCreationCycleStopsWithTheProperty() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      // The child process runs this body off the main actor, where views live.
      await MainActor.run { _ = Cyclic() }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("`first` of Cyclic was read while it was being created"))
  }
}
