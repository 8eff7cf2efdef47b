import Foundation
import LayoutComposition
import LayoutCore
import Testing

// The examples of Docs/LayoutComposition.md and of the DocC catalog
// (LayoutComposition.md, Articles/GettingStarted.md, OwnersAndResolution.md), checked.
// The catalog's custom options (`minimumTapTarget`, `afterMiddle`) are the ones
// below, fileprivate here; `customOptionsExample` uses them.

private final class DocumentedBestFlagView: Superview {
  let republicName: String

  @Subview([.pinTop, .pinHorizontally, .relativeHeight(0.8)])
  var whiteBackground = View()

  @Subview([.pinBottom, .pinHorizontally, .relativeHeight(0.2)])
  var redStripe = View()

  @Subview(
    of: \.whiteBackground, [.alignCenterX, .pinBottom(inset: 4)],
    {
      $0.fontSize = 20
    })
  var logo = { (self) in Label(text: self.republicName) }

  init(republicName: String) {
    self.republicName = republicName
    super.init()
  }
}

extension ViewLayoutOption {
  fileprivate static let minimumTapTarget = ViewLayoutOption { view in
    view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
  }
  fileprivate static let afterMiddle = ViewLayoutOption.withSuperview { view, superview in
    view.leadingAnchor.constraint(equalTo: superview.centerXAnchor, constant: 4).isActive = true
  }
}

private final class DocumentedPeruFlag: Superview {
  let leftStripe = View(), centerStripe = View(), rightStripe = View()

  @Subview(.pin, { $0.distribution = .fillEqually })
  var flagStack = _HorizontalStack { (self) in
    self.leftStripe
    self.centerStripe
    self.rightStripe
  }
}

@Suite struct DocumentationExampleTests {
  @Test func introductionExample() {
    let flag = DocumentedBestFlagView(republicName: "CALIFORNIA BURRITO")
    flag.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    let window = Window(size: flag.frame.size)
    window.addSubview(flag)
    window.layoutIfNeeded()
    #expect(flag.whiteBackground.frame == rect(0, 0, 400, 240))
    #expect(flag.redStripe.frame == rect(0, 240, 400, 60))
    #expect(flag.logo.frame == rect(110, 212, 180, 24))
  }

  @Test func customOptionsExample() {
    final class Host: Superview {
      @Subview([.minimumTapTarget, .pinTop, .afterMiddle, .width(10)]) var button = View()
    }
    let host = Host()
    layOut(host, in: CGSize(width: 100, height: 100))
    #expect(host.button.frame.minX == 54)
    #expect(host.button.frame.height >= 44)
  }

  @Test func stackExample() {
    let flag = DocumentedPeruFlag()
    layOut(flag, in: CGSize(width: 90, height: 60))
    #expect(flag.rightStripe.frame == rect(60, 0, 30, 60))
  }

  // MARK: - The DocC catalog

  /// LayoutComposition.md, the root page's overview.
  @Test func catalogRootPageExample() {
    let empty = Catalog.EmptyStateView()
    layOut(empty, in: CGSize(width: 320, height: 480))
    // 18 characters × 8.5 points wide, centered 10 points above the middle.
    #expect(empty.label.text == "This list is empty")
    #expect(empty.label.frame == rect(84, 220, 153, 20))

    let logo = Catalog.FlaggedLogo(title: "Ukraine")
    layOut(logo, in: CGSize(width: 200, height: 40))
    #expect(same(logo.mainStack.arrangedSubviews, [logo.flag, logo.text]))
    #expect(logo.flag.frame == rect(0, 0, 40, 40))
    #expect(logo.text.text == "Ukraine")
    #expect(logo.text.frame.minX == 52)
  }

  /// Articles/GettingStarted.md.
  @Test func gettingStartedProfileHeader() {
    typealias ProfileHeader = Catalog.ProfileHeader
    let header = ProfileHeader(name: "Ada Lovelace")
    header.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
    let window = Window(size: CGSize(width: 390, height: 844))
    window.addSubview(header)
    window.layoutIfNeeded()
    #expect(header.avatar.frame == rect(16, 18, 64, 64))
    #expect(header.textStack.frame == rect(92, 26, 120, 48))
    #expect(header.nameLabel.frame == rect(0, 0, 120, 24))
    #expect(header.statusLabel.frame == rect(0, 28, 120, 20))
    #expect(header.translatesAutoresizingMaskIntoConstraints)
    #expect(header.frame == rect(0, 0, 390, 100))
    #expect(window.layoutDiagnostics.records.isEmpty)

    // "Read the names"
    #expect(header.avatar.debugName == "avatar")
    #expect(header.nameLabel.debugName == "nameLabel")
  }

