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
  /// retained: LayoutCore puts here the layout item whose edge or size the
  /// variable is, while the item is registered with a layout engine, so that
  /// a changed value leads to its item without a table lookup.
  package var owner: AnyObject? {
    get { storedOwner?.takeUnretainedValue() }
    set { storedOwner = newValue.map { Unmanaged.passUnretained($0) } }
  }

  // Behind an accessor: another module's access to a stored property is
  // checked for exclusivity at run time whatever the property says, and the
  // layout engine reads this once per changed value. Unmanaged, not
  // `unowned(unsafe)`: every load of the latter is retained and released.
  @exclusivity(unchecked) private nonisolated(unsafe) var storedOwner: Unmanaged<AnyObject>?

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
