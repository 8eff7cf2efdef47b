import Cassowary
import Foundation

/// A linear relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
///
///     firstItem.firstAttribute (==, <=, >=) multiplier × secondItem.secondAttribute + constant
///
/// Make constraints from anchors, activate them, and lay the tree out:
///
/// ```swift
/// let top = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12)
/// top.identifier = "title-top"
/// LayoutConstraint.activate([top, title.leadingAnchor.constraint(equalTo: card.leadingAnchor)])
/// window.layoutIfNeeded()
/// top.constant = 20          // cheap: the solver changes the constant in place
/// top.priority = .defaultHigh // allowed even from required, unlike UIKit
/// ```
///
/// A constraint is inactive when made. Activating it installs it on the
/// nearest common ancestor of its items (see ``isActive``); if the items are
/// not in one view tree, activation fails with a diagnostic that names both,
/// instead of UIKit's exception. When required constraints contradict each
/// other, the engine breaks the newest one, as UIKit does, and records a
/// ``LayoutDiagnostic`` with the conflict.
///
/// Constraints are not thread-safe: use a constraint in the task that owns
/// its views.
///
/// ## Subclasses
///
/// The class is open, as `NSLayoutConstraint` is, so that libraries written
/// for UIKit can subclass it (SnapKit's `LayoutConstraint` does, to carry a
/// label). A subclass that declares no initializer inherits
/// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``,
/// its one public designated initializer.
#if MainActorViews
  @preconcurrency @MainActor
#endif
open class LayoutConstraint: NSObject {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The constraint as an equation with its identifier, priority, state and
  /// source location:
  ///
  ///     <LayoutConstraint 'title-top' title.top == card.top + 12 @750 (active) Screen.swift:42>
  ///
  /// The priority is omitted when required; a constraint the engine broke
  /// shows `(broken)`.
  nonisolated public override var description: String {
    #if MainActorViews
      MainActor.assumeIsolated { describedText }
    #else
      describedText
    #endif
  }

  /// The item whose attribute the constraint sets; nil once that item is gone.
  public var firstItem: LayoutItem? { firstReference.item }
  /// The item on the right-hand side, or nil for a constraint on a constant.
  public var secondItem: LayoutItem? { secondReference?.item }
  // The stored properties in the order the engine reads them: the items,
  // its state, then the relation's parts; where the constraint was made
  // and its name, which only diagnostics read, last. A property's place in
  // the object follows its declaration, and a walk over a 10,000-view
  // screen's constraints misses on every line of one it reads: the fields
  // it reads fit in the first 112 bytes after the header (three lines at
  // most, four before). The one-byte properties follow the engine state,
  // whose flags end it, so that no padding falls between them.

  /// The items, held without keeping them alive (items hold their active constraints).
  let firstReference: ItemReference
  let secondReference: ItemReference?

  /// The bookkeeping of the engine that installs this constraint.
  @exclusivity(unchecked) var engineState = EngineState()

  /// The attribute of ``firstItem``.
  public let firstAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The attribute of ``secondItem``, or ``Attribute/notAnAttribute``.
  public let secondAttribute: Attribute
  /// What made the constraint: the user, or the engine on a view's behalf.
  let kind: Kind

  /// The amount added to the right-hand side.
  ///
  /// Changing it on an active constraint is cheap: the solver shifts the
  /// constant in place at the next layout pass, without removing the constraint.
  @exclusivity(unchecked) public var constant: CGFloat {
    didSet {
      if constant != oldValue {
        engineState.constantDirty = true
        LayoutEngine.noteChange(self)
      }
    }
  }

  /// How much the constraint matters; ``LayoutPriority/required`` by default.
  ///
  /// Unlike UIKit, an active constraint may move between required and
  /// optional; the change takes effect at the next layout pass.
  @exclusivity(unchecked) public var priority: LayoutPriority {
    didSet {
      if priority != oldValue {
        engineState.priorityDirty = true
        LayoutEngine.noteChange(self, priority: true)
      }
    }
  }

