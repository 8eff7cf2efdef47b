#if !canImport(Darwin)  // Apple's platforms have their own UIKit (see Package.swift).
  import LayoutCore

  // UIKit's priority arithmetic, `.defaultHigh + 1` and `.defaultLow - 1`.
  //
  // LayoutPriority declares these operators as static members, and Swift
  // finds an operator declared in a type only in files that import the
  // type's module, which files that import UIKit alone do not. So they are
  // declared again here, at the top level. Disfavoured: where LayoutCore is
  // imported too, its own operators are chosen, without an ambiguity.

  /// A priority raised by `rhs`, as UIKit's `UILayoutPriority + Float`.
  @_disfavoredOverload
  public func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs.rawValue + rhs)
  }

  /// A priority lowered by `rhs`, as UIKit's `UILayoutPriority - Float`.
  @_disfavoredOverload
  public func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs.rawValue - rhs)
  }
#endif
