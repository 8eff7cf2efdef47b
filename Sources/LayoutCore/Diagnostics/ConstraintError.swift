/// Why a request to the layout engine was refused.
///
/// Thrown where UIKit raises an exception, so that a bad constraint becomes
/// an error you can report instead of a crash. Each case says what is wrong
/// and where the offending code is.
nonisolated public enum ConstraintError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A constraint UIKit would reject, with the reason and the `file:line`
  /// of the code that made it.
  case invalidConstraint(String, location: String)

  /// The reason followed by the location.
  public var description: String {
    switch self {
    case .invalidConstraint(let reason, let location):
      "invalid constraint at \(location): \(reason)"
    }
  }
}