  /// A content-size constraint's compression resistance: how much its
  /// view resists shrinking below its intrinsic length (``priority`` is
  /// its hugging). Unused by other kinds.
  ///
  /// Stored beside ``priority``, in the four bytes of padding before
  /// ``multiplier``: the object does not grow.
  @exclusivity(unchecked) var compressionResistance: LayoutPriority = .defaultHigh {
    didSet {
      if compressionResistance != oldValue {
        engineState.priorityDirty = true
        LayoutEngine.noteChange(self, priority: true)
      }
    }
  }

  /// The factor applied to the second attribute.
  public let multiplier: CGFloat

  /// The file (`#fileID`) the constraint was made in.
  ///
  /// For constraints built by a DSL's operators, where the DSL's entry point
  /// (`Constraints { }`, `.activate()`) was called: operators cannot capture
  /// their caller's location, so the DSL stamps it on their behalf.
  @exclusivity(unchecked) public package(set) var file: StaticString
  /// The line the constraint was made on (see ``file``).
  @exclusivity(unchecked) public package(set) var line: UInt
  /// A name for descriptions and diagnostics.
  @exclusivity(unchecked) public var identifier: String?

  /// Whether the constraint takes part in layout.
  ///
  /// Setting it to true installs the constraint on the nearest common ancestor
  /// of its items. If they have none (they are in different trees, or a
  /// guide has no owning view) the constraint stays inactive and a
  /// ``LayoutDiagnostic`` naming both items is recorded in the first item's
  /// ``View/layoutDiagnostics``.
  public var isActive: Bool {
    get { engineState.isActive }
    set {
      if newValue {
        LayoutEngine.activate(self)
      } else {
        LayoutEngine.deactivate(self)
      }
    }
  }

  /// Creates a constraint without checking it (anchors and the engine make valid ones).
  ///
  /// The items are borrowed (`__shared`): an initializer takes its
  /// arguments owned by default, and the anchors' inlined callers in other
  /// modules then retained both items for each constraint and this released
  /// them, though it keeps only their references.
  @usableFromInline init(
    item: __shared LayoutItem?, attribute: Attribute, relation: Relation, toItem: __shared LayoutItem?,
    attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
    priority: LayoutPriority = .required, kind: Kind, identifier: String? = nil,
    file: StaticString, line: UInt
  ) {
    self.firstReference = item?.reference ?? ItemReference()
    self.firstAttribute = attribute
    self.relation = relation
    self.secondReference = toItem?.reference
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.kind = kind
    self.identifier = identifier
    self.file = file
    self.line = line
  }

  /// Creates a constraint from items and attributes, as UIKit's
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// ```swift
  /// let half = LayoutConstraint(
  ///   item: left, attribute: .width, relatedBy: .equal,
  ///   toItem: container, attribute: .width, multiplier: 0.5, constant: 0)
  /// ```
  ///
  /// The items are typed `Any`, as in UIKit: pass views or layout guides.
  /// Where UIKit raises an exception (a position related to a constant, a
  /// multiplier of 0 on a position, a missing attribute, margins or
  /// baselines of a layout guide, an item that is not a view or guide, a
  /// number that is not finite) this initializer does not throw or trap: it
  /// records a ``LayoutDiagnostic/Kind/invalidConstraint(reason:location:)``
  /// naming the reason and this call's `file:line` in the item's tree, and
  /// returns a constraint that never takes part in layout (activating it does
  /// nothing). Use ``LayoutConstraint/checked(item:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``
  /// to get the error thrown instead.
  ///
  /// Attributes of different axes (`left` and `top`) make a constraint that
  /// activates, as in UIKit, but that the engine refuses when it lays the
  /// tree out (UIKit raises then), with a ``LayoutDiagnostic/Kind/notInstalled(_:reason:)``.
  ///
  /// A designated initializer (UIKit's is a class factory method), so that a
  /// subclass in another module that declares no initializer inherits it
  /// and sets up its own stored properties: SnapKit's `LayoutConstraint` is
  /// made this way.
  public init(
    item: Any, attribute: Attribute, relatedBy relation: Relation,
    toItem: Any?, attribute secondAttribute: Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    let first = item as? LayoutItem
    let second = toItem.flatMapped { $0 as? LayoutItem }
    // With no second item UIKit ignores the second attribute (SnapKit
    // passes `.width` there for `width == 50`).
    let secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
    var problem: ConstraintError?
    do {
      try LayoutConstraint.validateUIKitArguments(
        item: item, first, attribute: attribute, toItem: toItem, second, attribute: secondAttribute,
        multiplier: multiplier, constant: constant, file: file, line: line)
    } catch {
      problem = error
    }
    self.firstReference = first?.reference ?? ItemReference()
    self.firstAttribute = attribute
    self.relation = relation
    self.secondReference = second?.reference
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = .required
    self.kind = problem == nil ? .user : .invalid
    self.file = file
    self.line = line
    if case .invalidConstraint(let reason, let location) = problem {
      LayoutEngine.reportInvalid(reason: reason, location: location, near: first ?? second)
    }
  }

