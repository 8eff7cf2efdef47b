import Foundation
import LayoutComposition
import LayoutCore
import Testing

// More of the article's examples: configuration closures that use `self`.

final class BobaLabel: Superview {
  @Subview(
    [.pinLeading],
    { (label) in
      label.text = "🧋"
      label.fontSize = 40
    })
  var bobaEmoji = Label()

  @Subview(
    [.pinTrailing, .pinVertically],
    { (label, self) in
      label.text = "Boba\nRepublic"
      label.numberOfLines = 0
      label.fontSize = 40
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: self.bobaEmoji.trailingAnchor),
        label.firstBaselineAnchor.constraint(equalTo: self.bobaEmoji.firstBaselineAnchor),
      ])
    })
  var textLabel = Label()
}

final class SymbolLabel: Superview {
  let systemSymbolName: String

  @Subview(.pin)
  var systemImageView = { (self) in
    Label(text: self.systemSymbolName)
  }

  init(systemSymbolName: String) {
    self.systemSymbolName = systemSymbolName
    super.init()
  }
}

@Suite struct SuperviewTests {
  @Test func configurationClosureRelatesToAnEarlierProperty() {
    // Emoji 20 × 48 at 40 points; "Boba\nRepublic": 2 lines, "Republic" 8 × 20 = 160 wide, 96 tall.
    // First baselines: the label's is 40 below its top, the emoji's 40 below its top.
    let view = BobaLabel()
    layOut(view, in: CGSize(width: 180, height: 96))
    #expect(view.textLabel.frame == rect(20, 0, 160, 96))
    #expect(view.bobaEmoji.frame == rect(0, 0, 20, 48))
  }

  @Test func creationClosureReadsTheOwner() {
    let view = SymbolLabel(systemSymbolName: "volleyball.fill")
    #expect((view.systemImageView as Label).text == "volleyball.fill")
    #expect(view.systemImageView.superview === view)
  }

  @Test func subviewsAreAddedInDeclarationOrderAndNamedAfterTheirProperties() {
    final class Card: Superview {
      @Subview(.pin) var background = View()
      @Subview(of: \.background, .marginsPin) var title = Label()
      @Subview var badge = View()
      @Subview({ $0.debugName = "custom" }) var named = View()
    }
    let card = Card()
    #expect(same(card.subviews, [card.background, card.badge, card.named]))
    #expect(same(card.background.subviews, [card.title]))
    #expect(card.background.debugName == "background")
    #expect(card.title.debugName == "title")
    #expect(card.named.debugName == "custom")
  }

  @Test func superclassPropertiesComeFirst() {
    class Base: Superview {
      @Subview(.pin) var background = View()
    }
    final class Derived: Base {
      @Subview(of: \.background, .pin) var content = View()
      @Subview var overlay = View()
    }
    let view = Derived()
    #expect(same(view.subviews, [view.background, view.overlay]))
    #expect(view.content.superview === view.background)
  }

  @Test func aClosureMayReadAPropertyDeclaredLater() {
    // `stack` is resolved first; reading `later` resolves it on the spot, so
    // it is already in the stack when its own turn comes.
    final class Host: Superview {
      @Subview(.pin) var stack = _VerticalStack { (self) in self.later }
      @Subview var later = View()
    }
    let host = Host()
    #expect(same(host.stack.arrangedSubviews, [host.later]))
    #expect(same(host.subviews, [host.stack]))
  }

  @Test func aConfigurationClosureMayReadItsOwnProperty() {
    final class Host: Superview {
      @Subview({ (view, self) in view.debugName = self.box === view ? "self-read" : "other" })
      var box: View = View()
    }
    #expect(Host().box.debugName == "self-read")
  }

  @Test func frameInitializerResolvesToo() {
    let view = HelloWorldView(frame: rect(0, 0, 100, 20))
    #expect(view.label.superview === view)
    #expect(view.frame == rect(0, 0, 100, 20))
  }

  @Test func parentMayBeAPlainProperty() {
    final class Host: Superview {
      let container = View()
      @Subview(of: \.container, .pin(inset: 5)) var content = View()
      override init() {
        super.init()
        container.frame = rect(0, 0, 50, 50)
        addSubview(container)
      }
    }
    let host = Host()
    layOut(host, in: CGSize(width: 100, height: 100))
    #expect(host.content.frame == rect(5, 5, 40, 40))
  }

  @Test func constraintDescriptionsNameTheProperties() throws {
    let view = HelloWorldView()
    view.debugName = "hello"
    let top = try #require(view.constraints.first { $0.firstAttribute == .top })
    #expect(top.description.contains("label.top == hello.top"))
  }

  // Trees in parallel tasks: views off the main actor (the MainActorViews trait off).
  #if !MainActorViews
    @Test func independentTreesResolveInParallelTasks() async {
      // No global state: each task builds, resolves and lays out its own tree.
      let frames = await withTaskGroup(of: CGRect.self) { group in
        for index in 0..<8 {
          group.addTask {
            let flag = BestFlagView(republicName: String(repeating: "A", count: 10 + index), republicEmoji: "🌯")
            layOut(flag, in: CGSize(width: 400, height: 300))
            return flag.logo.frame
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      // Names of 10…17 characters at 20 points: 100…170 wide, centered at 200.
      #expect(Set(frames.map(\.width)) == Set((10..<18).map { CGFloat($0 * 10) }))
      #expect(frames.allSatisfy { $0.midX == 200 && $0.maxY == 236 })
    }
  #endif

  @Test func addSubviewWithOptionsWorksWithoutPropertyWrappers() {
    let card = View()
    let badge = Label()
    card.addSubview(badge, [.pinTop(inset: 8), .pinTrailing(inset: 8)]) {
      $0.text = "New"
      $0.fontSize = 20
    }
    layOut(card, in: CGSize(width: 200, height: 100))
    #expect(badge.translatesAutoresizingMaskIntoConstraints == false)
    #expect(badge.frame == rect(162, 8, 30, 24))
  }
}
