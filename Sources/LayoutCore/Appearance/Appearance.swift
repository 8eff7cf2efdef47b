import Foundation

/// Types whose look can be set for every instance at once, as UIKit's
/// `UIAppearance`: every view.
///
/// ```swift
/// UILabel.appearance().textColor = .secondaryLabel
/// UIButton.appearance().tintColor = .systemPink
/// ```
///
/// A view takes its classes' values when it joins a window, as in UIKit,
/// except for properties its own code set, which win; a subclass's value
/// wins over its superclass's (see ``AppearanceProxy``).
public protocol Appearance: AnyObject {}

extension View: Appearance {}

extension Appearance where Self: View {
  /// The proxy that sets this class's appearance values, as UIKit's `appearance()`.
  public static func appearance() -> AppearanceProxy<Self> { AppearanceProxy() }
}
