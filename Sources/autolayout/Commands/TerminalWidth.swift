import Foundation

/// The width of the terminal standard output writes to, for text pictures.
enum TerminalWidth {
  /// The terminal's columns when standard output is one (the `COLUMNS`
  /// variable first, then the terminal's own size), otherwise nil.
  static var ofStandardOutput: Int? {
    guard isatty(STDOUT_FILENO) != 0 else { return nil }
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
      return columns
    }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Whether standard output is a terminal (binary output is refused there).
  static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}
