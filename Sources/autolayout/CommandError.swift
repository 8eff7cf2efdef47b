/// An error in the user's input (a file, a format): printed as `Error: message`
/// with exit code 1, without the usage text that ArgumentParser adds to
/// `ValidationError` (which stays for mistakes in the command line itself).
struct CommandError: Error, CustomStringConvertible {
  /// What is wrong and where.
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
