#if !canImport(Darwin)  // Apple's platforms have their own UIKit (see Package.swift).
  /// How `objc_setAssociatedObject` holds a value, as the Objective-C
  /// runtime's `objc_AssociationPolicy` (raw values included).
  ///
  /// The name is the runtime's, not Swift style, so that code written for
  /// Apple's platforms compiles unchanged.
  // swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
  public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference to an object (the runtime's is unsafe; here it is weak).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (held as given: Swift values are already copies).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 0x301
    /// A copy, set atomically.
    case OBJC_ASSOCIATION_COPY = 0x303
  }
#endif
