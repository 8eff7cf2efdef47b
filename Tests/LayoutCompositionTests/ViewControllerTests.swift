import Foundation
import LayoutComposition
import LayoutCore
import Testing

/// A controller that records its containment calls.
final class RecordingViewController: ViewController {
  var events: [String] = []

  override func willMove(toParent parent: ViewController?) {
    events.append(parent == nil ? "willMove(nil)" : "willMove")
  }

  override func didMove(toParent parent: ViewController?) {
    events.append(parent == nil ? "didMove(nil)" : "didMove")
  }
}

/// The article's semi-automatic controller: no base class, resolution in `viewDidLoad`.
final class SemiAutomaticEmptyStateVC: ViewController, AddsChildrenViewControllers, AddsSubviews {
  @Child(
    .safeAreaPin,
    {
      $0.title = "background"
    })
  var backgroundVC = RecordingViewController()

  @Subview(.pin)
  var emptyStateView = EmptyStateView()

  var sawResolvedPropertiesInViewDidLoad = false

  override func viewDidLoad() {
    super.viewDidLoad()
    // important part:
    resolveAllEnclosedProperties()
    sawResolvedPropertiesInViewDidLoad = emptyStateView.superview === view
  }
}

/// The article's manual controller: `Children { }` and `Subviews { }`.
final class ManualEmptyStateVC: ViewController, AddsChildrenViewControllers, AddsSubviews {
  @Child(.safeAreaPin)
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
  }
}

/// Children created from and configured with the owner.
final class DashboardVC: ParentViewController {
  let sectionTitle: String

  @Child(
    [.safeAreaPinTop, .safeAreaPinHorizontally, .height(100)],
    { (child, self) in
      child.title = self.sectionTitle
    })
  var header = ViewController()

  @Child([.safeAreaPinBottom, .safeAreaPinHorizontally, .relativeHeight(0.5)])
  var footer = { (self) in
    let child = ViewController()
    child.title = self.sectionTitle + " footer"
    return child
  }

  init(sectionTitle: String) {
    self.sectionTitle = sectionTitle
    super.init(nibName: nil, bundle: nil)
  }
}

@Suite struct ViewControllerTests {
  private func window() -> Window {
    Window(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }

  @Test func semiAutomaticControllerResolvesInViewDidLoad() {
    let window = window()
    let controller = SemiAutomaticEmptyStateVC()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.sawResolvedPropertiesInViewDidLoad)
    #expect(controller.backgroundVC.events == ["willMove", "didMove"])
    #expect(controller.backgroundVC.title == "background")
    #expect(controller.backgroundVC.view.debugName == "backgroundVC")
    #expect(controller.backgroundVC.view.frame == rect(0, 47, 390, 763))
    #expect(controller.emptyStateView.label.frame == rect(105, 400, 180, 24))
  }

  @Test func manualControllerListsChildrenAndSubviews() {
    let window = window()
    let controller = ManualEmptyStateVC()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(same(controller.children, [controller.backgroundVC]))
    #expect(same(controller.view.subviews, [controller.backgroundVC.view, controller.emptyStateView]))
    #expect(controller.backgroundVC.view.frame == rect(0, 47, 390, 763))
  }

  @Test func readingAPropertyBeforeTheViewLoadsLoadsIt() {
    let controller = EmptyStateVC()
    #expect(!controller.isViewLoaded)
    let child = controller.backgroundVC
    #expect(controller.isViewLoaded)
    #expect(same(controller.view.subviews, [child.view, controller.emptyStateView]))
  }

  @Test func childrenMayBeMadeFromTheOwner() {
    let window = window()
    let controller = DashboardVC(sectionTitle: "News")
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.header.title == "News")
    #expect(controller.footer.title == "News footer")
    #expect(same(controller.children, [controller.header, controller.footer]))
    #expect(controller.header.view.frame == rect(0, 47, 390, 100))
    #expect(controller.footer.view.frame == rect(0, 388, 390, 422))
  }
}
