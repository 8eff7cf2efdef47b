import LayoutCore

/// Where maker diagnostics go: the item's record and the global handler.
enum ConstraintDiagnostics {
  static func report(_ diagnostic: ConstraintDiagnostic, for item: LayoutItem) {
    ConstraintRegistry.record(for: item).diagnostics.append(diagnostic)
    ConstraintDiagnostic.handler?(diagnostic)
  }
}
