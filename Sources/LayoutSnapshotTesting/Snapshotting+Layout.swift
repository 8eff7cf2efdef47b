import LayoutCore
import LayoutRendering
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
  /// The laid-out tree drawn as terminal text, with a legend of frames.
  ///
  /// ```swift
  /// import LayoutSnapshotTesting
  /// import SnapshotTesting
  ///
  /// @Test func loginScreen() {
  ///   assertSnapshot(of: makeLoginWindow(), as: .layoutText)
  /// }
  /// ```
  /// The view is laid out (`layoutIfNeeded()`) before it is drawn, so the
  /// snapshot is exactly what the engine computes, on Linux as on a Mac.
  public static var layoutText: Snapshotting {
    layoutText(columns: 80)
  }

  /// The laid-out tree as terminal text, `columns` characters wide.
  public static func layoutText(columns: Int) -> Snapshotting {
    Snapshotting<String, String>.lines.pullback { view in
      TextRenderer.render(LayoutSnapshot(view), columns: columns)
    }
  }

  /// The laid-out tree as an SVG picture (`.svg` files you can open and diff).
  public static var layoutSVG: Snapshotting {
    var strategy = Snapshotting<String, String>.lines.pullback { (view: Value) in
      SVGRenderer.render(LayoutSnapshot(view), options: .init(showMargins: true))
    }
    strategy.pathExtension = "svg"
    return strategy
  }

  /// The frames as versioned JSON, `{"version": 1, "frames": {…}}`.
  public static var layoutJSON: Snapshotting {
    var strategy = Snapshotting<String, String>.lines.pullback { (view: Value) in
      JSONRenderer.render(LayoutSnapshot(view))
    }
    strategy.pathExtension = "json"
    return strategy
  }
}
