/// A Visual Format Language string that cannot be parsed, with the column of the problem.
///
/// Where Apple's parser raises an Objective-C exception (a crash in Swift), this is
/// thrown. Its description shows the format with a caret under the column:
///
/// ```
/// Unable to parse constraint format: missing is not a key in the views dictionary.
/// H:|-[button]-[missing]|
///               ^
/// ```
nonisolated public struct VisualFormatError: Error, CustomStringConvertible, Equatable {
  /// What is wrong, in Apple's wording where Apple has one.
  public var message: String
  /// The format string.
  public var format: String
  /// The 0-based offset of the character where the problem was found.
  public var offset: Int

  /// Creates an error at an offset of a format string.
  public init(_ message: String, format: String, offset: Int) {
    self.message = message
    self.format = format
    self.offset = offset
  }

  /// The message, the format and a caret line under the offending column.
  public var description: String {
    "Unable to parse constraint format: \(message)\n\(format)\n\(String(repeating: " ", count: max(0, offset)))^"
  }
}
