/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`: kept for
/// code that sets it; there is no keyboard headless.
nonisolated public enum KeyboardType: Int, Sendable, Hashable, CaseIterable {
  /// The keyboard for the current input method.
  case `default`
  /// Letters and punctuation in ASCII.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// For web addresses.
  case URL
  /// Digits 0 to 9.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// A telephone keypad that also types names.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For social posts, with @ and # at hand.
  case twitter
  /// For web searches.
  case webSearch
  /// Digits in ASCII.
  case asciiCapableNumberPad
}
