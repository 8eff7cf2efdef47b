import Foundation

/// What a text field tells its delegate and asks it, as UIKit's
/// `UITextFieldDelegate`; every method has a default, as UIKit's are optional.
///
/// Headless, editing begins when the field becomes first responder and ends
/// when it resigns; there are no keystrokes, so `shouldChangeCharactersIn`
/// and `textFieldShouldReturn` are called only by your code.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public protocol TextFieldDelegate: AnyObject {
  /// Whether the field may begin editing (become first responder).
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// The field became first responder.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether the field may end editing (resign first responder).
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// The field resigned first responder.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether a typed change may be made.
  func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// Whether the clear button may empty the field.
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// Whether the return key does its default work.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  /// True.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// True.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// True.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// True.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// True.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
