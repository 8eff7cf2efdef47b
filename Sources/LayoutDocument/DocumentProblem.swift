/// A layout problem of a document, told in the document's terms: its lines,
/// its keys and its view names, in the form compilers print,
/// `file:line:column: error: message`, with notes that point at the lines
/// involved.
///
/// ```
/// login.yaml:9:5: error: these constraints cannot all hold; the engine gave way on the last one
/// login.yaml:7:5: note: box.width == 500
/// login.yaml:3:9: note: the canvas is 300 points wide
/// login.yaml:9:5: note: box.trailing == superview.trailing  <- gave way
/// login.yaml:7:5: note: give one of them a priority below 1000, such as 'box.width == 500 @999'
/// ```
nonisolated public struct DocumentProblem: CustomStringConvertible, Sendable, Equatable {
  /// How serious the problem is: `error` for constraints that cannot hold,
  /// `warning` for a layout the constraints leave open.
  public enum Severity: String, Sendable {
    case error, warning
  }

  /// A line that goes with the problem, at a place in the document when it has one.
  public struct Note: Sendable, Equatable {
    /// The 1-based line, or nil for a note about the whole document.
    public var line: Int?
    /// The 1-based column (with ``line``).
    public var column: Int?
    /// What the note says.
    public var text: String
  }

  /// How serious the problem is.
  public var severity: Severity
  /// The document's file name.
  public var file: String
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column of the problem.
  public var column: Int
  /// What is wrong.
  public var message: String
  /// The lines involved and what to change.
  public var notes: [Note]

  /// `file:line:column: severity: message`, then a line per note.
  public var description: String {
    var lines = ["\(file):\(line):\(column): \(severity.rawValue): \(message)"]
    for note in notes {
      let place = note.line.map { "\(file):\($0):\(note.column ?? 1)" } ?? file
      lines.append("\(place): note: \(note.text)")
    }
    return lines.joined(separator: "\n")
  }
}
