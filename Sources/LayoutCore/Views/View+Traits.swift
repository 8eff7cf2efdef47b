import Foundation

extension View {
  /// The view's traits, as UIKit's `traitCollection`: the chosen
  /// ``Device``'s idiom, and size classes from its window's size (the main
  /// screen's for a view outside a window).
  public var traitCollection: TraitCollection {
    let direction = effectiveUserInterfaceLayoutDirection
    guard let window else {
      let screen = Screen.main
      return TraitCollection(
        windowSize: screen.bounds.size, device: Device.current, displayScale: screen.scale,
        layoutDirection: direction)
    }
    return TraitCollection(
      windowSize: window.bounds.size, device: Device.current, displayScale: window.displayScale,
      layoutDirection: direction)
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
