/// Why a ``FreeTypeTextMeasurer`` could not be made.
public struct FreeTypeError: Error, CustomStringConvertible, Sendable {
  /// What went wrong and what to do about it.
  public var description: String
}
