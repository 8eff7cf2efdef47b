// MARK: - Reading an object without retaining it

/// A reference to an object that something else keeps alive, read without
/// retaining it.
///
/// The engine's walks touch every view, guide, constraint and unknown of a
/// screen, and a retain and a release around each use are two atomic
/// operations that write to the object: at 10,000 views, a write to every
/// object of a screen out of the cache, and about a third of a build's time
/// when they were measured. Code that only reads an object for the length of
/// a call borrows it through this type instead of `Unmanaged` and
/// `_withUnsafeGuaranteedRef`, so that the unsafety has one name and one
/// rule:
///
/// - **The rule.** Whoever makes a `Borrowed` names who holds the object
///   for as long as the borrow is read (the caller's array, the item that
///   holds its unknowns, the tree that holds its views). A borrow is never
///   stored past that owner's hold.
///
/// Under the `AUTOLAYOUT_CHECKED` compilation condition (see
/// Docs/Architecture.md, "The checked build") a borrow holds a strong
/// reference, so a broken rule keeps the object alive instead of reading
/// freed memory, and every read asserts that the object is the one that
/// was borrowed.
nonisolated struct Borrowed<Object: AnyObject> {
  #if AUTOLAYOUT_CHECKED
    /// The object, held: a checked build trades the speed for safety.
    let held: Object
  #endif
  /// The object, unretained.
  let reference: Unmanaged<Object>

  /// Borrows `object`, which the caller's owner keeps alive (see the type's rule).
  @inline(__always)
  init(_ object: Object) {
    reference = Unmanaged.passUnretained(object)
    #if AUTOLAYOUT_CHECKED
      held = object
    #endif
  }

  /// Borrows the object an `Unmanaged` reference names.
  @inline(__always)
  init(_ reference: Unmanaged<Object>) {
    self.reference = reference
    #if AUTOLAYOUT_CHECKED
      held = reference.takeUnretainedValue()
    #endif
  }

  /// Calls `body` with the object, neither retained nor released around the call.
  @inline(__always)
  func read<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    #if AUTOLAYOUT_CHECKED
      precondition(reference.toOpaque() == Unmanaged.passUnretained(held).toOpaque(), "a borrow changed its object")
      return try body(held)
    #else
      return try reference._withUnsafeGuaranteedRef(body)
    #endif
  }

  /// The object, retained: for a caller that keeps it.
  @inline(__always)
  var object: Object { reference.takeUnretainedValue() }

  /// The object's address, for identity comparisons and cache hints.
  @inline(__always)
  var address: UnsafeMutableRawPointer { reference.toOpaque() }

  /// Whether two borrows name the same object.
  @inline(__always)
  static func === (lhs: Self, rhs: Self) -> Bool { lhs.address == rhs.address }
}
