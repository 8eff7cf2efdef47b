/// A command line the runner cannot read; the message says what is wrong.
struct SoakUsageError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
