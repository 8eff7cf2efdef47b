import Foundation

extension View {
  /// The guide for the keyboard's area, as UIKit's `keyboardLayoutGuide`,
  /// made on first use: while no keyboard is shown (always, headless) it
  /// spans the bottom of the view below the safe area (see ``KeyboardLayoutGuide``).
  public var keyboardLayoutGuide: KeyboardLayoutGuide {
    if let existing = extrasStorage?.keyboardGuide { return existing }
    let guide = KeyboardLayoutGuide()
    guide.identifier = "keyboardLayoutGuide"
    extras.keyboardGuide = guide
    guide.attach(to: self)
    return guide
  }
}
