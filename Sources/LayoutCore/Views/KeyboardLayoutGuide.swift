import Foundation

/// The guide for the area the keyboard covers, as UIKit's `UIKeyboardLayoutGuide`:
/// a view's ``View/keyboardLayoutGuide``.
///
/// There is no keyboard headless, so the guide is where UIKit puts it while
/// the keyboard is hidden: across the bottom of its view, from the bottom
/// of the safe area down (zero tall where there is no safe area at the
/// bottom, or when ``usesBottomSafeArea`` is false). Content pinned above
/// it, `content.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)`,
/// lays out as it does on an iPhone with the keyboard down.
open class KeyboardLayoutGuide: LayoutGuide {
  /// Whether the guide follows a keyboard that is undocked or floating; kept for code written for UIKit.
  public var followsUndockedKeyboard = false

  /// Whether the guide's top stays at the bottom of the safe area while the
  /// keyboard is hidden (true, UIKit's default) or at the bottom of its view.
  public var usesBottomSafeArea = true {
    didSet { if usesBottomSafeArea != oldValue { placeTop() } }
  }

  /// The constraint that places the guide's top while the keyboard is hidden.
  var topConstraint: LayoutConstraint?

  /// Places the guide in `view`: its sides and bottom at the view's, its top
  /// at the safe area's bottom.
  func attach(to view: View) {
    view.addLayoutGuide(self)
    func make(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint {
      LayoutConstraint(
        item: self, attribute: attribute, relation: .equal, toItem: view, attribute: attribute, multiplier: 1,
        constant: 0, kind: .layoutGuide, identifier: "UIKeyboardLayoutGuide-\(attribute)", file: #fileID,
        line: #line)
    }
    guideConstraints = [make(.leading), make(.trailing), make(.bottom)]
    LayoutConstraint.activate(guideConstraints)
    placeTop()
  }

  /// Ties the guide's top to the safe area's bottom or to the view's.
  private func placeTop() {
    guard let view = owningView else { return }
    topConstraint.map { LayoutConstraint.deactivate([$0]) }
    let top = LayoutConstraint(
      item: self, attribute: .top, relation: .equal,
      toItem: usesBottomSafeArea ? view.safeAreaLayoutGuide : view, attribute: .bottom, multiplier: 1,
      constant: 0, kind: .layoutGuide, identifier: "UIKeyboardLayoutGuide-top", file: #fileID, line: #line)
    topConstraint = top
    LayoutConstraint.activate([top])
  }
}
