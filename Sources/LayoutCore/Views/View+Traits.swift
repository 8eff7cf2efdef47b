import Foundation

extension View {
  /// The view's traits, as UIKit's `traitCollection`: the chosen
  /// ``Device``'s idiom, and size classes from its window's size (the main
  /// screen's for a view outside a window).
  ///
  /// The style is light unless this view, an ancestor or the controller
  /// of one of them sets ``overrideUserInterfaceStyle``.
  public var traitCollection: TraitCollection {
    let direction = effectiveUserInterfaceLayoutDirection
    let style = effectiveUserInterfaceStyle
    guard let window else {
      let screen = Screen.main
      return TraitCollection(
        windowSize: screen.bounds.size, device: Device.current, displayScale: screen.scale,
        layoutDirection: direction, userInterfaceStyle: style)
    }
    return TraitCollection(
      windowSize: window.bounds.size, device: Device.current, displayScale: window.displayScale,
      layoutDirection: direction, userInterfaceStyle: style)
  }

  /// The style this view and its subviews take, as UIKit's
  /// `overrideUserInterfaceStyle`: `.unspecified` (the default) follows the
  /// superview, and at the top of the tree is light.
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { extrasStorage?.overrideUserInterfaceStyle ?? .unspecified }
    set { if newValue != .unspecified || extrasStorage != nil { extras.overrideUserInterfaceStyle = newValue } }
  }

  /// The style of the nearest view up the tree, or its controller, that overrides it; light if none does.
  private var effectiveUserInterfaceStyle: UserInterfaceStyle {
    var current: View? = self
    while let view = current {
      if let extras = view.extrasStorage {
        if extras.overrideUserInterfaceStyle != .unspecified { return extras.overrideUserInterfaceStyle }
        if let controller = extras.owningViewController, controller.overrideUserInterfaceStyle != .unspecified {
          return controller.overrideUserInterfaceStyle
        }
      }
      current = view.storedSuperview
    }
    return .light
  }
}

extension ViewController {
  /// The traits of the controller's view (see ``View/traitCollection``).
  public var traitCollection: TraitCollection { view.traitCollection }
}

extension Screen {
  /// The screen's traits: the chosen ``Device``'s, at the screen's size.
  public var traitCollection: TraitCollection {
    TraitCollection(windowSize: bounds.size, device: Device.current, displayScale: scale, layoutDirection: .leftToRight)
  }
}
