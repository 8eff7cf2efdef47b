#if !canImport(Darwin)
  import Testing
  import UIKit

  /// Frames as an iPhone gives them: rounded to pixels and equal to the
  /// numbers people write, however deep the view.
  @Suite struct PixelFrameTests {
    @Test(arguments: [UIDevice.iPhoneSE3, .iPhone16Pro])
    @MainActor func nestedFramesCompareEqualToTheirRoundedValues(device: UIDevice) {
      UIDevice.$current.withValue(device) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let outer = UIView()
        let inner = UIView()
        let leaf = UIView()
        for (view, parent) in [(outer, window), (inner, outer), (leaf, inner)] as [(UIView, UIView)] {
          view.translatesAutoresizingMaskIntoConstraints = false
          parent.addSubview(view)
        }
        NSLayoutConstraint.activate([
          // A third of a point: off the pixel grid at 2x, on it at 3x.
          outer.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 44 + 1.0 / 3),
          outer.topAnchor.constraint(equalTo: window.topAnchor, constant: 100.0 / 3),
          outer.widthAnchor.constraint(equalToConstant: 300),
          outer.heightAnchor.constraint(equalToConstant: 300),
          inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 124),
          inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 44),
          inner.widthAnchor.constraint(equalToConstant: 100),
          inner.heightAnchor.constraint(equalToConstant: 100),
          leaf.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 10),
          leaf.topAnchor.constraint(equalTo: inner.topAnchor, constant: 10),
          leaf.widthAnchor.constraint(equalToConstant: 44),
          leaf.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 124, y: 44, width: 100, height: 100))
        #expect(leaf.frame == CGRect(x: 10, y: 10, width: 44, height: 44))
        #expect(inner.frame.minX == 124 && leaf.frame.width == 44)
      }
    }

    @Test @MainActor func aControllersViewOutsideAWindowHasTheScreensSize() {
      let controller = UIViewController()
      #expect(controller.view.frame == UIScreen.main.bounds)
      UIDevice.$current.withValue(.iPhoneSE3) {
        #expect(UIViewController().view.bounds.size == CGSize(width: 375, height: 667))
      }
    }

    @Test @MainActor func aControllersViewIsImplicitlyUnwrapped() {
      let controller = UIViewController()
      let unwrapped: UIView = controller.view!
      #expect(controller.view?.frame == unwrapped.frame)
      controller.view = nil
      #expect(!controller.isViewLoaded)
      #expect(controller.view !== unwrapped, "reading it again loads a new view")
    }
  }
#endif
