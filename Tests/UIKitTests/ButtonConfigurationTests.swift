#if !canImport(Darwin)
  import Testing
  import UIKit

  /// A configured button's size and image placement, as UIKit measures and places them.
  @Suite struct ButtonConfigurationTests {
    @MainActor func titleHeight(_ size: CGFloat) -> CGFloat {
      let label = UILabel()
      label.font = .systemFont(ofSize: size)
      label.text = "Continue"
      return label.intrinsicContentSize.height
    }

    @Test @MainActor func theSizeSetsTheFontAndTheInsets() {
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Continue"
      configuration.buttonSize = .large
      let large = UIButton(configuration: configuration)
      #expect(large.intrinsicContentSize.height == titleHeight(17) + 28)
      configuration.buttonSize = .small
      let small = UIButton(configuration: configuration)
      #expect(small.intrinsicContentSize.height == titleHeight(15) + 10)
      #expect(small.titleLabel?.font.pointSize == 15)
      // Insets set by hand win over the size's.
      configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
      #expect(UIButton(configuration: configuration).intrinsicContentSize.height == titleHeight(15) + 2)
    }

    @Test @MainActor func anImageAboveTheTitleStacksThem() throws {
      var configuration = UIButton.Configuration.plain()
      configuration.title = "Share"
      configuration.image = UIImage(systemName: "square.and.arrow.up")
      configuration.imagePlacement = .top
      configuration.imagePadding = 4
      let button = UIButton(configuration: configuration)
      let image = try #require(configuration.image).size
      let title = button.titleLabel!.intrinsicContentSize
      #expect(button.intrinsicContentSize.height == image.height + 4 + title.height + 14)
      button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
      button.layoutIfNeeded()
      #expect(button.imageView!.frame.maxY + 4 == button.titleLabel!.frame.minY)
      #expect(abs(button.imageView!.frame.midX - button.titleLabel!.frame.midX) < 0.5)
    }

    @Test @MainActor func aTrailingImageFollowsTheTitle() {
      var configuration = UIButton.Configuration.gray()
      configuration.title = "Next"
      configuration.image = UIImage(systemName: "chevron.right")
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 6
      let button = UIButton(configuration: configuration)
      button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
      button.layoutIfNeeded()
      #expect(button.titleLabel!.frame.maxX + 6 == button.imageView!.frame.minX)
      #expect(button.titleLabel!.frame.minX == 12)
    }
  }
#endif
