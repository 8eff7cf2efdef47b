import LayoutCore

// MARK: - updateConstraints

extension Constraint {
  /// Folds this new constraint into the item's live ones, as
  /// `updateConstraints` does: each layout constraint that matches a live
  /// one updates it, the rest are activated as new.
  func merge(into record: ConstraintRegistry.Record) {
    var unmatched: [LayoutConstraint] = []
    var merged: [LayoutConstraint] = []
    for new in layoutConstraints {
      guard let (owner, index) = Self.match(for: new, in: record.constraints) else {
        unmatched.append(new)
        merged.append(new)
        ConstraintDiagnostics.report(
          ConstraintDiagnostic(
            kind: .updateMatchedNothing,
            message: "updateConstraints found no constraint to update for \(new); "
              + "it was added instead",
            file: "\(new.file)", line: new.line),
          for: record.item)
        continue
      }
      owner.replace(at: index, multiplier: new.multiplier, file: new.file, line: new.line)
      let live = owner.layoutConstraints[index]
      live.constant = new.constant
      live.priority = new.priority
      if let identifier = new.identifier { live.identifier = identifier }
      merged.append(live)
    }
    // The handle follows what it stands for now: the live constraints it
    // updated and the ones it added.
    layoutConstraints = merged
    if !unmatched.isEmpty {
      LayoutConstraint.activate(unmatched)
      record.constraints.append(self)
    }
  }

  /// The live constraint `new` updates: the same attribute, relation and
  /// target, preferring one with the same multiplier and priority (SnapKit's
  /// match) over one that differs only in those.
  static func match(
    for new: LayoutConstraint, in live: [Constraint]
  ) -> (Constraint, Int)? {
    var loose: (Constraint, Int)?
    for owner in live {
      for (index, old) in owner.layoutConstraints.enumerated() where old.isActive {
        guard old.firstAttribute == new.firstAttribute, old.relation == new.relation,
          old.secondItem === new.secondItem, old.secondAttribute == new.secondAttribute
        else { continue }
        if old.multiplier == new.multiplier && old.priority == new.priority {
          return (owner, index)
        }
        if loose == nil { loose = (owner, index) }
      }
    }
    return loose
  }
}
