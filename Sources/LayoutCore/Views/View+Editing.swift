import Foundation

extension View {
  /// Makes the first responder in this view's subtree (this view included)
  /// resign, as UIKit's `endEditing(_:)` does to dismiss the keyboard; with
  /// `force`, it resigns even if it would refuse. Returns whether no first
  /// responder is left in the subtree.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponderView, responder.window === window,
      responder === self || responder.isDescendant(of: self)
    else { return true }
    if responder.resignFirstResponder() { return true }
    guard force else { return false }
    window.firstResponderView = nil
    return true
  }
}
