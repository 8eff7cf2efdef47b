// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "swift-autolayout",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "LayoutCore", targets: ["LayoutCore"]),
    .library(name: "FrameLayout", targets: ["FrameLayout"]),
    .executable(name: "autolayout", targets: ["autolayout"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // MARK: - Solver
    .target(name: "Cassowary"),

    .target(name: "SolverWorkload", dependencies: ["Cassowary"]),

    // MARK: - Layout engines
    .target(name: "LayoutCore", dependencies: ["Cassowary"]),
    .target(name: "FrameLayout"),

    // MARK: - Tools
    .executableTarget(
      name: "autolayout",
      dependencies: [
        "Cassowary",
        "SolverWorkload",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "autolayout-bench",
      dependencies: ["Cassowary", "SolverWorkload"],
      path: "Benchmarks/autolayout-bench"
    ),

    // MARK: - Tests
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
    .testTarget(name: "FrameLayoutTests", dependencies: ["FrameLayout"]),
    .testTarget(
      name: "AutoLayoutCLITests",
      dependencies: ["autolayout"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
