import Foundation

/// What `appearance()` returns: any settable property of the class, set
/// here, is set on each instance as it joins a window (UIKit's appearance
/// proxy, spelled the same way: `UILabel.appearance().textColor = .red`).
///
/// Values are kept until set to nil. Properties whose values are
/// `Hashable` and `Sendable` can be set: colours, fonts, numbers, flags,
/// insets. A property the view's own code set before it joined the window
/// keeps that value, as in UIKit. UIKit's `appearance(whenContainedInInstancesOf:)`
/// is not provided.
@dynamicMemberLookup
public final class AppearanceProxy<Target: View> {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  init() {}

  /// The value set for a property of `Target`, or nil; setting nil removes it.
  public subscript<Value: Hashable & Sendable>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value> & Sendable
  ) -> Value? {
    get { AppearanceRegistry.value(for: keyPath, of: Target.self) }
    set { AppearanceRegistry.set(newValue, for: keyPath, of: Target.self) }
  }
}
