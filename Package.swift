// swift-tools-version: 6.2
import PackageDescription

/// The platforms without Apple's UIKit, where this package's `UIKit` module is built.
let withoutAppleUIKit: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// Views live on the main actor, as Apple's UIKit declares them, unless a
/// dependent turns the `MainActorViews` trait off (Docs/UIKit.md, "Isolation").
/// Our own tests, benchmarks and gallery take the same default, as an app
/// target does with Xcode's settings: they build in both configurations.
let viewIsolation: [SwiftSetting] = [.defaultIsolation(MainActor.self, .when(traits: ["MainActorViews"]))]

let package = Package(
  name: "swift-autolayout",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "LayoutCore", targets: ["LayoutCore"]),
    .library(name: "FrameLayout", targets: ["FrameLayout"]),
    .library(name: "VisualFormat", targets: ["VisualFormat"]),
    .library(name: "LayoutOperators", targets: ["LayoutOperators"]),
    .library(name: "LayoutMaker", targets: ["LayoutMaker"]),
    .library(name: "LayoutComposition", targets: ["LayoutComposition"]),
    .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    // UIKit's layout API under UIKit's names, for Linux and the other
    // platforms without Apple's UIKit. Depend on it only there (see the
    // target below and Docs/UIKit.md):
    //   .product(name: "UIKit", package: "swift-autolayout",
    //            condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd]))
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
    .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
    .library(name: "FreeTypeText", targets: ["FreeTypeText"]),
    .library(name: "LayoutPlayground", targets: ["LayoutPlayground"]),
    .executable(name: "autolayout", targets: ["autolayout"]),
    // The benchmark screens, for Benchmarks/Standard (package-benchmark); not an API for apps.
    .library(name: "LayoutScreens", targets: ["LayoutScreens"]),
    // The feed cell in four forms, for Benchmarks/Standard; not an API for apps either.
    .library(name: "FeedCells", targets: ["FeedCells"]),
  ],
  traits: [
    .trait(
      name: "MainActorViews",
      description: "Views, controllers, constraints and guides are @MainActor, as in Apple's UIKit."),
    .trait(
      name: "Playground",
      description: "The command-line tool's web server (`autolayout serve`), with Hummingbird and SwiftNIO."),
    .default(enabledTraits: ["MainActorViews"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
  ],
  targets: [
    // MARK: - Solver
    .target(name: "Cassowary"),

    .target(name: "SolverWorkload", dependencies: ["Cassowary"]),

    // MARK: - Layout engines
    .target(name: "LayoutCore", dependencies: ["Cassowary"], swiftSettings: viewIsolation),
    // FrameLayout computes frames without the solver; it uses LayoutCore only to apply them to views.
    .target(name: "FrameLayout", dependencies: ["LayoutCore"]),

    // MARK: - Ways to write constraints
    .target(name: "VisualFormat", dependencies: ["LayoutCore"], swiftSettings: viewIsolation),
    .target(name: "LayoutOperators", dependencies: ["LayoutCore"], swiftSettings: viewIsolation),
    .target(name: "LayoutMaker", dependencies: ["LayoutCore"], swiftSettings: viewIsolation),
    .target(name: "LayoutComposition", dependencies: ["LayoutCore"], swiftSettings: viewIsolation),
    .target(
      name: "LayoutDocument",
      dependencies: ["LayoutCore", "VisualFormat", .product(name: "Yams", package: "Yams")],
      swiftSettings: viewIsolation
    ),
    // The umbrella: `import AutoLayout` gives the ways of writing constraints
    // that add no names to views (not the solver's types). It does not link
    // LayoutOperators: a linked module's members reach every file of a
    // package that does not enable MemberImportVisibility, and the operator
    // DSL's `top`, `width`... broke subclasses that declare their own.
    .target(
      name: "AutoLayout",
      dependencies: ["LayoutCore", "LayoutMaker", "VisualFormat", "LayoutComposition", "FrameLayout"],
      swiftSettings: viewIsolation
    ),
    // `import UIKit` on platforms without Apple's UIKit: aliases of
    // LayoutCore's types under UIKit's names, and nothing else UIKit lacks.
    // On Apple's platforms the module must never shadow Apple's: its
    // dependencies are conditional and its sources compile to nothing there,
    // and users depend on the product with the same platform condition.
    .target(
      name: "UIKit",
      dependencies: [
        .target(name: "LayoutCore", condition: .when(platforms: withoutAppleUIKit)),
        .target(name: "VisualFormat", condition: .when(platforms: withoutAppleUIKit)),
        .target(name: "_Testing_UIKit", condition: .when(platforms: withoutAppleUIKit)),
      ], swiftSettings: viewIsolation
    ),
    // The overlay Swift Testing's toolchain declaration asks for when a file
    // imports both Testing and UIKit; Linux toolchains lack it (see its source).
    .target(name: "_Testing_UIKit"),

    // MARK: - Real text
    // FreeType through pkg-config; only FreeTypeText links it, so users who
    // keep the fixed-metrics measurer need no C library.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .target(name: "FreeTypeText", dependencies: ["CFreeType", "LayoutCore"]),

    // MARK: - Pictures and tools
    // The playground's engine: documents and VFL to frames, pictures and
    // problems, drag edits, and constraints printed as code. No web server:
    // `autolayout serve` puts one in front of it.
    .target(
      name: "LayoutPlayground",
      dependencies: ["LayoutCore", "LayoutDocument", "LayoutRendering", "VisualFormat"], swiftSettings: viewIsolation),
    .target(name: "LayoutRendering", dependencies: ["LayoutCore"], swiftSettings: viewIsolation),
    // Snapshot strategies for users' own tests: a view tree as text, SVG or JSON.
    .target(
      name: "LayoutSnapshotTesting",
      dependencies: [
        "LayoutCore", "LayoutRendering", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ], swiftSettings: viewIsolation
    ),
    // The demo gallery: screens from every module, used by `autolayout demo`.
    .target(
      name: "Gallery",
      dependencies: [
        "LayoutCore", "LayoutRendering", "VisualFormat", "FrameLayout", "LayoutOperators", "LayoutMaker",
        "LayoutComposition",
      ], swiftSettings: viewIsolation
    ),

    // MARK: - Tools
    .executableTarget(
      name: "autolayout",
      dependencies: [
        "Cassowary",
        "SolverWorkload",
        "LayoutCore",
        "VisualFormat",
        "LayoutRendering",
        "LayoutDocument",
        "Gallery",
        "FreeTypeText",
        "LayoutPlayground",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Playground"])),
      ]
    ),
    .executableTarget(
      name: "autolayout-bench",
      dependencies: ["Cassowary", "SolverWorkload"],
      path: "Benchmarks/autolayout-bench"
    ),
    .executableTarget(
      name: "layoutcore-bench", dependencies: ["LayoutCore", "LayoutScreens"], path: "Benchmarks/layoutcore-bench",
      swiftSettings: viewIsolation),
    .executableTarget(
      name: "framelayout-bench", dependencies: ["FrameLayout", "LayoutCore"], path: "Benchmarks/framelayout-bench",
      swiftSettings: viewIsolation),
    // Screens of any size, shared by screens-bench (timing) and LayoutCoreTests (work counts).
    .target(
      name: "LayoutScreens", dependencies: ["LayoutCore"], path: "Benchmarks/LayoutScreens",
      swiftSettings: viewIsolation),
    // Screens built through every public API at 1,000 and 10,000 views, against hand-written frames.
    .executableTarget(
      name: "screens-bench",
      dependencies: [
        "LayoutCore", "LayoutScreens", "LayoutMaker", "LayoutOperators", "VisualFormat", "LayoutComposition",
        "LayoutDocument",
      ],
      path: "Benchmarks/screens-bench", swiftSettings: viewIsolation),
    // The field's feed item (layoutBox/LayoutFrameworkBenchmark) in four forms, and its passes.
    .target(
      name: "FeedCells", dependencies: ["LayoutCore", "VisualFormat", "FrameLayout"], path: "Benchmarks/FeedCells",
      swiftSettings: viewIsolation),
    .executableTarget(
      name: "feed-bench", dependencies: ["FeedCells", "FreeTypeText", "LayoutCore"], path: "Benchmarks/feed-bench",
      swiftSettings: viewIsolation),
    // Long random edit sequences on the solver and on view trees, with process memory sampled.
    .executableTarget(
      name: "autolayout-soak", dependencies: ["Cassowary", "LayoutCore"], path: "Benchmarks/autolayout-soak",
      swiftSettings: viewIsolation),

    // MARK: - Tests
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutScreens"], swiftSettings: viewIsolation),
    .testTarget(name: "FrameLayoutTests", dependencies: ["FrameLayout", "LayoutCore"], swiftSettings: viewIsolation),
    .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat"], swiftSettings: viewIsolation),
    .testTarget(name: "LayoutOperatorsTests", dependencies: ["LayoutOperators"], swiftSettings: viewIsolation),
    .testTarget(name: "LayoutMakerTests", dependencies: ["LayoutMaker"], swiftSettings: viewIsolation),
    .testTarget(
      name: "LayoutCompositionTests", dependencies: ["LayoutComposition", "LayoutOperators"],
      swiftSettings: viewIsolation),
    .testTarget(name: "LayoutDocumentTests", dependencies: ["LayoutDocument"], swiftSettings: viewIsolation),
    // Imports are per file here (SE-0444), as in a user's module that adopts
    // it: UIKitPortTests checks that `import AutoLayout` alone adds no names
    // to views, while other files add `import LayoutOperators`.
    .testTarget(
      name: "AutoLayoutTests", dependencies: ["AutoLayout", "LayoutOperators"],
      swiftSettings: viewIsolation + [.enableUpcomingFeature("MemberImportVisibility")]),
    // The seed articles' examples and the SnapKit and Subviews READMEs, as
    // their readers type them: `import AutoLayout`, `UI` prefixes dropped.
    .testTarget(
      name: "SeedExampleTests", dependencies: ["AutoLayout", "LayoutOperators"], swiftSettings: viewIsolation),
    // UIKit code as Apple's documentation and everyday apps write it, in
    // Swift 6, checked against the frames UIKit gives.
    .testTarget(
      name: "UIKitTests",
      dependencies: [.target(name: "UIKit", condition: .when(platforms: withoutAppleUIKit))],
      swiftSettings: viewIsolation),
    .testTarget(
      name: "LayoutPlaygroundTests", dependencies: ["LayoutPlayground", "LayoutDocument", "LayoutCore"],
      swiftSettings: viewIsolation),
    .testTarget(
      name: "FeedCellsTests", dependencies: ["FeedCells", "FreeTypeText", "LayoutCore"], swiftSettings: viewIsolation),
    .testTarget(
      name: "FreeTypeTextTests", dependencies: ["FreeTypeText", "LayoutCore", "LayoutRendering"],
      swiftSettings: viewIsolation),
    .testTarget(
      name: "LayoutRenderingTests", dependencies: ["LayoutRendering"], exclude: ["__Snapshots__"],
      swiftSettings: viewIsolation),
    .testTarget(
      name: "GalleryTests", dependencies: ["Gallery", "FreeTypeText", "LayoutRendering"], swiftSettings: viewIsolation),
    .testTarget(
      name: "LayoutSnapshotTestingTests", dependencies: ["LayoutSnapshotTesting"], exclude: ["__Snapshots__"],
      swiftSettings: viewIsolation),
    .testTarget(
      name: "AutoLayoutCLITests",
      dependencies: ["autolayout"], swiftSettings: viewIsolation
    ),
  ],
  swiftLanguageModes: [.v6]
)

// libFuzzer targets for the parsers that need SwiftPM to build (Yams has C sources).
// Scripts/fuzz.sh sets AUTOLAYOUT_FUZZ=1 and builds them with -sanitize=fuzzer, which
// links libFuzzer; each target's entry point hands over to libFuzzer's driver. A normal
// build never sees them.
if Context.environment["AUTOLAYOUT_FUZZ"] != nil {
  package.targets += [
    // `Extern` gives `@_extern(c)`, to declare libFuzzer's driver with the C calling convention.
    .executableTarget(
      name: "EquationFuzz", dependencies: ["LayoutDocument"], path: "Fuzz/EquationFuzz",
      swiftSettings: [.enableExperimentalFeature("Extern")]),
    .executableTarget(
      name: "DocumentFuzz", dependencies: ["LayoutDocument"], path: "Fuzz/DocumentFuzz",
      swiftSettings: [.enableExperimentalFeature("Extern")]),
  ]
}

// The checked build (Scripts/checked-tests.sh sets AUTOLAYOUT_CHECKED=1): the solver
// and the engine hold their borrows and check their invariants after each operation
// (Docs/Architecture.md, "The checked build"). The package is cut down to them and
// their tests, so the checked build compiles nothing else.
if Context.environment["AUTOLAYOUT_CHECKED"] != nil {
  let checked: Set = ["Cassowary", "LayoutCore", "LayoutScreens", "CassowaryTests", "LayoutCoreTests"]
  package.targets = package.targets.filter { checked.contains($0.name) }
  package.products = package.products.filter { $0.name == "Cassowary" || $0.name == "LayoutCore" }
  package.dependencies = []
  for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.define("AUTOLAYOUT_CHECKED")]
  }
}
