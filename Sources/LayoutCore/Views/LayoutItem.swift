import Cassowary
import Foundation

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Every item has a layout rectangle in the coordinate space of its parent
/// (a view's superview, a guide's owning view) and vends the anchors that
/// constraints are made from. You do not subclass `LayoutItem` directly.
///
/// ```swift
/// let content = LayoutGuide()
/// card.addLayoutGuide(content)
/// content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16).isActive = true
/// ```
#if MainActorViews
  @preconcurrency @MainActor
#endif
open class LayoutItem: Responder {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The four solver unknowns, made the first time a constraint uses the item.
  @exclusivity(unchecked) var variables: ItemVariables?

  /// The active constraints that name this item, in no particular order,
  /// unretained: the view each is installed on holds it while it is active
  /// (`View.installedConstraints`), and deactivating it takes it out of
  /// this list too.
  ///
  /// Why not strong: a retain is an atomic operation, and with the
  /// releases that follow, the two item lists cost four per constraint.
  /// Unretained, every screen in `screens-bench` built 2–4% faster at
  /// 1,000 views and 1–4% at 10,000. Constraints hold their items weakly
  /// in turn, so dropping a view tree frees its constraints without cycles.
  @exclusivity(unchecked) var activeConstraintList: [Unmanaged<LayoutConstraint>] = []

  /// The active constraints that name this item, retained, for callers
  /// that change them while they walk the list.
  var activeConstraints: [LayoutConstraint] { activeConstraintList.mapped { $0.takeUnretainedValue() } }

  /// The handle constraints hold instead of the item, made on first use.
  @exclusivity(unchecked) private var storedReference: ItemReference?

  /// What LayoutMaker keeps for the item (its maker constraints and
  /// diagnostics), where SnapKit uses an associated object.
  ///
  /// A slot here instead of a table keyed by the item: the table needed a
  /// lock, a weak reference to each item (a side table that slowed every
  /// retain and release of it) and a sweep for freed items, a sixth of a
  /// maker-written list's build.
  @exclusivity(unchecked) package var makerRecord: AnyObject?

  /// Values attached by code written for UIKit (see `associatedValue(for:)`):
  /// kept in a view's extras and in a guide itself, so that no item pays
  /// for them until one is attached.
  var associatedValues: [UnsafeRawPointer: Any]? {
    get { nil }
    set {}
  }

  /// The one designated initializer, for `View` and `LayoutGuide` only.
  ///
  /// Labelled so that `init()` stays free for `View`'s convenience
  /// initializer, as in UIKit. It must be public (behind an SPI, so it is not
  /// offered to users): a class with a designated initializer that other
  /// modules cannot see does not pass its convenience initializers on to
  /// their subclasses, and `Card()` for a user's `Card: View` would not compile.
  @_spi(LayoutItemInit) public init(layoutItem: Void) { super.init() }

  /// Tells constraints that outlive the item that it is gone: they see nil, as with a weak reference.
  ///
  /// Called by the deinitializers of ``View`` and ``LayoutGuide``: with views
  /// on the main actor a deinitializer is isolated, and each isolated one
  /// asks the runtime for the current executor, so an item has one, not two.
  final func clearReference() {
    storedReference?.item = nil
  }

  /// The handle constraints hold instead of the item.
  ///
  /// Weak references would give every item a side table and slow down every
  /// retain and release of it; a handle cleared at deinit gives the same
  /// answers (nil once the item is gone) without that cost.
  package var reference: ItemReference {
    if let storedReference { return storedReference }
    let reference = ItemReference(self)
    storedReference = reference
    return reference
  }

  /// The view whose coordinate space the item's rectangle is measured in:
  /// the superview of a view, the owning view of a guide.
  final var parentView: View? { unmanagedParent?.takeUnretainedValue() }

  /// ``parentView``, unretained, for the engine's hot paths to borrow (see
  /// ``unmanagedHost``).
  var unmanagedParent: Unmanaged<View>? { nil }

  /// The name used in constraint descriptions and diagnostics.
  var displayName: String { "item" }

  /// The semantic content attribute that decides this item's direction (a
  /// guide follows its owning view).
  var semanticContent: SemanticContentAttribute { .unspecified }

  /// The view that hosts this item's constraints: a view itself, a guide's owner.
  final var hostView: View? { unmanagedHost?.takeUnretainedValue() }

