import Foundation

/// What the playground sends back: frames, the picture, problems and timing.
nonisolated public struct PlaygroundResult: Codable, Sendable, Equatable {
  /// One view or guide's place, in the canvas's coordinates.
  public struct Frame: Codable, Sendable, Equatable {
    /// The name.
    public var name: String
    /// The left edge in the canvas.
    public var x: Double
    /// The top edge in the canvas.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// The superview's name (nil for the canvas).
    public var parent: String?
  }

  /// A place in the source text, 1-based.
  public struct Location: Codable, Sendable, Equatable {
    /// The line.
    public var line: Int
    /// The column.
    public var column: Int
  }

  /// Something wrong with the layout or the text.
  public struct Problem: Codable, Sendable, Equatable {
    /// `error` (the text could not be read), `conflict` (required
    /// constraints contradict each other) or `ambiguous` (a view's place is not fixed).
    public var kind: String
    /// What is wrong, in words.
    public var message: String
    /// The views involved, to mark on the picture.
    public var views: [String]
    /// Where in the source the constraints involved were written.
    public var locations: [Location]
  }

  /// The canvas's size.
  public var width: Double
  /// The canvas's height.
  public var height: Double
  /// Every view's frame, the canvas first.
  public var frames: [Frame]
  /// The picture (the SVG renderer's screen style with outlines).
  public var svg: String
  /// What is wrong; empty when the layout is sound.
  public var problems: [Problem]
  /// How long the layout took, in microseconds (building and solving).
  public var microseconds: Double
}
