#if !canImport(Darwin)
  import Foundation
  import Testing
  import UIKit

  /// Views, controllers and constraints are NSObjects, and views and
  /// controllers are UIResponders, as in UIKit.
  @Suite struct NSObjectRootTests {
    @Test @MainActor func viewsAndConstraintsCompareAsNSObjects() {
      let container = UIView()
      let view = UIView()
      container.addSubview(view)
      let constraint = view.widthAnchor.constraint(equalToConstant: 10)
      // A layout library's check, as written for UIKit, where `firstItem`
      // is `AnyObject?` (here it is the item's type, so the cast only warns).
      let firstItem: AnyObject? = constraint.firstItem
      #expect(firstItem as? NSObject == view)
      #expect(firstItem as? NSObject != container)
      let object: NSObject = view
      #expect(object.isEqual(view))
      #expect(!object.isEqual(container))
      #expect(Set<UIView>([view, view, container]).count == 2)
      #expect(view.hash == ObjectIdentifier(view).hashValue)
      #expect(constraint.isEqual(constraint))
      #expect(constraint.description.contains("width == 10"))
      #expect(UIViewController() as NSObject is UIResponder)
    }

    @Test @MainActor func anEmptyConstraintIsAPlaceholderThatNeverActivates() {
      var placeholder = NSLayoutConstraint()
      #expect(placeholder.firstItem == nil)
      placeholder.isActive = true
      #expect(!placeholder.isActive)
      let view = UIView()
      placeholder = view.heightAnchor.constraint(equalToConstant: 4)
      #expect(placeholder.firstItem === view)
    }

    @Test @MainActor func theResponderChainRunsThroughViewsAndControllers() {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let controller = UIViewController()
      window.rootViewController = controller
      let label = UILabel()
      controller.view.addSubview(label)
      #expect(label.next === controller.view)
      #expect(controller.view.next === controller)
      #expect(controller.next === window)
      #expect(window.next == nil)
      let child = UIViewController()
      controller.addChild(child)
      #expect(child.next === controller)
      var chain: [UIResponder] = []
      var responder: UIResponder? = label
      while let current = responder {
        chain.append(current)
        responder = current.next
      }
      #expect(chain.count == 4)
    }
  }
#endif