  /// Articles/OwnersAndResolution.md, "Keep your own base class".
  @Test func ownersOwnBaseClass() {
    typealias HelloWorld = Catalog.HelloWorld
    let hello = HelloWorld()
    #expect(same(hello.subviews, [hello.background]))
    #expect(same(hello.background.subviews, [hello.label]))
    #expect(hello.label.text == "Hello, world")
    layOut(hello, in: CGSize(width: 200, height: 100))
    #expect(hello.background.frame == rect(0, 0, 200, 100))
    #expect(hello.label.frame == rect(49, 40, 102, 20))
  }

  /// Articles/OwnersAndResolution.md, "View controllers".
  @Test func ownersViewControllers() {
    typealias EmptyStateVC = Catalog.EmptyStateVC
    let controller = EmptyStateVC()
    let window = Window(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.backgroundVC.view.frame == rect(0, 47, 390, 763))
    #expect(controller.emptyStateView.frame == rect(0, 0, 390, 844))
    #expect(controller.backgroundVC.title == "background")
    #expect(same(controller.children, [controller.backgroundVC]))
  }

  /// Articles/OwnersAndResolution.md, "Options without property wrappers".
  @Test func ownersOptionsWithoutPropertyWrappers() {
    let card = Window(size: CGSize(width: 200, height: 100))
    let badge = Label()
    card.addSubview(badge, [.pinTop(inset: 8), .pinTrailing(inset: 8)]) {
      $0.text = "New"
    }
    card.layoutIfNeeded()
    #expect(badge.frame == rect(167, 8, 25, 20))
    #expect(!badge.translatesAutoresizingMaskIntoConstraints)
  }
}

/// The catalog's types, in a namespace: the seed examples use the same names.
private enum Catalog {
  // LayoutComposition.md

  final class EmptyStateView: Superview {
    @Subview(
      [.alignCenterX, .alignCenterY(offset: -10)],
      {
        $0.text = "This list is empty"
      })
    var label = Label()
  }

  final class FlaggedLogo: Superview {
    let title: String

    @Subview(
      .pin,
      {
        $0.alignment = .center
        $0.spacing = 12
      })
    var mainStack = StackView()

    @ArrangedSubview(of: \.mainStack, [.height(40), .aspectRatioSquare])
    var flag = View()

    @ArrangedSubview(of: \.mainStack, { (label, self) in label.text = self.title })
    var text = Label()

    init(title: String) {
      self.title = title
      super.init()
    }
  }

  // Articles/GettingStarted.md

  final class ProfileHeader: Superview {
    let name: String

    @Subview([.pinLeading(inset: 16), .alignCenterY, .size(CGSize(width: 64, height: 64))])
    var avatar = View()

    @Subview({ (stack, self) in
      stack.axis = .vertical
      stack.spacing = 4
      stack.leadingAnchor.constraint(equalTo: self.avatar.trailingAnchor, constant: 12).isActive = true
      stack.centerYAnchor.constraint(equalTo: self.avatar.centerYAnchor).isActive = true
    })
    var textStack = StackView()

    @ArrangedSubview(
      of: \.textStack,
      { (label, self) in
        label.text = self.name
        label.fontSize = 20
      })
    var nameLabel = Label()

    @ArrangedSubview(of: \.textStack, { $0.text = "Online" })
    var statusLabel = Label()

    init(name: String) {
      self.name = name
      super.init()
    }
  }

  // Articles/OwnersAndResolution.md

  final class HelloWorld: View, AddsSubviews {
    @Subview(.pin) var background = View()
    @Subview(of: \.background, .alignCenter, { $0.text = "Hello, world" })
    var label = Label()

    init() {
      super.init(frame: .zero)
      Subviews {
        $background
        $label
      }
    }

    /// Never made from an archive.
    required init?(coder: NSCoder) { nil }
  }

  final class EmptyStateVC: ParentViewController {
    @Child([.safeAreaPin], { $0.title = "background" })
    var backgroundVC = ViewController()

    @Subview(.pin)
    var emptyStateView = View()
  }
}
