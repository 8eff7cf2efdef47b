import Foundation

/// What the playground lays out: a layout document, or Visual Format lines,
/// with the canvas to lay them out on.
///
/// As JSON: `{"source": "H:|-[a]-|\nV:|-[a(44)]", "format": "vfl", "width": 390}`.
nonisolated public struct PlaygroundRequest: Codable, Sendable, Equatable {
  /// How ``source`` is written.
  public enum Format: String, Codable, Sendable, CaseIterable {
    /// A layout document in YAML or JSON (Docs/LayoutDocuments.md).
    case document
    /// Visual Format lines, one per line; every name in brackets is a view.
    case vfl
  }

  /// The text: a document, or VFL lines.
  public var source: String
  /// How the text is written; a document by default.
  public var format: Format?
  /// Metrics for VFL lines (`{"pad": 20}`); documents have their own.
  public var metrics: [String: Double]?
  /// The canvas width, instead of the document's (390 for VFL).
  public var width: Double?
  /// The canvas height, instead of the document's (844 for VFL).
  public var height: Double?
  /// The display scale frames are rounded to.
  public var scale: Double?
  /// `ltr` or `rtl`.
  public var direction: String?

  /// Creates a request.
  public init(
    source: String, format: Format = .document, metrics: [String: Double]? = nil, width: Double? = nil,
    height: Double? = nil, scale: Double? = nil, direction: String? = nil
  ) {
    self.source = source
    self.format = format
    self.metrics = metrics
    self.width = width
    self.height = height
    self.scale = scale
    self.direction = direction
  }
}