  /// Creates an empty constraint, as `NSLayoutConstraint()` (NSObject's
  /// initializer): no items, and activating it does nothing. Code written
  /// for UIKit makes one as a placeholder to replace later.
  public override init() {
    firstReference = ItemReference()
    firstAttribute = .notAnAttribute
    relation = .equal
    secondReference = nil
    secondAttribute = .notAnAttribute
    multiplier = 1
    constant = 0
    priority = .required
    kind = .invalid
    file = #fileID
    line = #line
    super.init()
  }

  /// Creates a checked constraint from items and attributes, throwing where
  /// UIKit raises an exception; the same rules as
  /// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``,
  /// and attributes of different axes are refused too.
  ///
  /// ```swift
  /// let half = try LayoutConstraint.checked(
  ///   item: left, attribute: .width, relatedBy: .equal,
  ///   toItem: container, attribute: .width, multiplier: 0.5, constant: 0)
  /// ```
  ///
  /// - Throws: ``ConstraintError/invalidConstraint(_:location:)`` with the
  ///   reason and the `file:line` of the call.
  public static func checked(
    item: LayoutItem, attribute: Attribute, relatedBy relation: Relation,
    toItem: LayoutItem?, attribute secondAttribute: Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) throws(ConstraintError) -> LayoutConstraint {
    try make(
      item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
      multiplier: multiplier, constant: constant, file: file, line: line)
  }

  /// Activates each constraint, as setting ``isActive`` on each would, but
  /// with the engine's work done once at the next layout pass.
  ///
  /// A long list whose items are in a window is installed part by part as it
  /// is activated, while each part's constraints and views are in the cache;
  /// layouts are the same, and the frames are still set at the next layout
  /// pass.
  ///
  /// ```swift
  /// LayoutConstraint.activate([
  ///   field.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
  ///   field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
  /// ])
  /// ```
  public static func activate(_ constraints: [LayoutConstraint]) {
    LayoutEngine.activate(list: constraints, askingAhead: Prefetch.isWorthIt(forWalkOver: constraints.count))
  }

  /// Deactivates each constraint, as setting ``isActive`` to false on each would.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { LayoutEngine.deactivate(constraint) }
  }
}

// MARK: - Kinds and engine state

extension LayoutConstraint {
  /// Who made a constraint; everything but ``user`` is made by the engine.
  @usableFromInline enum Kind {
    case user
    /// Made by the UIKit-style initializer from arguments UIKit refuses: it
    /// never takes part in layout.
    case invalid
    case autoresizing
    /// A view's intrinsic length on one axis, as UIKit's
    /// `NSContentSizeLayoutConstraint`: `length == intrinsic`, whose excess
    /// weighs the hugging priority (``priority``) and whose shortfall the
    /// compression resistance (``compressionResistance``), one row in the
    /// solver.
    case contentSize
    /// The halves of a content size whose hugging or compression resistance
    /// is required: `length <= intrinsic` and `length >= intrinsic`.
    case contentHugging
    case compressionResistance
    case layoutGuide
    case rootSize
    case fitting
    /// A stack view's arrangement (`UISV-...`).
    case stackView