  /// ``hostView``, unretained: what subclasses override, and what the
  /// engine's hot paths borrow (a returned class reference is retained, an
  /// unmanaged one is not).
  var unmanagedHost: Unmanaged<View>? { nil }

  /// Whether a constraint naming this item is installed with its host's
  /// chunk of a large screen rather than with the newest view it names
  /// (see ``LayoutGuide/isInstalledWithOwner``).
  var installsWithHost: Bool { false }
}

/// A reference to an item that becomes nil when the item is freed.
nonisolated package final class ItemReference {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  /// The item, unretained, or nil once it is freed.
  ///
  /// Unmanaged so that the engine can borrow the item
  /// (``borrowed``, a `Borrowed`) instead of retaining and releasing it
  /// around every use: a load of an `unowned(unsafe)` or strong reference is
  /// retained whenever a call follows that might release it.
  @exclusivity(unchecked) package var unmanaged: Unmanaged<LayoutItem>?

  /// The item, or nil once it is freed.
  package var item: LayoutItem? {
    get { unmanaged?.takeUnretainedValue() }
    set { unmanaged = newValue.mapped { Unmanaged.passUnretained($0) } }
  }

  init(_ item: LayoutItem) { unmanaged = Unmanaged.passUnretained(item) }

  /// A reference to no item, for a constraint made from something that is
  /// not a view or guide (it never takes part in layout).
  init() { unmanaged = nil }
}

/// The solver unknowns of one item: its rectangle in its parent's coordinates.
///
/// Positions are relative to the parent rather than the window so that moving
/// a container changes one unknown, not one per descendant, and so that a
/// constraint between siblings (the usual case) names only their own unknowns.
/// (A class, so that reading an item's unknowns costs one retain, not four.)
final class ItemVariables {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
  /// The engine the item is registered with (its variables then name the
  /// item as their owner), or nil.
  var registeredIn: EngineToken? {
    get { registeredInReference?.takeUnretainedValue() }
    set { registeredInReference = newValue.mapped { Unmanaged.passUnretained($0) } }
  }
  /// ``registeredIn``, stored unmanaged (see `View.superviewReference`).
  @exclusivity(unchecked) var registeredInReference: Unmanaged<EngineToken>?

  /// The variables' values as the engine last solved them, written beside
  /// them when the solver changes one (see `LayoutEngine.readSolvedValues()`)
  /// and read when frames are applied.
  ///
  /// Here, in the one object, because frames are applied long after the
  /// values are read (each chunk of a large screen is read as it is
  /// installed): reading the four variables then was four objects more per
  /// view out of the cache. Not in the item itself: 32 bytes more on every
  /// view moved the allocator's placement enough to make the 10,000-view
  /// stack list 15% slower when built between 1,000-view ones.
  @exclusivity(unchecked) var solvedRect = CGRect.zero

  /// The tags the variables carry with their owner (see `Variable.setOwner(_:tag:)`).
  static let minXTag = 0
  static let minYTag = 1
  static let widthTag = 2
  static let heightTag = 3

  /// The variables' current values as a rectangle.
  var values: CGRect {
    CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
  }

  init(name: String?) {
    if let name {
      minX = Variable(name + ".minX")
      minY = Variable(name + ".minY")
      width = Variable(name + ".width")
      height = Variable(name + ".height")
    } else {
      minX = Variable()
      minY = Variable()
      width = Variable()
      height = Variable()
    }
  }
}

// MARK: - Anchors

extension LayoutItem {
  /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
  @inlinable public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
  @inlinable public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge, whatever the layout direction.
  @inlinable public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
  /// The right edge, whatever the layout direction.
  @inlinable public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
  /// The horizontal center.
  @inlinable public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
  /// The top edge.
  @inlinable public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  @inlinable public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
  /// The vertical center.
  @inlinable public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
  /// The width.
  @inlinable public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
  /// The height.
  @inlinable public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}

// MARK: - Package hooks

extension LayoutItem {
  /// The active constraints that name this item (as first or second item),
  /// system constraints included: the set that affects its layout directly.
  package var affectingConstraints: [LayoutConstraint] { activeConstraints }

  /// The name this item has in constraint descriptions and diagnostics.
  package var layoutDebugName: String { displayName }
}
