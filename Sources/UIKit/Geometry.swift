#if !canImport(Darwin)  // Apple's platforms have their own UIKit (see Package.swift).
  import LayoutCore

  /// UIKit's `UIEdgeInsets`.
  public typealias UIEdgeInsets = EdgeInsets
  /// UIKit's `NSDirectionalEdgeInsets`.
  public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
  /// UIKit's `NSDirectionalRectEdge`.
  public typealias NSDirectionalRectEdge = DirectionalRectEdge
  /// UIKit's `UIRectEdge`.
  public typealias UIRectEdge = RectEdge
  /// UIKit's `UIUserInterfaceLayoutDirection`.
  public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
  /// UIKit's `UISemanticContentAttribute`.
  public typealias UISemanticContentAttribute = SemanticContentAttribute
#endif
