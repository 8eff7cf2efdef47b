import Foundation
import Synchronization

/// The display a window is shown on, as UIKit's `UIScreen`: its size in
/// points and its pixels per point.
///
/// There is no display headless, so ``main`` describes the chosen
/// ``Device``, as a simulator does: by default an iPhone 16 Pro (402 × 874
/// points at 3 pixels per point, with 62 points under the status bar and
/// Dynamic Island and 34 over the home indicator). Code written for UIKit
/// that sizes a window with `UIScreen.main.bounds` lays out as on that phone:
///
/// ```swift
/// let window = Window(frame: Screen.main.bounds)   // 402 × 874, scale 3
/// window.rootViewController = controller
/// window.makeKeyAndVisible()                      // safe area 62 top, 34 bottom
/// ```
///
/// Choose another device for a test with `Device.$current.withValue(.iPhoneSE3) { … }`,
/// or for a whole run with `AUTOLAYOUT_DEVICE=iPhoneSE3`. To lay out at any
/// other size, make the window with
/// ``Window/init(size:safeAreaInsets:displayScale:layoutDirection:)``.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public final class Screen: Sendable {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The screen code written for UIKit asks for: the chosen ``Device``'s
  /// (one screen a device, so it compares identical while the device is the same).
  public static var main: Screen {
    let device = Device.current
    return screens.withLock { screens in
      if let screen = screens[device] { return screen }
      let screen = Screen(
        bounds: CGRect(origin: .zero, size: device.screenSize), scale: device.scale,
        safeAreaInsets: device.safeAreaInsets)
      screens[device] = screen
      return screen
    }
  }

  /// The screens made so far, one a device.
  private static let screens = Mutex<[Device: Screen]>([:])

  /// The screen's rectangle in points, origin zero.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat
  /// The parts bars, the camera housing and the home indicator cover, in
  /// portrait; a window made key and visible takes its share of them.
  let deviceSafeAreaInsets: EdgeInsets

  /// Creates a screen description.
  init(bounds: CGRect, scale: CGFloat, safeAreaInsets: EdgeInsets) {
    self.bounds = bounds
    self.scale = scale
    deviceSafeAreaInsets = safeAreaInsets
  }

  /// Pixels per point of the physical display; the same as ``scale`` here.
  public var nativeScale: CGFloat { scale }

  /// The screen's rectangle in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
}
