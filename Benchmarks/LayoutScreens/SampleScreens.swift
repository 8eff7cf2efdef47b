import Foundation
import LayoutCore

/// Screens of any size built through LayoutCore's public API, shared by
/// `screens-bench` (which times them) and the scaling tests (which count the
/// solver's work on them), so both measure the same screens.
///
/// Each builder makes the views and activates the constraints in a 390 × 844
/// window at scale 3, and leaves the layout pass to the caller.
public enum SampleScreens {
  /// The window every screen is laid out in.
  public static func makeWindow() -> Window {
    Window(size: CGSize(width: 390, height: 844), displayScale: 3)
  }

  /// How many repeats of a part of `viewsPerPart` views make about `views` views (at least one).
  public static func parts(_ views: Int, viewsPerPart: Int) -> Int {
    max(1, views / viewsPerPart)
  }
}
