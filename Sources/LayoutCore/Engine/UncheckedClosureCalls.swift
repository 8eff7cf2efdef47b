nonisolated extension Unmanaged {
  /// `_withUnsafeGuaranteedRef(_:)`, without the run-time isolation check
  /// for `body` (see `Array.withBuffer(_:)`).
  @inline(__always)
  package func withGuaranteedReference<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
    try _withUnsafeGuaranteedRef(body)
  }
}

nonisolated extension Optional {
  /// `map(_:)`, without the run-time isolation check for `transform` (see `Array.withBuffer(_:)`).
  @inline(__always)
  package func mapped<Mapped>(_ transform: (Wrapped) throws -> Mapped) rethrows -> Mapped? {
    try map(transform)
  }

  /// `flatMap(_:)`, without the run-time isolation check for `transform` (see `Array.withBuffer(_:)`).
  @inline(__always)
  package func flatMapped<Mapped>(_ transform: (Wrapped) throws -> Mapped?) rethrows -> Mapped? {
    try flatMap(transform)
  }
}

nonisolated extension Sequence {
  /// `map(_:)`, without the run-time isolation check for `transform` (see `Array.withBuffer(_:)`).
  @inline(__always)
  package func mapped<Mapped>(_ transform: (Element) throws -> Mapped) rethrows -> [Mapped] {
    try map(transform)
  }
}
