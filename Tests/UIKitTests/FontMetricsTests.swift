#if !canImport(Darwin)
  import Testing
  import UIKit

  /// UIFont's metrics agree with the labels the default measurer lays out.
  @Suite struct FontMetricsTests {
    @Test @MainActor func aOneLineLabelIsOneLineHeightTall() {
      let font = UIFont.systemFont(ofSize: 20)
      #expect(font.lineHeight == 24)
      #expect(font.ascender - font.descender == font.lineHeight)
      #expect(font.capHeight < font.ascender && font.xHeight < font.capHeight)
      let label = UILabel()
      label.font = font
      label.text = "Inbox"
      #expect(label.intrinsicContentSize.height == font.lineHeight)
      // A badge sized from the font, as apps write it.
      let badge = UIView()
      badge.translatesAutoresizingMaskIntoConstraints = false
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.addSubview(badge)
      badge.heightAnchor.constraint(equalToConstant: ceil(font.lineHeight) + 8).isActive = true
      badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
      window.layoutIfNeeded()
      #expect(badge.frame.height == 32)
    }
  }
#endif
