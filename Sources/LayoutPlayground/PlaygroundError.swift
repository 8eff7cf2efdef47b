/// Why the playground could not lay a request out: the text's first problem, with its place.
nonisolated public struct PlaygroundError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// The line in the source, 1-based.
  public var line: Int
  /// The column in the source, 1-based.
  public var column: Int

  /// Creates an error at a place in the source (line 0: not about the source).
  public init(message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// `line:column: message`.
  public var description: String { "\(line):\(column): \(message)" }
}
