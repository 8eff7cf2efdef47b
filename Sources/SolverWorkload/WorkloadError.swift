/// A problem in a workload file, with the JSON path where it is.
public struct WorkloadError: Error, CustomStringConvertible {
  /// The JSON path of the offending value, such as `$.constraints[3].terms[0]`.
  public var path: String
  /// What is wrong there.
  public var message: String

  /// Creates an error at a path.
  public init(_ path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}
