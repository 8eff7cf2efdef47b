import LayoutCore

/// Finds the property wrappers of an instance with `Mirror`.
enum EnclosedPropertyScanner {
  /// The wrappers of `instance`, superclasses' first, each in declaration order.
  static func properties(of instance: AnyObject) -> [any EnclosedPropertyResolving] {
    var levels: [[any EnclosedPropertyResolving]] = []
    var mirror: Mirror? = Mirror(reflecting: instance)
    while let current = mirror, !isLibraryType(current.subjectType) {
      var level: [any EnclosedPropertyResolving] = []
      for child in current.children {
        guard let property = child.value as? any EnclosedPropertyResolving else { continue }
        if property.propertyName == nil, let label = child.label {
          // The storage of `var label` is `_label`.
          property.propertyName = label.hasPrefix("_") ? String(label.dropFirst()) : label
        }
        level.append(property)
      }
      levels.append(level)
      mirror = current.superclassMirror
    }
    return levels.reversed().flatMap { $0 }
  }

  /// Whether a class in the chain belongs to this package's libraries: they
  /// declare no wrapped properties, and their stored properties include
  /// unowned references best left unreflected.
  private static func isLibraryType(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    return name.hasPrefix("LayoutCore.") || name.hasPrefix("LayoutComposition.")
  }
}
