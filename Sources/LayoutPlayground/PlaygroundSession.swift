import Foundation
import LayoutCore
import LayoutDocument
import LayoutRendering

/// One layout in the playground: read from a request, laid out, and edited
/// by dragging edges and resizing the canvas, each edit an incremental solve.
///
/// ```swift
/// let session = try PlaygroundSession(PlaygroundRequest(source: "H:|-[box]-|\nV:|-[box(44)]", format: .vfl))
/// session.result().frames          // the canvas and box
/// try session.drag("box", edge: .right, to: 200)
/// session.code(.snapKit)           // the constraints as SnapKit code
/// ```
///
/// A drag is a constraint from the edge to the canvas at priority 510,
/// UIKit's `dragThatCanResizeScene`: it wins over the layout's preferences
/// and yields to its required constraints, and moving it again only changes
/// its constant, the solver's fastest edit. Sessions are not `Sendable`:
/// keep each in one task (the server keeps them in an actor).
#if MainActorViews
  @preconcurrency @MainActor
#endif
public final class PlaygroundSession {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// An edge to drag, in the canvas's coordinates.
  public enum Edge: String, Codable, Sendable, CaseIterable {
    /// The left edge's x.
    case left
    /// The right edge's x.
    case right
    /// The top edge's y.
    case top
    /// The bottom edge's y.
    case bottom
  }

  /// The request the session was made from.
  public let request: PlaygroundRequest
  /// The laid-out document (VFL lines are read as a generated document).
  public let document: LayoutDocument
  private var drags: [String: LayoutConstraint] = [:]
  /// Generated line → source line, for VFL requests.
  private let sourceLines: [Int: Int]?
  private var lastMicroseconds = 0.0

  /// Reads and lays out a request.
  /// - Parameters:
  ///   - request: The text and canvas.
  ///   - textMeasurer: What measures labels' text (a real font for pictures that fit).
  /// - Throws: ``PlaygroundError`` at the first problem in the text.
  public init(_ request: PlaygroundRequest, textMeasurer: any TextMeasurer & Sendable = DefaultTextMeasurer())
    throws(PlaygroundError)
  {
    self.request = request
    let start = ContinuousClock.now
    var options = LayoutDocument.Options()
    options.width = request.width.map { CGFloat($0) }
    options.height = request.height.map { CGFloat($0) }
    options.displayScale = request.scale.map { CGFloat($0) }
    switch request.direction {
    case "rtl": options.layoutDirection = .rightToLeft
    case "ltr": options.layoutDirection = .leftToRight
    default: break
    }
    let text: String
    if request.format == .vfl {
      let generated = Self.document(fromVFL: request.source, metrics: request.metrics ?? [:])
      text = generated.text
      sourceLines = generated.lines
    } else {
      text = request.source
      sourceLines = nil
    }
    do {
      document = try Label.$defaultTextMeasurer.withValue(textMeasurer) {
        try LayoutDocument(text: text, file: "playground", options: options)
      }
    } catch let error as LayoutDocumentError {
      let place = Self.place(line: error.line, column: error.column, sourceLines: sourceLines)
      throw PlaygroundError(message: error.message, line: place.line, column: place.column)
    } catch {
      throw PlaygroundError(message: "\(error)", line: 1, column: 1)
    }
    document.layoutIfNeeded()
    lastMicroseconds = Self.microseconds(since: start)
  }

  // MARK: Edits

