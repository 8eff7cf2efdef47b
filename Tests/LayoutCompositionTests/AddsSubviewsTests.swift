import Foundation
import LayoutComposition
import LayoutCore
import Testing

// The article's ways of using @Subview without subclassing Superview.

/// Semi-automatic: `resolveAllEnclosedProperties()` at the end of `init`.
final class SemiAutomaticHelloWorld: View, AddsSubviews {
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

  /// Never made from an archive.
  required init?(coder: NSCoder) { nil }
}

/// Manual: list the properties with `$`, in the order they should be added.
final class ManualHelloWorld: View, AddsSubviews {
  @Subview(.pin)
  var background = View()

  @Subview(
    of: \.background, .alignCenter,
    {
      $0.text = "Hello, world"
      $0.fontSize = 20
    })
  var label = Label()

  @Subview
  var decoration = View()

  let listsDecorationFirst: Bool

  init(listsDecorationFirst: Bool = false) {
    self.listsDecorationFirst = listsDecorationFirst
    super.init(frame: .zero)
    Subviews {
      if listsDecorationFirst {
        $decoration
      }
      $background  // make sure you're using the `$` prefix
      $label
      if !listsDecorationFirst {
        $decoration
      }
    }
  }

  /// Never made from an archive.
  required init?(coder: NSCoder) { nil }
}

/// Neither: the first read resolves every property.
final class LazyView: View, AddsSubviews {
  @Subview(.pin) var first = View()
  @Subview(.pin) var second = View()
}

@Suite struct AddsSubviewsTests {
  @Test func semiAutomaticModeResolvesInTheInitializer() {
    let view = SemiAutomaticHelloWorld(frame: rect(0, 0, 200, 50))
    layOut(view, in: CGSize(width: 200, height: 50))
    #expect(view.label.text == "Hello, world")
    #expect(view.label.frame == rect(0, 0, 200, 50))
    #expect(view.label.debugName == "label")
  }

  @Test func resolvingTwiceChangesNothing() {
    let view = SemiAutomaticHelloWorld(frame: .zero)
    let before = view.constraints.count
    view.resolveAllEnclosedProperties()
    #expect(view.subviews.count == 1)
    #expect(view.constraints.count == before)
  }

  @Test func manualModeFollowsTheListedOrder() {
    // "Hello, world": 12 × 10 = 120 by 24, centered in 200 × 100.
    let view = ManualHelloWorld()
    layOut(view, in: CGSize(width: 200, height: 100))
    #expect(same(view.subviews, [view.background, view.decoration]))
    #expect(view.label.superview === view.background)
    #expect(view.label.frame == rect(40, 38, 120, 24))

    let reordered = ManualHelloWorld(listsDecorationFirst: true)
    #expect(same(reordered.subviews, [reordered.decoration, reordered.background]))
  }

  @Test func manualModeDoesNotNameViews() {
    // Names come from Mirror labels, which manual mode does not read.
    let view = ManualHelloWorld()
    #expect(view.background.debugName == nil)
  }

  @Test func readingAnyPropertyResolvesThemAllInDeclarationOrder() {
    let view = LazyView()
    #expect(view.subviews.isEmpty)
    let second = view.second
    #expect(same(view.subviews, [view.first, second]))
    #expect(second.debugName == "second")
  }

  @Test func manualModeToleratesAClosureReadingAnUnlistedProperty() {
    // Reading `icon`, which is not listed, starts a full pass while `stack`
    // is being created; that pass leaves `stack` to the manual one.
    final class Host: View, AddsSubviews {
      @Subview(.pin) var stack = _HorizontalStack { (self) in self.icon }
      @Subview var icon = View()
      init() {
        super.init(frame: .zero)
        Subviews { $stack }
      }

      /// Never made from an archive.
      required init?(coder: NSCoder) { nil }
    }
    let host = Host()
    #expect(same(host.subviews, [host.stack]))
    #expect(same(host.stack.arrangedSubviews, [host.icon]))
  }
}
