#if !canImport(Darwin)
  import Testing
  import UIKit

  /// Layouts that must settle in one pass, as on an iPhone.
  @Suite struct SettlingTests {
    /// A vertical stack of standard cells pinned to a controller's view top,
    /// leading and trailing, in a shown window: it runs past the home indicator.
    @MainActor func cellStack(rows: Int, withImages: Bool) -> (UIWindow, UIStackView) {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let controller = UIViewController()
      window.rootViewController = controller
      let stack = UIStackView()
      stack.axis = .vertical
      stack.translatesAutoresizingMaskIntoConstraints = false
      for row in 0..<rows {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(row)"
        if withImages { cell.imageView?.image = UIImage(systemName: "star") }
        stack.addArrangedSubview(cell)
      }
      controller.view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      ])
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      return (window, stack)
    }

    @Test(arguments: [false, true])
    @MainActor func aStackOfCellsPastTheHomeIndicatorSettlesWithRowsOfOneHeight(withImages: Bool) {
      let (window, stack) = cellStack(rows: 20, withImages: withImages)
      #expect(window.layoutDiagnostics.records.isEmpty, "\(window.layoutDiagnostics.records)")
      let heights = stack.arrangedSubviews.map(\.frame.height)
      // An iPhone's default row: 44 points, one line of text in its margins.
      #expect(heights.allSatisfy { $0 == 44 }, "\(heights)")
      // A second pass changes nothing.
      let frames = stack.arrangedSubviews.map(\.frame)
      window.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(stack.arrangedSubviews.map(\.frame) == frames)
    }

    /// A controller's root view reads UIKit's margins once laid out: the
    /// safe area above and below, the system minimum at the sides, 16 on
    /// an iPhone 16 Pro and 20 on the wider Pro Max.
    @Test(arguments: [(UIDevice.iPhone16Pro, 16.0), (.iPhone16ProMax, 20.0), (.iPhoneSE3, 16.0)])
    @MainActor func theRootViewReadsItsMarginsAsUIKitReportsThem(device: UIDevice, side: Double) {
      UIDevice.$current.withValue(device) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let safe = controller.view.safeAreaInsets
        #expect(
          controller.view.layoutMargins == UIEdgeInsets(top: safe.top, left: side, bottom: safe.bottom, right: side))
        #expect(
          controller.view.directionalLayoutMargins
            == NSDirectionalEdgeInsets(top: safe.top, leading: side, bottom: safe.bottom, trailing: side))
        // A plain view keeps the margins it was given.
        let card = UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 100))
        controller.view.addSubview(card)
        card.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        window.layoutIfNeeded()
        #expect(card.layoutMargins == UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6))
      }
    }

    /// A view's safe area is the part of it that the unsafe band covers,
    /// however far it runs past the window.
    @Test @MainActor func aViewPastTheWindowsBottomIsCoveredOnlyByTheBand() {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.makeKeyAndVisible()
      let tall = UIView(frame: CGRect(x: 0, y: 800, width: 100, height: 1000))
      let below = UIView(frame: CGRect(x: 0, y: 900, width: 100, height: 100))
      let crossing = UIView(frame: CGRect(x: 0, y: 830, width: 100, height: 20))
      for view in [tall, below, crossing] { window.addSubview(view) }
      window.layoutIfNeeded()
      #expect(tall.safeAreaInsets.bottom == 34)
      #expect(below.safeAreaInsets.bottom == 0)
      #expect(crossing.safeAreaInsets.bottom == 10)
    }
  }
#endif
