// MARK: - Standard-library calls with closures, without a run-time isolation check

// Swift 6 checks at run time that a closure formed on the main actor and
// handed to a module built in the Swift 5 mode (the standard library) runs
// on the main actor: a call that asks the runtime for the current executor,
// once per call of the closure. The engine's walks over views and
// constraints made tens of thousands of such calls a screen (a 10,000-view
// stack list built 30% slower for them). Handed to these nonisolated
// functions of this module instead, the closures keep their isolation and
// the check is not made; the functions pass them on unchanged.

nonisolated extension Array {
  /// `withUnsafeBufferPointer(_:)`, without the run-time isolation check for `body`.
  @inline(__always)
  package func withBuffer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
    try withUnsafeBufferPointer(body)
  }

  /// `withUnsafeMutableBufferPointer(_:)`, without the run-time isolation check for `body`.
  @inline(__always)
  package mutating func withMutableBuffer<Result>(
    _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> Result
  ) rethrows -> Result {
    try withUnsafeMutableBufferPointer(body)
  }
}
