import Foundation
import LayoutCore

/// One benchmark screen: a shape of layout built through a public API, and
/// the same frames computed by hand.
struct Screen: Sendable {
  /// The name printed in the table.
  let name: String
  /// How the screen is written.
  let api: String
  /// Builds the screen with about `views` views and lays it out; returns the window.
  let build: Build
  /// Makes the same views and gives them their frames with hand-written arithmetic.
  let byHand: ByHand

  // Where views live: on the main actor with the MainActorViews trait, in
  // the caller's task without it.
  #if MainActorViews
    /// Builds and lays out a screen of about the given number of views.
    typealias Build = @MainActor @Sendable (_ views: Int) throws -> Window
    /// Makes a screen's views and gives them frames by hand.
    typealias ByHand = @MainActor @Sendable (_ views: Int) -> [View]
  #else
    /// Builds and lays out a screen of about the given number of views.
    typealias Build = @Sendable (_ views: Int) throws -> Window
    /// Makes a screen's views and gives them frames by hand.
    typealias ByHand = @Sendable (_ views: Int) -> [View]
  #endif
}

/// Sets a view's frame from its parent's frame by hand, the way a hand-written
/// `layoutSubviews` would.
@inline(__always)
func place(_ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
  view.frame = CGRect(x: x, y: y, width: width, height: height)
}
