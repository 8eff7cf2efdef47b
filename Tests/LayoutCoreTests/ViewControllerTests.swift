import Foundation
import Testing

@testable import LayoutCore

@Suite struct ViewControllerTests {
  final class Screen: ViewController {
    var events: [String] = []
    let button = Label(text: "Go")

    override func loadView() {
      events.append("loadView")
      super.loadView()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      events.append("viewDidLoad")
      button.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(button)
      LayoutConstraint.activate([
        button.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        button.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      ])
    }

    override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
    override func willMove(toParent parent: ViewController?) {
      events.append("willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: ViewController?) {
      events.append("didMove(\(parent == nil ? "nil" : "parent"))")
    }
  }

  @Test func theViewLoadsOnceOnFirstUse() {
    let screen = Screen()
    #expect(!screen.isViewLoaded)
    #expect(screen.viewIfLoaded == nil)
    _ = screen.view
    _ = screen.view
    #expect(screen.isViewLoaded)
    #expect(screen.events == ["loadView", "viewDidLoad"])
    #expect(screen.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
  }

  @Test func aWindowsRootViewControllerFillsItAndLaysOut() {
    let window = makeWindow(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let screen = Screen()
    window.rootViewController = screen
    window.layoutIfNeeded()
    #expect(screen.view.frame == rect(0, 0, 390, 844))
    #expect(screen.view.superview === window)
    // Root views have no margins of their own, at least 16 leading and
    // trailing, and the safe area above and below.
    expectFrame(screen.button, rect(16, 47, 17, 20))  // "Go" at 17 points: 17 × 20.4
    #expect(screen.events.contains("viewWillLayoutSubviews"))
    #expect(screen.events.last == "viewDidLayoutSubviews")
    window.frame = rect(0, 0, 500, 400)
    window.layoutIfNeeded()
    #expect(screen.view.frame == rect(0, 0, 500, 400))
  }

  @Test func minimumMarginsCanBeTurnedOff() {
    let window = makeWindow()
    let screen = Screen()
    screen.viewRespectsSystemMinimumLayoutMargins = false
    window.rootViewController = screen
    window.layoutIfNeeded()
    expectFrame(screen.button, rect(0, 0, 17, 20))
  }

  @Test func childrenGetTheirCallbacks() {
    let parent = Screen()
    let child = Screen()
    parent.addChild(child)
    #expect(parent.children.count == 1)
    #expect(child.parent === parent)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    #expect(
      child.events.filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") }
        == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
  }

  @Test func aCustomLoadViewProvidesTheView() {
    final class Custom: ViewController {
      override func loadView() {
        let label = Label(text: "custom")
        view = label
      }
    }
    #expect(Custom().view is Label)
  }

  @Test func replacingTheRootViewController() {
    let window = makeWindow()
    let first = Screen()
    let second = Screen()
    window.rootViewController = first
    window.rootViewController = second
    #expect(first.view.superview == nil)
    #expect(second.view.superview === window)
  }
}
