import Foundation

/// The parts of a view that most views never set: their margins and the
/// guides that follow margins and the safe area, a debug name, drawing
/// attributes and a view controller.
///
/// Why apart: they took some 210 of a view's 400 bytes, in the middle of
/// it, though the engine reads none of them when it builds a screen. Every
/// view made wrote them all, and a subclass's own fields (a label's text
/// and measurement) came after them. A view makes its extras the first
/// time one of them is set (see `View.extras`).
final class ViewExtras {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The layout margins, as set (absolute or directional).
  var marginStorage = ViewExtras.defaultMargins
  var marginsGuide: LayoutGuide?
  var safeAreaGuide: LayoutGuide?
  var readableGuide: LayoutGuide?
  var keyboardGuide: KeyboardLayoutGuide?
  /// The margins the engine last applied to the margins guide.
  var appliedMargins: EdgeInsets?
  var appliedSafeArea: EdgeInsets?
  /// Set by a view controller on its root view.
  var minimumMargins: DirectionalEdgeInsets?
  /// A view controller's ``ViewController/additionalSafeAreaInsets``, on its root view.
  var additionalSafeArea: EdgeInsets?
  /// UIKit's `tag` and `accessibilityIdentifier`.
  var tag = 0
  var accessibilityIdentifier: String?
  var isUserInteractionEnabled: Bool?
  /// UIKit's accessibility properties, as set (nil: the view's default).
  var accessibilityLabel: String?
  var accessibilityHint: String?
  var accessibilityValue: String?
  var isAccessibilityElement: Bool?
  var accessibilityTraits: AccessibilityTraits?
  var accessibilityElementsHidden: Bool?
  /// The values of properties with appearance values, as noted when the
  /// view was made or last took them (see `AppearanceRegistry`).
  var appearanceNoted: [AppearanceKey: AnyHashable]?
  /// `overrideUserInterfaceStyle`, as set.
  var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
  /// What code written for UIKit attached with `objc_setAssociatedObject`.
  var associatedValues: [UnsafeRawPointer: Any]?
  /// The view controller whose root view this is.
  weak var owningViewController: ViewController?
  /// The user's name for the view.
  var debugName: String?
  /// Colours, corners and the like (see `View.layer`).
  var layer: Layer?

  /// UIKit's default layout margins: 8 points on every side.
  static let defaultMargins = View.MarginStorage.directional(
    DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
}
