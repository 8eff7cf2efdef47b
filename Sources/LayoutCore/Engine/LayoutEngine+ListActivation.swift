// MARK: - Activating a list

extension LayoutEngine {
  /// Activates each constraint of a list, in order, as
  /// `LayoutConstraint.activate(_:)` does; with `hints`, the constraints
  /// ahead, their items and the items' lists are asked for while one is
  /// activated (see `Prefetch`), for a list whose items were made long before.
  ///
  /// This is the one place that decides when activated constraints reach
  /// the solver before the layout pass: a long list's parts are installed
  /// as they are activated (``installActivated(upTo:listCount:upcoming:startsList:finishing:)``);
  /// everything else waits in the queue for the pass.
  static func activate(list constraints: [LayoutConstraint], askingAhead hints: Bool) {
    // Borrowed from the array, which the caller holds: a loop element is
    // otherwise retained and released around each call.
    constraints.withBuffer { list in
      // Why part by part: a screen that makes all its views and constraints
      // first and activates them at the end otherwise walks them three
      // times, to activate, to install and to lay out, and at 10,000 views
      // each walk misses the cache on every constraint and view. Installed
      // every chunk's worth as activated, the install finds them in the
      // cache (see ``installActivated(upTo:listCount:upcoming:startsList:finishing:)``).
      // The engine is asked every `Prefetch.activationStep` constraints
      // whether a chunk's worth is queued; a list too short for two steps
      // is never asked.
      let step = Prefetch.activationStep
      let mayInstall = list.count >= 2 * step
      var installedAPart = false
      for index in list.indices {
        if hints {
          Prefetch.ahead(of: index, count: list.count) { Unmanaged.passUnretained(list[$0]) }
          Prefetch.activeLists(ahead: index, count: list.count) { Unmanaged.passUnretained(list[$0]) }
        }
        Borrowed(list[index]).read { activate($0) }
        if mayInstall && (index + 1) % step == 0 {
          Borrowed(list[index]).read {
            if installActivated(
              upTo: $0, listCount: list.count, upcoming: list.count - index - 1, startsList: index + 1 == step)
            {
              installedAPart = true
            }
          }
        }
      }
      if installedAPart, let last = list.last {
        installActivated(
          upTo: last, listCount: list.count, upcoming: 0, startsList: false, finishing: true)
      }
    }
  }
}
