import Synchronization

/// A mistake the maker met and recovered from where SnapKit stops the app.
///
/// LayoutCore's `LayoutDiagnostics` has a closed set of engine problems
/// and no way for other modules to add to it, so the maker keeps its own:
/// each item lists the diagnostics of the constraints made from it in
/// ``ConstraintDSL/diagnostics``, and ``handler`` sees every one.
///
/// ```swift
/// label.snp.makeConstraints { make in
///   make.top.equalToSuperview()   // label has no superview yet
/// }
/// label.snp.diagnostics.first?.kind   // .missingSuperview
/// ```
nonisolated public struct ConstraintDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, and what the maker did about it.
  public enum Kind: Sendable, Hashable {
    /// A superview was needed (`equalToSuperview()`, or a number, size,
    /// point or insets for a position) but the item has none. No
    /// constraint is made for the attribute.
    case missingSuperview
    /// A maker attribute has no partner among the target's attributes
    /// (`make.edges.equalTo(other.snp.size)`). No constraint is made for it.
    case unrelatedAttributes
    /// `updateConstraints` found no active constraint to update. The new
    /// constraint is added and activated instead.
    case updateMatchedNothing
    /// LayoutCore refused the constraint (different axes, a guide's
    /// margin, a multiplier that is not finite...). No constraint is made.
    case invalidConstraint
  }

  /// What went wrong.
  public let kind: Kind
  /// The explanation, naming the items and attributes.
  public let message: String
  /// The file (`#fileID`) of the relation call (`equalTo`...).
  public let file: String
  /// The line of the relation call.
  public let line: UInt

  /// `file:line: message`.
  public var description: String { "\(file):\(line): \(message)" }

  /// Called with every maker diagnostic, on the task that made the
  /// constraint; nil (the default) records without printing.
  ///
  /// ```swift
  /// ConstraintDiagnostic.handler = { print("LayoutMaker:", $0) }
  /// ```
  public static var handler: (@Sendable (ConstraintDiagnostic) -> Void)? {
    get { sharedHandler.withLock { $0 } }
    set { sharedHandler.withLock { $0 = newValue } }
  }

  /// The handler is global so that one line in an app's setup sees every
  /// tree; a lock makes that safe with trees laid out in parallel tasks.
  private static let sharedHandler = Mutex<(@Sendable (ConstraintDiagnostic) -> Void)?>(nil)
}
