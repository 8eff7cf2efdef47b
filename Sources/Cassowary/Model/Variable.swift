import Synchronization

/// A named unknown that a ``Solver`` computes a value for.
///
/// Variables have identity: two variables with the same name are still different
/// unknowns. A variable can take part in any number of constraints and solvers;
/// ``value`` holds the value the last ``Solver/updateVariables()`` wrote.
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(width == 100)
/// solver.updateVariables()
/// print(width.value) // 100.0
/// ```
///
/// `Variable` is `Sendable`: its value is stored atomically, so reading it from
/// another task is safe (you see the last value written).
public final class Variable: Sendable, CustomStringConvertible {
  /// The name shown in descriptions, errors and ``Solver/dump()``.
  public let name: String

  // The bit pattern of the current value. Relaxed ordering is enough: the value
  // is a snapshot, and a solver is only ever driven from one context at a time.
  private let bits: Atomic<UInt64>

  // The symbol of the first solver that holds this variable, tagged with that
  // solver, or 0: it finds the symbol without hashing (see
  // Tableau+Variables.swift; a solver checks it by identity before use).
  let symbolHint = Atomic<Int>(0)

  /// The object a client of the package attached to this variable, not
  /// retained (see ``setOwner(_:tag:)``), or nil.
  ///
  /// Unmanaged so that a caller borrows it: a returned class reference is
  /// retained and released around its use, and at 10,000 views that retain
  /// was the first write to an owner out of the cache.
  package var unmanagedOwner: Unmanaged<AnyObject>? {
    let address = storedOwnerBits & ~Variable.tagMask
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
    return Unmanaged.fromOpaque(pointer)
  }

  /// A small number the client stored with the owner (0 to 7): which of its
  /// variables this one is, read without touching the owner.
  package var ownerTag: Int { Int(storedOwnerBits & Variable.tagMask) }

  /// Attaches an owner, unretained, and a tag from 0 to 7; nil detaches it.
  ///
  /// LayoutCore attaches the layout item whose edge or size the variable is,
  /// while the item is registered with a layout engine, so that a changed
  /// value leads to its item without a table lookup.
  package func setOwner(_ owner: AnyObject?, tag: Int) {
    precondition(tag >= 0 && UInt(tag) <= Variable.tagMask, "an owner tag is 0...7")
    guard let owner else {
      storedOwnerBits = 0
      return
    }
    storedOwnerBits = UInt(bitPattern: Unmanaged.passUnretained(owner).toOpaque()) | UInt(tag)
  }

  // The owner's address with the tag in its low bits (objects are aligned
  // to at least 16 bytes), or 0. Behind accessors: another module's access
  // to a stored property is checked for exclusivity at run time whatever the
  // property says, and the layout engine reads this once per changed value.
  // Not `unowned(unsafe)`: every load of that is retained and released; and
  // one word, not an owner and a tag, keeps the object at 56 bytes.
  @exclusivity(unchecked) private nonisolated(unsafe) var storedOwnerBits: UInt = 0
  private static let tagMask: UInt = 7

  /// Creates a variable with a name for debugging and an initial value.
  /// - Parameters:
  ///   - name: A name for messages; it need not be unique.
  ///   - value: The value before any solver writes one.
  public init(_ name: String = "", value: Double = 0) {
    self.name = name
    self.bits = Atomic(value.bitPattern)
  }

  /// The value written by the last ``Solver/updateVariables()`` that solved for it.
  public var value: Double {
    get { Double(bitPattern: bits.load(ordering: .relaxed)) }
    set { bits.store(newValue.bitPattern, ordering: .relaxed) }
  }

  /// The name, or an identity-based placeholder when the name is empty.
  public var description: String {
    name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
  }
}
