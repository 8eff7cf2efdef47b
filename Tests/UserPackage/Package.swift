// swift-tools-version: 6.2
// A user's package with default settings (no upcoming features), depending
// on this package's products as a user's would: Scripts/user-package-check.sh
// builds it against the checkout. `swift-autolayout` is a link the script
// makes to the checkout, so the package identity is the published one.
import PackageDescription

let withoutAppleUIKit: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// Xcode's settings for a new app target.
let appSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "UserPackage",
  dependencies: [
    .package(path: "swift-autolayout"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
  ],
  targets: [
    // UIKit code in the Swift 6 language mode (the tools version's default).
    .target(
      name: "UIKitCode",
      dependencies: [
        .product(name: "UIKit", package: "swift-autolayout", condition: .when(platforms: withoutAppleUIKit))
      ]),
    // The same kind of code in the Swift 5 language mode.
    .target(
      name: "UIKitCodeSwift5",
      dependencies: [
        .product(name: "UIKit", package: "swift-autolayout", condition: .when(platforms: withoutAppleUIKit))
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // UIKit code as a new app target in Xcode writes it: Swift 6 with the
    // main actor as the default isolation and the approachable-concurrency features.
    .target(
      name: "AppCode",
      dependencies: [
        .product(name: "UIKit", package: "swift-autolayout", condition: .when(platforms: withoutAppleUIKit))
      ],
      swiftSettings: appSettings),
    .testTarget(
      name: "AppCodeTests",
      dependencies: [
        "AppCode",
        .product(name: "UIKit", package: "swift-autolayout", condition: .when(platforms: withoutAppleUIKit)),
      ],
      swiftSettings: appSettings),
    // The umbrella, whose modules must not give views names such as `top`.
    .target(name: "AutoLayoutCode", dependencies: [.product(name: "AutoLayout", package: "swift-autolayout")]),
    // Our names beside SwiftUI's: a stand-in module declares SwiftUI's names
    // (SwiftUI is not on Linux), and code importing both spells ours with the module.
    .target(name: "SwiftUINames"),
    .target(
      name: "BothNames",
      dependencies: ["SwiftUINames", .product(name: "AutoLayout", package: "swift-autolayout")]),
    // A test file importing both Testing and UIKit (the cross-import overlay).
    .testTarget(
      name: "UIKitCodeTests",
      dependencies: [
        "UIKitCode",
        .product(name: "UIKit", package: "swift-autolayout", condition: .when(platforms: withoutAppleUIKit)),
      ]),
    // pointfree's swift-snapshot-testing, built after our UIKit module
    // (Scripts/user-package-check.sh builds that first), as it is in any
    // app's test target that uses both.
    .testTarget(
      name: "SnapshotTestingTests",
      dependencies: [
        "UIKitCode",
        .product(name: "UIKit", package: "swift-autolayout", condition: .when(platforms: withoutAppleUIKit)),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
