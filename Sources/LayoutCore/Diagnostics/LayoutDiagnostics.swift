/// The diagnostics of one view tree's layout engine, with an optional handler.
///
/// Each tree root (a ``Window``, or a view not in a window) has one. When a
/// tree is added to another, its records move to the new root's.
///
/// ```swift
/// window.layoutDiagnostics.handler = { diagnostic in
///   log.warning("\(diagnostic)")
/// }
/// window.layoutIfNeeded()
/// #expect(window.layoutDiagnostics.records.isEmpty)
/// ```
#if MainActorViews
  @preconcurrency @MainActor
#endif
public final class LayoutDiagnostics {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// Every diagnostic recorded so far, oldest first.
  public private(set) var records: [LayoutDiagnostic] = []

  /// Called with each new diagnostic as it is recorded. Nothing is printed
  /// unless the handler prints.
  public var handler: ((LayoutDiagnostic) -> Void)?

  init() {}

  /// Forgets the recorded diagnostics.
  public func removeAll() { records.removeAll() }

  /// The constraints the engine has broken and that are still active.
  public var brokenConstraints: [LayoutConstraint] {
    var seen = Set<ObjectIdentifier>()
    var result: [LayoutConstraint] = []
    for record in records {
      if case .unsatisfiable(let broken, _) = record.kind, broken.isBroken,
        seen.insert(ObjectIdentifier(broken)).inserted
      {
        result.append(broken)
      }
    }
    return result
  }

  /// Records a diagnostic and tells the handler.
  func record(_ diagnostic: LayoutDiagnostic) {
    records.append(diagnostic)
    handler?(diagnostic)
  }

  /// Takes over another tree's records when that tree joins this one.
  func absorb(_ other: LayoutDiagnostics) {
    for record in other.records { self.record(record) }
    other.records.removeAll()
  }
}
