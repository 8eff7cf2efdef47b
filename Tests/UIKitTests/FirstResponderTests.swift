#if !canImport(Darwin)
  import Testing
  import UIKit

  /// First responders as a sign-in form uses them; there is no keyboard,
  /// so becoming first responder records the focus.
  @Suite struct FirstResponderTests {
    @MainActor func form() -> (UIWindow, UIView, UITextField, UITextField) {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let form = UIView()
      let email = UITextField()
      let password = UITextField()
      window.addSubview(form)
      form.addSubview(email)
      form.addSubview(password)
      window.makeKeyAndVisible()
      return (window, form, email, password)
    }

    @Test @MainActor func focusMovesBetweenFieldsAndEndEditingClearsIt() {
      // The window is held, as a scene delegate holds it: a window no one holds is freed.
      let (window, form, email, password) = form()
      #expect(email.becomeFirstResponder())
      #expect(email.isFirstResponder)
      #expect(password.becomeFirstResponder())
      #expect(password.isFirstResponder && !email.isFirstResponder)
      #expect(form.endEditing(true))
      #expect(!password.isFirstResponder)
      #expect(window.endEditing(false))
    }

    @Test @MainActor func onlyViewsThatCanInAWindowBecomeFirstResponder() {
      let (window, form, email, _) = form()
      #expect(!form.becomeFirstResponder(), "a plain view cannot")
      email.isEnabled = false
      #expect(!email.becomeFirstResponder(), "a disabled field cannot")
      #expect(!UITextField().becomeFirstResponder(), "a field outside a window cannot")
      #expect(window.subviews.count == 1)
    }

    /// A field that refuses to resign keeps the focus unless editing is forced to end.
    final class StubbornField: UITextField {
      override var canResignFirstResponder: Bool { false }
    }

    @Test @MainActor func aFieldThatRefusesKeepsTheFocusUntilForced() {
      let (window, form, _, password) = form()
      let stubborn = StubbornField()
      form.addSubview(stubborn)
      #expect(stubborn.becomeFirstResponder())
      #expect(!password.becomeFirstResponder())
      #expect(!window.endEditing(false))
      #expect(stubborn.isFirstResponder)
      #expect(window.endEditing(true))
      #expect(!stubborn.isFirstResponder)
    }
  }
#endif
