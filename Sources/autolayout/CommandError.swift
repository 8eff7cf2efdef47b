/// An error in the user's input (a file, a format, an option's value),
/// printed as compilers print errors, `file:line:column: error: message`,
/// so editors and CI annotate the place, and ending the command with
/// status 2 (``ExitStatus/invalid``).
struct CommandError: Error, CustomStringConvertible {
  /// Where the problem is: a file (or `<stdin>`), and a line and column when known.
  var location: (file: String, line: Int, column: Int)?
  /// What is wrong, for a person to act on.
  var message: String
  /// Lines printed after the error (a format with a caret under the column).
  var details: String?

  /// An error with no place in a file (a command-line value, an output file).
  init(_ message: String) {
    self.message = message
  }

  /// An error at a line and column of a file.
  init(_ message: String, file: String, line: Int, column: Int, details: String? = nil) {
    location = (file, line, column)
    self.message = message
    self.details = details
  }

  /// `file:line:column: error: message` (or `autolayout: error: message`), then the details.
  var description: String {
    let place = location.map { "\($0.file):\($0.line):\($0.column)" } ?? "autolayout"
    return "\(place): error: \(message)" + (details.map { "\n\($0)" } ?? "")
  }
}
