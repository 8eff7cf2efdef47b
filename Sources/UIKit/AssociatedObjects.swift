#if !canImport(Darwin)  // Apple's platforms have their own UIKit (see Package.swift).
  import LayoutCore
  import Synchronization

  // The Objective-C runtime's associated objects, which Apple's UIKit brings
  // in through Foundation and libraries written for it use to hang their
  // state on views (SnapKit keeps each view's constraints this way). Views
  // and layout guides keep the values themselves (no lock, freed with the
  // item); other objects go in a table keyed by identity, checked against a
  // weak reference so that a freed object's identity, reused, finds nothing.

  /// The value attached to `object` under `key`, as the Objective-C runtime's
  /// `objc_getAssociatedObject`; nil if none.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let value: Any?
    if let item = object as? LayoutItem {
      value = item.associatedValue(for: key)
    } else if type(of: object) is AnyClass {
      value = AssociatedObjectTable.shared.value(of: object as AnyObject, for: key)
    } else {
      value = nil
    }
    if let box = value as? WeakAssociation { return box.object }
    return value
  }

  /// Attaches `value` to `object` under `key` (nil removes it), as the
  /// Objective-C runtime's `objc_setAssociatedObject`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
  ) {
    var stored = value
    if policy == .OBJC_ASSOCIATION_ASSIGN, let value, type(of: value) is AnyClass {
      stored = WeakAssociation(value as AnyObject)
    }
    if let item = object as? LayoutItem {
      item.setAssociatedValue(stored, for: key)
    } else if type(of: object) is AnyClass {
      AssociatedObjectTable.shared.setValue(stored, of: object as AnyObject, for: key)
    }
  }

  /// Removes every value attached to `object`, as the Objective-C runtime's
  /// `objc_removeAssociatedObjects`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func objc_removeAssociatedObjects(_ object: Any) {
    if let item = object as? LayoutItem {
      item.removeAssociatedValues()
    } else if type(of: object) is AnyClass {
      AssociatedObjectTable.shared.removeValues(of: object as AnyObject)
    }
  }

  /// An object held weakly for ``objc_AssociationPolicy/OBJC_ASSOCIATION_ASSIGN``.
  final class WeakAssociation {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }
#endif
