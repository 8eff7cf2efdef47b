#if !canImport(Darwin)  // Apple's platforms have their own UIKit (see Package.swift).
  import LayoutCore

  /// UIKit's `UIColor`.
  public typealias UIColor = Color
  /// UIKit's `UIFont`.
  public typealias UIFont = Font
  /// UIKit's `UIAppearance`.
  public typealias UIAppearance = Appearance
  /// UIKit's `UIFontMetrics`.
  public typealias UIFontMetrics = FontMetrics
  /// UIKit's `UIContentSizeCategory`.
  public typealias UIContentSizeCategory = ContentSizeCategory
  /// UIKit's `UIImage`: a size and a name, read from a PNG's header.
  public typealias UIImage = Image
  /// UIKit's `NSTextAlignment`.
  public typealias NSTextAlignment = TextAlignment
  /// UIKit's `NSLineBreakMode`.
  public typealias NSLineBreakMode = LineBreakMode
#endif
