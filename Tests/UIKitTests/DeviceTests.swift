#if !canImport(Darwin)
  import Testing
  import UIKit

  /// The device a run lays out as, chosen as a simulator is: the screen,
  /// safe area, scale, idiom and size classes follow it.
  @Suite struct DeviceTests {
    /// A window made as a scene delegate makes it, shown, on the current device.
    @MainActor func shownWindow() -> UIWindow {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      return window
    }

    @Test @MainActor func theDefaultIsAnIPhone16Pro() {
      #expect(UIDevice.current == .iPhone16Pro)
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 402, height: 874))
      #expect(UIScreen.main.scale == 3)
      let window = shownWindow()
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
      #expect(UIDevice.current.userInterfaceIdiom == .phone)
      #expect(UIDevice.current.model == "iPhone")
    }

    @Test(arguments: [
      (
        UIDevice.iPhoneSE3, CGSize(width: 375, height: 667), CGFloat(2),
        UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      ),
      (.iPhone16ProMax, CGSize(width: 440, height: 956), 3, UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)),
      (.iPadAir11, CGSize(width: 820, height: 1180), 2, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ])
    @MainActor func aChosenDeviceGivesItsScreenSafeAreaAndScale(
      device: UIDevice, size: CGSize, scale: CGFloat, safeArea: UIEdgeInsets
    ) {
      UIDevice.$current.withValue(device) {
        #expect(UIScreen.main.bounds.size == size)
        #expect(UIScreen.main.scale == scale)
        #expect(UIScreen.main === UIScreen.main, "one screen a device")
        let window = shownWindow()
        #expect(window.safeAreaInsets == safeArea)
        #expect(window.displayScale == scale)
        #expect(window.rootViewController?.view.frame.size == size)
      }
    }

    @Test @MainActor func pixelRoundingFollowsTheChosenScale() {
      func labelFrame() -> CGRect {
        let window = shownWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        NSLayoutConstraint.activate([
          box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10.2),
          box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10.2),
          box.widthAnchor.constraint(equalToConstant: 20),
          box.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        return box.frame
      }
      // 10.2 points is 30.6 pixels at 3x (31: 10.333…) and 20.4 at 2x (20: 10).
      #expect(labelFrame().minX == 31.0 / 3)
      UIDevice.$current.withValue(.iPhoneSE3) { #expect(labelFrame().minX == 10) }
    }

    @Test @MainActor func sizeClassesFollowTheDeviceAndTheWindow() {
      let portrait = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).traitCollection
      #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
      #expect(portrait.userInterfaceIdiom == .phone)
      UIDevice.$current.withValue(.iPadAir11) {
        let window = shownWindow()
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(window.traitCollection.verticalSizeClass == .regular)
        #expect(window.rootViewController?.traitCollection.userInterfaceIdiom == .pad)
        // A split-screen window on an iPad is compact across.
        let narrow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(narrow.traitCollection.horizontalSizeClass == .compact)
      }
      // An iPhone in landscape is compact down; the largest phones are regular across.
      let landscape = UIWindow(frame: CGRect(x: 0, y: 0, width: 874, height: 402))
      #expect(landscape.traitCollection.verticalSizeClass == .compact)
      #expect(landscape.traitCollection.horizontalSizeClass == .compact)
      UIDevice.$current.withValue(.iPhone16ProMax) {
        let wide = UIWindow(frame: CGRect(x: 0, y: 0, width: 956, height: 440))
        #expect(wide.traitCollection.horizontalSizeClass == .regular)
      }
    }

    @Test func profilesAreFoundByTheirIdentifierOrName() {
      #expect(UIDevice.named("iphonese3") == .iPhoneSE3)
      #expect(UIDevice.named("iPhone 16 Pro Max") == .iPhone16ProMax)
      #expect(UIDevice.named("Nokia 3310") == nil)
      #expect(UIDevice.all.count == 4)
    }
  }
#endif
