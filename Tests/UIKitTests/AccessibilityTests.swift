#if !canImport(Darwin)
  import Testing
  import UIKit

  /// Accessibility properties keep what code sets and report UIKit's defaults.
  @Suite struct AccessibilityTests {
    @Test @MainActor func viewsReportUIKitsDefaults() {
      let plain = UIView()
      #expect(!plain.isAccessibilityElement)
      #expect(plain.accessibilityTraits == .none)
      #expect(plain.accessibilityLabel == nil)

      let label = UILabel()
      label.text = "Inbox"
      #expect(label.isAccessibilityElement)
      #expect(label.accessibilityLabel == "Inbox")
      #expect(label.accessibilityTraits == .staticText)

      let button = UIButton(type: .system)
      button.setTitle("Sign In", for: .normal)
      #expect(button.isAccessibilityElement)
      #expect(button.accessibilityLabel == "Sign In")
      #expect(button.accessibilityTraits == .button)
      button.isEnabled = false
      #expect(button.accessibilityTraits == [.button, .notEnabled])

      #expect(UIImageView().accessibilityTraits == .image)
      let slider = UISlider()
      slider.value = 0.25
      #expect(slider.accessibilityTraits.contains(.adjustable))
      #expect(slider.accessibilityValue == "25%")
      let toggle = UISwitch()
      toggle.isOn = true
      #expect(toggle.accessibilityValue == "1")
      let field = UITextField()
      field.placeholder = "Email"
      #expect(field.accessibilityValue == "Email")
      field.text = "a@b.c"
      #expect(field.accessibilityValue == "a@b.c")
    }

    @Test @MainActor func whatCodeSetsWinsOverTheDefaults() {
      let label = UILabel()
      label.text = "3"
      label.accessibilityLabel = "Three unread messages"
      label.accessibilityHint = "Opens the inbox"
      label.accessibilityTraits = [.staticText, .updatesFrequently]
      label.isAccessibilityElement = false
      #expect(label.accessibilityLabel == "Three unread messages")
      #expect(label.accessibilityHint == "Opens the inbox")
      #expect(label.accessibilityTraits == [.staticText, .updatesFrequently])
      #expect(!label.isAccessibilityElement)
      label.accessibilityLabel = nil
      #expect(label.accessibilityLabel == "3")
      let container = UIView()
      container.accessibilityElementsHidden = true
      #expect(container.accessibilityElementsHidden)
    }

    /// A subclass overrides the properties, as UIKit code does.
    @Test @MainActor func subclassesOverrideThem() {
      final class Badge: UIView {
        var count = 2
        override var isAccessibilityElement: Bool {
          get { true }
          set {}
        }
        override var accessibilityLabel: String? {
          get { "\(count) new" }
          set {}
        }
      }
      let badge = Badge()
      #expect(badge.isAccessibilityElement)
      #expect(badge.accessibilityLabel == "2 new")
    }
  }
#endif
