/// A problem in a layout document, with the file, line and column where it is.
///
/// Its description reads `file:line:column: error: message`, the form editors
/// and terminals turn into links.
nonisolated public struct LayoutDocumentError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The file name given when the document was read (or `<document>`).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// Creates an error at a position.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: error: message`.
  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// A position in the document, 1-based.
nonisolated struct Position: Sendable, Equatable {
  var line: Int
  var column: Int

  static let start = Position(line: 1, column: 1)

  /// The same line, `offset` columns further.
  func advanced(by offset: Int) -> Position { Position(line: line, column: column + max(0, offset)) }
}
