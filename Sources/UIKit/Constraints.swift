#if !canImport(Darwin)  // Apple's platforms have their own UIKit (see Package.swift).
  import LayoutCore

  /// UIKit's `NSLayoutConstraint`.
  public typealias NSLayoutConstraint = LayoutConstraint
  /// UIKit's `UILayoutPriority`.
  public typealias UILayoutPriority = LayoutPriority
  /// UIKit's `NSLayoutAnchor<AnchorType>`, the base of the three anchor families.
  public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
  /// UIKit's `NSLayoutXAxisAnchor`.
  public typealias NSLayoutXAxisAnchor = XAxisAnchor
  /// UIKit's `NSLayoutYAxisAnchor`.
  public typealias NSLayoutYAxisAnchor = YAxisAnchor
  /// UIKit's `NSLayoutDimension`.
  public typealias NSLayoutDimension = DimensionAnchor
#endif
