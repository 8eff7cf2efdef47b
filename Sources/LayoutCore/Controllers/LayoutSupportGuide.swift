import Foundation

/// The guide behind ``ViewController/topLayoutGuide`` (from the top of the
/// root view to the top of its safe area) and
/// ``ViewController/bottomLayoutGuide`` (from the bottom of the safe area to
/// the bottom of the view).
final class LayoutSupportGuide: LayoutGuide, LayoutSupport {
  /// Whether this is the top guide.
  let isTop: Bool

  /// Makes the guide, owned by `view` and tied to its safe area.
  init(top: Bool, in view: View) {
    isTop = top
    super.init()
    identifier = top ? "topLayoutGuide" : "bottomLayoutGuide"
    view.addLayoutGuide(self)
    let safe = view.safeAreaLayoutGuide
    func tie(
      _ attribute: LayoutConstraint.Attribute, _ other: LayoutItem?, _ otherAttribute: LayoutConstraint.Attribute
    ) -> LayoutConstraint {
      systemConstraint(
        attribute, to: other, otherAttribute, identifier: "\(identifier)-\(attribute)", file: #fileID,
        line: #line)
    }
    let constraints = [
      tie(.top, top ? view : safe, top ? .top : .bottom),
      tie(.bottom, top ? safe : view, top ? .top : .bottom),
      tie(.left, view, .left),
      tie(.width, nil, .notAnAttribute),
    ]
    guideConstraints = constraints
    LayoutConstraint.activate(constraints)
  }

  /// The owning view's safe-area inset on the guide's side, as of the last
  /// layout pass (the guide's height, without waiting for its own frame).
  var length: CGFloat {
    guard let view = owningView else { return 0 }
    return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
  }
}
