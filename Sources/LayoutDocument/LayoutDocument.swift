import Foundation
import LayoutCore
import Yams

/// A layout file (YAML, or JSON with the same shape) turned into a window with
/// named views and active constraints.
///
/// ```swift
/// let document = try LayoutDocument(text: """
///   canvas: {size: 320x100}
///   views:
///     - {name: title, kind: label, text: Hello, fontSize: 20}
///   constraints:
///     - title.leading == superview.leadingMargin
///     - title.centerY == superview.centerY
///   """, file: "hello.yaml")
/// document.layoutIfNeeded()
/// document.views["title"]?.frame   // (8, 38, 50, 24)
/// ```
///
/// Every problem — bad YAML, an unknown key, a bad value, an unknown name in a
/// constraint, a limit passed — is a thrown ``LayoutDocumentError`` naming the
/// file, line and column. Nothing traps.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public final class LayoutDocument {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// Bounds on what a document may ask for, so that a hostile or broken file
  /// fails with a clear error instead of exhausting memory or time.
  nonisolated public struct Limits: Sendable, Equatable {
    /// The largest file, in bytes of UTF-8.
    public var maximumFileSize: Int
    /// The most views and guides, all levels together.
    public var maximumViews: Int
    /// The deepest nesting of views (top-level views are at depth 1).
    public var maximumDepth: Int
    /// The most constraint entries (VFL lines and equations), all lists together.
    public var maximumConstraints: Int
    /// The most metrics.
    public var maximumMetrics: Int
    /// The largest magnitude of any number.
    public var maximumNumber: Double

    /// Creates limits; the defaults suit screens of up to a thousand views.
    ///
    /// The view limit also bounds time and memory for untrusted input; raise
    /// it for trusted documents (a 10,000-view document of nested stacks is
    /// read and laid out in about 0.6 s on a 2-core machine).
    public init(
      maximumFileSize: Int = 2_000_000, maximumViews: Int = 1_000, maximumDepth: Int = 64,
      maximumConstraints: Int = 20_000, maximumMetrics: Int = 1_000, maximumNumber: Double = 1_000_000
    ) {
      self.maximumFileSize = maximumFileSize
      self.maximumViews = maximumViews
      self.maximumDepth = maximumDepth
      self.maximumConstraints = maximumConstraints
      self.maximumMetrics = maximumMetrics
      self.maximumNumber = maximumNumber
    }
  }

  /// Values that replace the document's canvas settings (the command line's `--width`, `--rtl`…).
  nonisolated public struct Options: Sendable {
    /// The canvas width instead of the document's.
    public var width: CGFloat?
    /// The canvas height instead of the document's.
    public var height: CGFloat?
    /// The display scale instead of the document's.
    public var displayScale: CGFloat?
    /// The layout direction instead of the document's.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// The limits the document must stay within.
    public var limits: Limits

    /// Creates options; nil leaves the document's own value.
    public init(
      width: CGFloat? = nil, height: CGFloat? = nil, displayScale: CGFloat? = nil,
      layoutDirection: UserInterfaceLayoutDirection? = nil,
      limits: Limits = Limits()
    ) {
      self.width = width
      self.height = height
      self.displayScale = displayScale
      self.layoutDirection = layoutDirection
      self.limits = limits
    }
  }

  /// The file name used in errors.
  public let file: String
  /// The root: its size, safe area, scale and direction come from the canvas.
  public let window: Window
  /// The views by name.
  public let views: [String: View]
  /// The layout guides (`kind: guide`) by name.
  public let guides: [String: LayoutGuide]
  /// The document's metrics.
  public let metrics: [String: CGFloat]
  /// The constraints the document made, all active, in the order written.
  public let constraints: [LayoutConstraint]
  /// Where the document wrote each view and constraint.
  let sources: DocumentSources

  /// Reads a document from text.
  /// - Parameters:
  ///   - text: YAML or JSON.
  ///   - file: The name errors give.
  ///   - options: Canvas overrides and limits.
  /// - Throws: ``LayoutDocumentError`` for the first problem found.
  public init(text: String, file: String = "<document>", options: Options = Options()) throws(LayoutDocumentError) {
    self.file = file
    var builder = DocumentBuilder(reader: NodeReader(file: file, limits: options.limits), options: options)
    let built = try builder.build(text)
    window = built.window
    views = built.views
    guides = built.guides
    metrics = built.metrics
    constraints = built.constraints
    sources = built.sources
    LayoutConstraint.activate(constraints)
  }

  /// Reads a document from a file; errors name the path as given.
  /// - Throws: ``LayoutDocumentError`` if the file cannot be read or is not a valid document.
  public convenience init(contentsOfFile path: String, options: Options = Options()) throws(LayoutDocumentError) {
    let url = URL(fileURLWithPath: path)
    if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = (attributes[.size] as? NSNumber)?.intValue, size > options.limits.maximumFileSize
    {
      throw LayoutDocumentError(
        file: path, line: 1, column: 1,
        message: "the file is \(size) bytes; the limit is \(options.limits.maximumFileSize)")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw LayoutDocumentError(
        file: path, line: 1, column: 1, message: "cannot read the file (\(error.localizedDescription))")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw LayoutDocumentError(file: path, line: 1, column: 1, message: "the file is not UTF-8 text")
    }
    try self.init(text: text, file: path, options: options)
  }

  /// Lays out the window and every view in it.
  public func layoutIfNeeded() {
    window.layoutIfNeeded()
  }
}
