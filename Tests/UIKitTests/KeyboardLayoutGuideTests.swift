#if !canImport(Darwin)
  import Testing
  import UIKit

  /// The keyboard layout guide, where UIKit puts it while the keyboard is hidden.
  @Suite struct KeyboardLayoutGuideTests {
    @MainActor func shownController(_ build: (UIViewController) -> Void) -> (UIWindow, UIViewController) {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let controller = UIViewController()
      window.rootViewController = controller
      build(controller)
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      return (window, controller)
    }

    @Test @MainActor func contentAboveTheKeyboardGuideEndsAtTheSafeArea() {
      let field = UITextField()
      let (window, controller) = shownController { controller in
        field.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(field)
        NSLayoutConstraint.activate([
          field.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
          field.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
          field.heightAnchor.constraint(equalToConstant: 44),
          field.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
      }
      // iPhone 16 Pro: 874 tall, 34 over the home indicator.
      #expect(field.frame == CGRect(x: 16, y: 874 - 34 - 8 - 44, width: 370, height: 44))
      let guide = controller.view.keyboardLayoutGuide
      #expect(guide.layoutFrame == CGRect(x: 0, y: 840, width: 402, height: 34))
      #expect(controller.view.keyboardLayoutGuide === guide)
      #expect(!field.hasAmbiguousLayout)
      withExtendedLifetime(window) {}
    }

    @Test @MainActor func withoutTheBottomSafeAreaTheGuideIsZeroTallAtTheBottom() {
      let (window, controller) = shownController { controller in
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
      }
      #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 874, width: 402, height: 0))
      controller.view.keyboardLayoutGuide.usesBottomSafeArea = true
      window.layoutIfNeeded()
      #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 840, width: 402, height: 34))
    }
  }
#endif
