#if !canImport(Darwin)
  import Testing
  import UIKit

  /// Dynamic colours resolve by the trait collection, and views take their
  /// style from `overrideUserInterfaceStyle` up the tree.
  @Suite struct DynamicColorTests {
    @Test func systemColoursHaveUIKitsLightAndDarkValues() {
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      let light = UITraitCollection(userInterfaceStyle: .light)
      #expect(UIColor.label.resolvedColor(with: light).hexString == "#000000")
      #expect(UIColor.label.resolvedColor(with: dark).hexString == "#FFFFFF")
      #expect(UIColor.systemBackground.resolvedColor(with: dark).hexString == "#000000")
      #expect(UIColor.secondarySystemBackground.resolvedColor(with: dark).hexString == "#1C1C1E")
      #expect(UIColor.systemBlue.resolvedColor(with: dark).hexString == "#0A84FF")
      // The components are the light values, as before.
      #expect(UIColor.systemBlue.hexString == "#007AFF")
      #expect(UIColor.systemBlue == .systemBlue)
      #expect(UIColor.red.resolvedColor(with: dark) == .red)
    }

    @Test func aColourOfYourOwnResolvesByItsProvider() {
      let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemTeal : .systemIndigo }
      #expect(accent.hexString == UIColor.systemIndigo.hexString)
      #expect(
        accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).hexString
          == UIColor.systemTeal.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).hexString)
      #expect(accent != UIColor.systemIndigo)
    }

    @Test @MainActor func viewsAreLightUntilAnOverrideUpTheTree() {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let controller = UIViewController()
      window.rootViewController = controller
      let card = UIView()
      controller.view.addSubview(card)
      #expect(card.traitCollection.userInterfaceStyle == .light)
      controller.overrideUserInterfaceStyle = .dark
      #expect(card.traitCollection.userInterfaceStyle == .dark)
      #expect(UIColor.label.resolvedColor(with: card.traitCollection) == UIColor.white)
      card.overrideUserInterfaceStyle = .light
      #expect(card.traitCollection.userInterfaceStyle == .light)
      #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
      window.overrideUserInterfaceStyle = .light
      controller.overrideUserInterfaceStyle = .unspecified
      #expect(controller.view.traitCollection.userInterfaceStyle == .light)
    }
  }
#endif
