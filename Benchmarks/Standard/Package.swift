// swift-tools-version: 6.1
// The layout benchmarks on ordo-one's package-benchmark: distributions,
// allocation counts, peak memory, and stored thresholds that flag a
// regression when run by hand. A package of its own, so that building and
// testing swift-autolayout does not build the harness.
//
//   cd Benchmarks/Standard
//   swift package --disable-sandbox benchmark                      # run, print the tables
//   swift package --disable-sandbox benchmark thresholds check     # compare with Thresholds/
//   swift package --disable-sandbox --allow-writing-to-package-directory benchmark thresholds update
import PackageDescription

let package = Package(
  name: "autolayout-benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // Views without the main actor (the MainActorViews trait off): the harness runs
    // its closures wherever it likes, and they are not main-actor isolated.
    .package(name: "swift-autolayout", path: "../..", traits: []),
    .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "Layout",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "LayoutCore", package: "swift-autolayout"),
        .product(name: "FrameLayout", package: "swift-autolayout"),
        .product(name: "LayoutScreens", package: "swift-autolayout"),
        .product(name: "FeedCells", package: "swift-autolayout"),
        .product(name: "FreeTypeText", package: "swift-autolayout"),
      ],
      path: "Benchmarks/Layout",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")])
  ]
)