  /// Moves an edge of a view to `value` (canvas coordinates) and lays out again.
  /// - Throws: ``PlaygroundError`` when there is no view of that name.
  @discardableResult
  public func drag(_ view: String, edge: Edge, to value: Double) throws(PlaygroundError) -> PlaygroundResult {
    guard let target = document.views[view] else {
      throw PlaygroundError(message: "no view named '\(view)'", line: 1, column: 1)
    }
    guard value.isFinite, abs(value) <= 1_000_000 else {
      throw PlaygroundError(message: "the drag value must be a finite number of at most 1000000", line: 1, column: 1)
    }
    let key = "\(view).\(edge.rawValue)"
    return relaidOut {
      if let constraint = drags[key] {
        constraint.constant = CGFloat(value)
      } else {
        let window = document.window
        let constraint: LayoutConstraint
        switch edge {
        case .left: constraint = target.leftAnchor.constraint(equalTo: window.leftAnchor, constant: CGFloat(value))
        case .right: constraint = target.rightAnchor.constraint(equalTo: window.leftAnchor, constant: CGFloat(value))
        case .top: constraint = target.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(value))
        case .bottom: constraint = target.bottomAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(value))
        }
        constraint.priority = LayoutPriority(510)
        constraint.identifier = "drag \(key)"
        constraint.isActive = true
        drags[key] = constraint
      }
    }
  }

  /// Lets go of every dragged edge: the layout returns to its own constraints.
  @discardableResult
  public func endDrag() -> PlaygroundResult {
    relaidOut {
      LayoutConstraint.deactivate(Array(drags.values))
      drags.removeAll()
    }
  }

  /// Resizes the canvas and lays out again.
  /// - Throws: ``PlaygroundError`` for a size that is not a finite number from 1 to 100000.
  @discardableResult
  public func resize(width: Double, height: Double) throws(PlaygroundError) -> PlaygroundResult {
    guard width.isFinite, height.isFinite, (1...100_000).contains(width), (1...100_000).contains(height) else {
      throw PlaygroundError(message: "the canvas size must be from 1 to 100000 points", line: 1, column: 1)
    }
    return relaidOut { document.window.frame = CGRect(x: 0, y: 0, width: width, height: height) }
  }

  /// Makes an edit, lays out again, and returns the result with the time both took.
  private func relaidOut(_ edit: () -> Void) -> PlaygroundResult {
    let start = ContinuousClock.now
    edit()
    document.layoutIfNeeded()
    lastMicroseconds = Self.microseconds(since: start)
    return result()
  }

  /// The layout's own constraints (not drags) as code in a style.
  public func code(_ style: ConstraintCode.Style) -> String {
    ConstraintCode.source(for: document.constraints, style: style)
  }

  // MARK: Results

  /// The frames, picture and problems of the layout as it is now.
  public func result() -> PlaygroundResult {
    let window = document.window
    var frames: [PlaygroundResult.Frame] = []
    func visit(_ view: View, origin: CGPoint, parent: String?) {
      let frame = parent == nil ? CGRect(origin: .zero, size: view.bounds.size) : view.frame
      let absolute = CGRect(origin: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size)
      let name = view.debugName ?? "view"
      frames.append(
        .init(
          name: name, x: Double(absolute.minX), y: Double(absolute.minY), width: Double(absolute.width),
          height: Double(absolute.height), parent: parent))
      for subview in view.subviews { visit(subview, origin: absolute.origin, parent: name) }
    }
    visit(window, origin: .zero, parent: nil)
    let svg = SVGRenderer.render(LayoutSnapshot(window), options: .init(style: .screenWithOutlines))
    return PlaygroundResult(
      width: Double(window.bounds.width), height: Double(window.bounds.height), frames: frames, svg: svg,
      problems: problems(), microseconds: lastMicroseconds)
  }

  /// Conflicts and ambiguities in the document's words, with the places
  /// their constraints were written (the places the messages name too).
  private func problems() -> [PlaygroundResult.Problem] {
    let report = document.window.checkLayout(ambiguousViewLimit: 50)
    var problems: [PlaygroundResult.Problem] = []
    for diagnostic in report.diagnostics {
      let constraints = diagnostic.constraints.filter { !($0.identifier ?? "").hasPrefix("drag ") }
      guard !constraints.isEmpty else { continue }
      let problem = document.problem(for: diagnostic)
      problems.append(
        .init(
          kind: "conflict", message: message(problem), views: Self.viewNames(constraints),
          locations: locations(problem)))
    }
    for ambiguity in report.ambiguities {
      let problem = document.problem(for: ambiguity)
      problems.append(
        .init(
          kind: "ambiguous", message: message(problem), views: [ambiguity.view.debugName ?? "view"],
          locations: locations(problem)))
    }
    return problems
  }

  /// The problem and its notes, each at the source's line and column (for
  /// VFL, the line the user typed, not the document made from it).
  private func message(_ problem: DocumentProblem) -> String {
    var lines = ["\(placeText(problem.line, problem.column)) \(problem.severity.rawValue): \(problem.message)"]
    for note in problem.notes {
      lines.append("\(note.line.map { placeText($0, note.column ?? 1) } ?? "") note: \(note.text)")
    }
    return lines.joined(separator: "\n")
  }

  private func placeText(_ line: Int, _ column: Int) -> String {
    let place = Self.place(line: line, column: column, sourceLines: sourceLines)
    return "\(place.line):\(place.column):"
  }

  /// The source places a problem and its notes name, each once, the problem's first.
  private func locations(_ problem: DocumentProblem) -> [PlaygroundResult.Location] {
    var places: [PlaygroundResult.Location] = []
    for (line, column) in [(problem.line, problem.column)]
      + problem.notes.compactMap({ note in
        note.line.map { ($0, note.column ?? 1) }
      })
    {
      let place = Self.place(line: line, column: column, sourceLines: sourceLines)
      let location = PlaygroundResult.Location(line: place.line, column: place.column)
      if !places.contains(location) { places.append(location) }
    }
    return places
  }

  private static func viewNames(_ constraints: [LayoutConstraint]) -> [String] {
    var names: [String] = []
    for constraint in constraints {
      for item in [constraint.firstItem, constraint.secondItem] {
        if let view = item as? View, let name = view.debugName, !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  private static func microseconds(since start: ContinuousClock.Instant) -> Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) * 1e-12
  }

  // MARK: VFL as a document

  /// A document for VFL lines: every bracketed name a plain view, every line
  /// a constraint entry; `lines` maps the document's lines back to the source's.
  static func document(fromVFL source: String, metrics: [String: Double]) -> (text: String, lines: [Int: Int]) {
    var names: [String] = []
    var entries: [(line: Int, text: String)] = []
    for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("//") else { continue }
      entries.append((index + 1, String(raw)))
      var rest = Substring(line)
      while let open = rest.firstIndex(of: "[") {
        rest = rest[rest.index(after: open)...].drop { $0 == " " }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if let first = name.first, !first.isNumber, !names.contains(String(name)) { names.append(String(name)) }
      }
    }
    var text = "canvas:\n  size: 390x844\n"
    if !metrics.isEmpty {
      text += "metrics:\n"
      for (name, value) in metrics.sorted(by: { $0.key < $1.key }) { text += "  \(name): \(value)\n" }
    }
    text += "views:\n"
    if names.isEmpty { text += "  []\n" }
    for name in names { text += "  - {name: \(name)}\n" }
    text += "constraints:\n"
    var lines: [Int: Int] = [:]
    let header = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    for (offset, entry) in entries.enumerated() {
      // Single-quoted: a VFL line may start with `[` or `|`, which YAML would read otherwise.
      text += "  - '" + entry.text.replacingOccurrences(of: "'", with: "''") + "'\n"
      lines[header + offset + 1] = entry.line
    }
    if entries.isEmpty { text += "  []\n" }
    return (text, lines)
  }

  /// A place in the generated document, as a place in the source.
  static func place(line: Int, column: Int, sourceLines: [Int: Int]?) -> (line: Int, column: Int) {
    guard let sourceLines else { return (line, column) }
    guard let source = sourceLines[line] else { return (1, 1) }
    return (source, max(column - 5, 1))
  }
}
