import Foundation

// MARK: - Tags and identifiers

extension View {
  /// A number that identifies the view to your code, as UIKit's `tag`; 0 by default.
  ///
  /// ```swift
  /// row.tag = 3
  /// table.viewWithTag(3) === row   // true
  /// ```
  public var tag: Int {
    get { extrasStorage?.tag ?? 0 }
    set { if newValue != 0 || extrasStorage != nil { extras.tag = newValue } }
  }

  /// The first view in this subtree, this view included, whose ``tag`` is
  /// `tag`, searched depth first as UIKit does; nil if there is none.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// A string that identifies the view in tests, as UIKit's
  /// `accessibilityIdentifier`; descriptions and pictures name the view by
  /// it when it has no ``debugName``.
  public var accessibilityIdentifier: String? {
    get { extrasStorage?.accessibilityIdentifier }
    set { if newValue != nil || extrasStorage != nil { extras.accessibilityIdentifier = newValue } }
  }
}

// MARK: - Values attached by code written for UIKit

extension LayoutItem {
  /// The value code attached to this item under `key`
  /// (`objc_getAssociatedObject`, which the `UIKit` module provides).
  package func associatedValue(for key: UnsafeRawPointer) -> Any? {
    associatedValues?[key]
  }

  /// Attaches `value` under `key`, or removes the value when it is nil.
  package func setAssociatedValue(_ value: Any?, for key: UnsafeRawPointer) {
    var values = associatedValues ?? [:]
    values[key] = value
    associatedValues = values.isEmpty ? nil : values
  }

  /// Removes every attached value.
  package func removeAssociatedValues() { associatedValues = nil }
}
