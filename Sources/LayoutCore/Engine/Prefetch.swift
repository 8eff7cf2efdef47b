import CPrefetch

/// Cache hints for walks over objects made long before.
///
/// A screen's constraints are usually all made first and activated at once,
/// and installed at the next layout pass: at 10,000 views every walk over
/// them reads objects that left the cache since they were made, one
/// dependent miss after another (a constraint, its item's handle, the
/// item). Asking for the objects a few places ahead lets those misses
/// overlap with the work on the current one.
enum Prefetch {
  /// How far ahead a walk asks for the constraints it will read.
  static let distance = 8

  /// Whether a walk over `count` constraints is worth the hints: only one
  /// too long for its objects to have stayed in the cache (a constraint
  /// and what it names take some 500 bytes; the caches of the machines
  /// measured hold 8–32 MB). On shorter walks the hints only cost their
  /// instructions (1–3% of a 1,000-view screen's build, measured).
  @inline(__always)
  static func isWorthIt(forWalkOver count: Int) -> Bool { count >= 16_384 }

  /// Asks for the cache lines of a constraint (its fields span three).
  @inline(__always)
  static func constraint(_ constraint: Unmanaged<LayoutConstraint>) {
    let address = UnsafeRawPointer(constraint.toOpaque())
    autolayout_prefetch(address)
    autolayout_prefetch(address + 64)
    autolayout_prefetch(address + 128)
  }

  /// Asks for the handles of a constraint's items, whose lines a walk
  /// asked for earlier (see ``constraint(_:)``).
  @inline(__always)
  static func references(of constraint: Unmanaged<LayoutConstraint>) {
    constraint._withUnsafeGuaranteedRef { constraint in
      autolayout_prefetch(UnsafeRawPointer(Unmanaged.passUnretained(constraint.firstReference).toOpaque()))
      if let second = constraint.secondReference {
        autolayout_prefetch(UnsafeRawPointer(Unmanaged.passUnretained(second).toOpaque()))
      }
    }
  }
}