    /// Whether the constraint holds a view's intrinsic size (whole, or one half).
    var isContentSize: Bool { self == .contentSize || self == .contentHugging || self == .compressionResistance }
  }

  /// What the engine remembers about a constraint.
  struct EngineState {
    /// The view the constraint is installed on (the nearest common ancestor);
    /// that view clears it when it is freed.
    var installedOn: View? {
      get { installedOnReference?.takeUnretainedValue() }
      set { installedOnReference = newValue.mapped { Unmanaged.passUnretained($0) } }
    }
    /// ``installedOn``, stored unmanaged: a load of an `unowned(unsafe)`
    /// reference is retained and released even to compare it (see
    /// `View.superviewReference`).
    var installedOnReference: Unmanaged<View>?
    /// The solver's copy, while it is in a solver.
    var linear: LinearConstraint?
    /// The engine whose solver holds `linear`.
    var solverToken: EngineToken?
    /// The serial of the engine whose queue holds the constraint, 0 for none.
    ///
    /// A number, not the engine's token: storing a reference retained it
    /// and clearing it released it, two atomic operations per constraint
    /// queued. A serial is never reused, so a freed engine's cannot match.
    var queuedIn = 0
    /// The part of the solver constant that comes from the attributes
    /// (baseline offsets). (The sign the solver's form gives the constant
    /// follows from the relation, see `SolverForm`: not stored, the
    /// constraint is 168 bytes, a 176-byte heap block instead of 192.)
    var attributeConstant = 0.0
    /// The constraint's index in `installedOn.installedConstraints`.
    var installedIndex: Int {
      get { Int(storedInstalledIndex) }
      set { storedInstalledIndex = Int32(truncatingIfNeeded: newValue) }
    }
    /// The constraint's index in the first and second item's active lists.
    var firstIndex: Int {
      get { Int(storedFirstIndex) }
      set { storedFirstIndex = Int32(truncatingIfNeeded: newValue) }
    }
    var secondIndex: Int {
      get { Int(storedSecondIndex) }
      set { storedSecondIndex = Int32(truncatingIfNeeded: newValue) }
    }
    // 32 bits each: no list holds two billion constraints, and twelve
    // bytes less keep the state in two cache lines.
    private var storedInstalledIndex: Int32 = -1
    private var storedFirstIndex: Int32 = -1
    private var storedSecondIndex: Int32 = -1
    // The flags last, together (no padding between them).
    var isActive = false
    /// Whether the constraint was broken to resolve a conflict: it is then
    /// held as a very strong preference instead of a requirement.
    var isBroken = false
    var constantDirty = false
    var priorityDirty = false
    var needsReinstall = false
  }

  /// Whether the engine broke this constraint to resolve a conflict; a broken
  /// constraint stays active as a very strong preference.
  package var isBroken: Bool { engineState.isBroken }

  /// The view the constraint is installed on: the nearest common ancestor of its items.
  package var installedView: View? { engineState.installedOn }

  /// Whether the engine made this constraint for a view (autoresizing mask,
  /// content size, layout guide) rather than the user.
  package var isSystemConstraint: Bool { kind != .user }
}

extension LayoutConstraint {
  /// Moves the constraint's call site (``file`` and ``line``) to `file` and
  /// `line` if it was made in a file whose `#fileID` starts with `prefix`
  /// (a module's name and a slash): a DSL's entry point stamps its caller's
  /// location on the constraints its own operators made.
  ///
  /// Here, not in the DSL's module: a store to a stored property from
  /// another module is checked for exclusive access at run time, and the
  /// prefix is compared as bytes, where formatting the file name as a
  /// string allocated one for every constraint.
  package func moveCallSite(to file: StaticString, line: UInt, ifMadeIn prefix: StaticString) {
    let madeThere = self.file.withUTF8Buffer { current in
      prefix.withUTF8Buffer { prefix in current.starts(with: prefix) }
    }
    guard madeThere else { return }
    self.file = file
    self.line = line
  }
}
