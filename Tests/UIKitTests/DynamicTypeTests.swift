#if !canImport(Darwin)
  import Testing
  import UIKit

  /// Dynamic Type: text styles and scaled metrics follow the chosen content size category.
  @Suite struct DynamicTypeTests {
    @Test func textStylesFollowTheChosenCategory() {
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
      UIContentSizeCategory.$current.withValue(.extraExtraExtraLarge) {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 40)
      }
      UIContentSizeCategory.$current.withValue(.accessibilityExtraLarge) {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 40)
      }
      let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
      #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: small).pointSize == 12)
      #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
      #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
      #expect(UIContentSizeCategory.small < .large)
    }

    @Test func fontMetricsScaleFontsAndLengthsOfYourOwn() {
      let metrics = UIFontMetrics(forTextStyle: .body)
      let custom = UIFont.systemFont(ofSize: 20, weight: .bold)
      #expect(metrics.scaledFont(for: custom).pointSize == 20)
      #expect(metrics.scaledValue(for: 12) == 12)
      UIContentSizeCategory.$current.withValue(.accessibilityMedium) {
        // Body goes from 17 to 28.
        #expect(metrics.scaledValue(for: 17) == 28)
        #expect(metrics.scaledFont(for: custom).pointSize == 33)
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 30).pointSize == 30)
        #expect(metrics.scaledFont(for: custom).weight == .bold)
      }
      let large = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
      #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: large) == 21)
    }

    @Test @MainActor func aLabelThatAdjustsTakesTheCategorysSizeAndGrows() {
      UIContentSizeCategory.$current.withValue(.extraExtraExtraLarge) {
        let label = UILabel()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 23)
        #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        let standard = UILabel()
        standard.text = "Hello"
        standard.font = .systemFont(ofSize: 17)
        #expect(label.intrinsicContentSize.height > standard.intrinsicContentSize.height)
      }
    }
  }
#endif
