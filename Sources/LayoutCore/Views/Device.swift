import Foundation

/// The device a headless layout runs as, as a simulator is chosen: its
/// screen, scale, safe area and idiom, which ``Screen/main``, new windows,
/// pixel rounding and trait collections follow.
///
/// The default is ``iPhone16Pro``. A test chooses another for the code it
/// runs, and a whole run chooses one with the `AUTOLAYOUT_DEVICE`
/// environment variable (a profile's ``identifier``, such as `iPhoneSE3`):
///
/// ```swift
/// Device.$current.withValue(.iPhoneSE3) {
///   let window = Window(frame: Screen.main.bounds)   // 375 × 667 at 2x
///   window.makeKeyAndVisible()                      // safe area 20 at the top
/// }
/// ```
///
/// UIKit's `UIDevice.current` is this value (`userInterfaceIdiom`, `name`,
/// `model`, `systemName`, `systemVersion`).
nonisolated public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// The name Apple gives the device, as `UIDevice.current.name` reads in a simulator.
  public let name: String
  /// A short name without spaces, for `AUTOLAYOUT_DEVICE`.
  public let identifier: String
  /// The screen's size in points, in portrait.
  public let screenSize: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// What the status bar, the camera housing and the home indicator cover, in portrait.
  public let safeAreaInsets: EdgeInsets
  /// Phone or pad, as `UIDevice.current.userInterfaceIdiom` reads.
  public let userInterfaceIdiom: UserInterfaceIdiom

  /// Describes a device.
  public init(
    name: String, identifier: String, screenSize: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets,
    userInterfaceIdiom: UserInterfaceIdiom
  ) {
    self.name = name
    self.identifier = identifier
    self.screenSize = screenSize
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// iPhone SE (3rd generation): 375 × 667 points at 2x, a 20-point status bar, a home button.
  public static let iPhoneSE3 = Device(
    name: "iPhone SE (3rd generation)", identifier: "iPhoneSE3", screenSize: CGSize(width: 375, height: 667),
    scale: 2, safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), userInterfaceIdiom: .phone)

  /// iPhone 16 Pro: 402 × 874 points at 3x, 62 points under the Dynamic Island, 34 over the home indicator.
  public static let iPhone16Pro = Device(
    name: "iPhone 16 Pro", identifier: "iPhone16Pro", screenSize: CGSize(width: 402, height: 874), scale: 3,
    safeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), userInterfaceIdiom: .phone)

  /// iPhone 16 Pro Max: 440 × 956 points at 3x, 62 and 34 points of safe area.
  public static let iPhone16ProMax = Device(
    name: "iPhone 16 Pro Max", identifier: "iPhone16ProMax", screenSize: CGSize(width: 440, height: 956),
    scale: 3, safeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), userInterfaceIdiom: .phone)

  /// iPad Air (11-inch): 820 × 1180 points at 2x, 24 points of status bar, 20 over the home indicator.
  public static let iPadAir11 = Device(
    name: "iPad Air 11-inch", identifier: "iPadAir11", screenSize: CGSize(width: 820, height: 1180), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), userInterfaceIdiom: .pad)

  /// Every profile, smallest first.
  public static let all: [Device] = [.iPhoneSE3, .iPhone16Pro, .iPhone16ProMax, .iPadAir11]

  /// The profile with this ``identifier`` (or ``name``), ignoring case; nil for none.
  public static func named(_ name: String) -> Device? {
    all.first { $0.identifier.lowercased() == name.lowercased() || $0.name.lowercased() == name.lowercased() }
  }

  /// The device the code running now lays out as: the task's choice, else
  /// `AUTOLAYOUT_DEVICE`, else ``iPhone16Pro``.
  @TaskLocal public static var current: Device = fromEnvironment

  /// The device `AUTOLAYOUT_DEVICE` names, read once. A name that matches no
  /// profile is reported on standard error with the names that do, and the
  /// default is used: a test run is not stopped by a typing mistake.
  static let fromEnvironment: Device = {
    guard let value = ProcessInfo.processInfo.environment["AUTOLAYOUT_DEVICE"], !value.isEmpty else {
      return .iPhone16Pro
    }
    if let device = named(value) { return device }
    let known = all.mapped(\.identifier).joined(separator: ", ")
    FileHandle.standardError.write(
      Data("autolayout: AUTOLAYOUT_DEVICE=\(value) names no device (known: \(known)); using iPhone16Pro\n".utf8))
    return .iPhone16Pro
  }()

  /// `UIDevice.current.model`: "iPhone" or "iPad".
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// `UIDevice.current.localizedModel`: the same as ``model``.
  public var localizedModel: String { model }
  /// `UIDevice.current.systemName`: the system the layout follows.
  public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
  /// `UIDevice.current.systemVersion`: the UIKit release whose layout this engine follows.
  public var systemVersion: String { "18.0" }

  /// The device's name.
  public var description: String { name }
}
