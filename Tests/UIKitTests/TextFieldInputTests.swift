#if !canImport(Darwin)
  import Foundation
  import Testing
  import UIKit

  /// A sign-in screen's text fields as UIKit code sets them up: input
  /// traits kept, the delegate told when editing begins and ends.
  @Suite struct TextFieldInputTests {
    final class SignInViewController: UIViewController, UITextFieldDelegate {
      let email = UITextField()
      let password = UITextField()
      private(set) var events: [String] = []
      var allowsLeavingPassword = true

      override func viewDidLoad() {
        super.viewDidLoad()
        email.keyboardType = .emailAddress
        email.autocapitalizationType = .none
        email.autocorrectionType = .no
        email.textContentType = .username
        email.returnKeyType = .next
        email.clearButtonMode = .whileEditing
        password.isSecureTextEntry = true
        password.textContentType = .password
        password.returnKeyType = .done
        for field in [email, password] {
          field.delegate = self
          view.addSubview(field)
        }
      }

      func textFieldDidBeginEditing(_ textField: UITextField) {
        events.append("begin \(textField === email ? "email" : "password")")
      }

      func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        textField === password ? allowsLeavingPassword : true
      }

      func textFieldDidEndEditing(_ textField: UITextField) {
        events.append("end \(textField === email ? "email" : "password")")
      }

      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === email { password.becomeFirstResponder() } else { view.endEditing(true) }
        return false
      }
    }

    @Test @MainActor func theTraitsAreKeptAndTheDelegateFollowsTheFocus() {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let controller = SignInViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(controller.email.keyboardType == .emailAddress)
      #expect(controller.email.autocapitalizationType == .none)
      #expect(controller.email.textContentType == .username)
      #expect(controller.password.returnKeyType == .done)
      #expect(UITextField().autocapitalizationType == .sentences)

      #expect(controller.email.becomeFirstResponder())
      #expect(controller.email.isEditing)
      _ = controller.textFieldShouldReturn(controller.email)
      #expect(controller.password.isFirstResponder)
      controller.allowsLeavingPassword = false
      #expect(!controller.email.becomeFirstResponder(), "the delegate keeps the focus on the password")
      controller.allowsLeavingPassword = true
      _ = controller.textFieldShouldReturn(controller.password)
      #expect(!controller.password.isFirstResponder)
      #expect(controller.events == ["begin email", "end email", "begin password", "end password"])
    }
  }
#endif
