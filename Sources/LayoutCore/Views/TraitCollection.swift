import Foundation

/// The traits an interface is laid out with, as UIKit's `UITraitCollection`:
/// size classes, idiom, scale and direction, following the chosen
/// ``Device`` and the window's size.
///
/// Layout code reads it to switch constraints:
///
/// ```swift
/// if traitCollection.horizontalSizeClass == .regular {
///   NSLayoutConstraint.activate(sideBySide)
/// }
/// ```
nonisolated public struct TraitCollection: Hashable, Sendable {
  /// Room across: compact on an iPhone in portrait, regular on an iPad.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// Room from top to bottom: regular in portrait, compact on an iPhone in landscape.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// Phone or pad.
  public var userInterfaceIdiom: UserInterfaceIdiom
  /// Pixels per point.
  public var displayScale: CGFloat
  /// The direction leading and trailing follow.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// Light or dark: light for views unless an `overrideUserInterfaceStyle` says otherwise.
  public var userInterfaceStyle: UserInterfaceStyle
  /// The text size: ``ContentSizeCategory/current`` for views.
  public var preferredContentSizeCategory: ContentSizeCategory

  /// Creates a trait collection; the traits not given are unspecified (scale 0), as in UIKit:
  /// `TraitCollection(userInterfaceStyle: .dark)` is UIKit's `UITraitCollection(userInterfaceStyle:)`.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified,
    userInterfaceIdiom: UserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    userInterfaceStyle: UserInterfaceStyle = .unspecified,
    preferredContentSizeCategory: ContentSizeCategory = .unspecified
  ) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// The traits of a window of `size` on `device`, as UIKit gives them: an
  /// iPad is regular both ways unless a window narrower than 678 points
  /// (a split-screen app) makes it compact across; an iPhone is compact
  /// across and regular down in portrait, compact down in landscape, where
  /// the large phones (440 points wide or more in portrait) become regular across.
  public init(
    windowSize size: CGSize, device: Device, displayScale: CGFloat,
    layoutDirection: UserInterfaceLayoutDirection, userInterfaceStyle: UserInterfaceStyle = .light
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    preferredContentSizeCategory = ContentSizeCategory.current
    let landscape = size.width > size.height
    switch device.userInterfaceIdiom {
    case .pad:
      horizontalSizeClass = size.width >= 678 ? .regular : .compact
      verticalSizeClass = .regular
    case .phone, .unspecified:
      horizontalSizeClass = landscape && device.screenSize.width >= 414 ? .regular : .compact
      verticalSizeClass = landscape ? .compact : .regular
    }
    userInterfaceIdiom = device.userInterfaceIdiom
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
  }
}
