import LayoutCore

/// The property wrapper behind `@Subview`: a subview created, added to its
/// parent, laid out with options and configured when its owner resolves it.
///
/// Write it as `@Subview` inside a class that adopts ``AddsSubviews`` (a
/// ``Superview`` subclass, for one), which fixes `Owner` to that class:
///
/// ```swift
/// final class BestFlagView: Superview {
///   let republicName: String
///
///   @Subview([.pinTop, .pinHorizontally, .relativeHeight(0.8)])
///   var whiteBackground = View()
///
///   @Subview(of: \.whiteBackground, [.alignCenterX, .pinBottom(inset: 4)])
///   var logo = { (self) in Label(text: self.republicName) }
///
///   init(republicName: String) {
///     self.republicName = republicName
///     super.init()
///   }
/// }
/// ```
///
/// - The initial value is not evaluated until the property is resolved. It
///   may be a view, or a closure from the owner to a view (`{ (self) in … }`
///   or `{ $0 … }`), which can read the owner's other properties.
/// - The parent is the owner (a controller's root view), or the view at
///   `of:`, which is resolved first if it is a wrapped property too.
/// - Resolving names the view after the property (unless its
///   `View.debugName` is set), turns off its
///   `translatesAutoresizingMaskIntoConstraints`, adds it to the parent,
///   activates the options' constraints, then runs the configuration
///   closure (`{ $0 … }` or `{ (view, self) in … }`).
/// - Assigning a new view to the property replaces the subview, as in
///   Subviews: the old one leaves its superview (and its constraints with
///   it), and the new one is added in its place in the subview order, with
///   the same options and configuration.
@propertyWrapper
#if MainActorViews
  @preconcurrency@MainActor
#endif
public final class EnclosedSubview<Owner: AddsSubviews, Wrapped: View> {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  let resolution: PropertyResolution<Owner, Wrapped>

  private init(
    make: @escaping (Owner) -> Wrapped, parent: ((Owner) -> View)?, options: ViewLayoutOption,
    configure: @escaping (Wrapped, Owner) -> Void
  ) {
    resolution = PropertyResolution(make: make) { view, owner, name in
      let superview = parent?(owner) ?? owner.subviewsContainer
      if view.debugName == nil { view.debugName = name }
      superview.addSubview(view, options) { configure($0, owner) }
    }
  }

  // MARK: - Added to the owner

  /// A subview of the owner, configured without the owner.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped) -> Void = { _ in }
  ) {
    self.init(
      make: { _ in wrappedValue() }, parent: nil, options: options,
      configure: { view, _ in configure(view) })
  }

  /// A subview of the owner, configured with the owner: `{ (label, self) in … }`.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(make: { _ in wrappedValue() }, parent: nil, options: options, configure: configure)
  }

  /// A subview of the owner created from the owner: `var icon = { (self) in … }`.
  public convenience init(
    wrappedValue: @escaping (Owner) -> Wrapped, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped) -> Void = { _ in }
  ) {
    self.init(
      make: wrappedValue, parent: nil, options: options, configure: { view, _ in configure(view) })
  }

  /// A subview of the owner created from the owner and configured with it.
  public convenience init(
    wrappedValue: @escaping (Owner) -> Wrapped, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(make: wrappedValue, parent: nil, options: options, configure: configure)
  }

  // MARK: - Added to another view

  /// A subview of the view at `parent`: `@Subview(of: \.background, .marginsPin)`.
  public convenience init<Parent: View>(
    wrappedValue: @autoclosure @escaping () -> Wrapped, of parent: KeyPath<Owner, Parent>,
    _ options: ViewLayoutOption = [], _ configure: @escaping (Wrapped) -> Void = { _ in }
  ) {
    self.init(
      make: { _ in wrappedValue() }, parent: { $0[keyPath: parent] }, options: options,
      configure: { view, _ in configure(view) })
  }

  /// A subview of the view at `parent`, configured with the owner.
  public convenience init<Parent: View>(
    wrappedValue: @autoclosure @escaping () -> Wrapped, of parent: KeyPath<Owner, Parent>,
    _ options: ViewLayoutOption = [], _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(
      make: { _ in wrappedValue() }, parent: { $0[keyPath: parent] }, options: options,
      configure: configure)
  }

  /// A subview of the view at `parent`, created from the owner.
  public convenience init<Parent: View>(
    wrappedValue: @escaping (Owner) -> Wrapped, of parent: KeyPath<Owner, Parent>,
    _ options: ViewLayoutOption = [], _ configure: @escaping (Wrapped) -> Void = { _ in }
  ) {
    self.init(
      make: wrappedValue, parent: { $0[keyPath: parent] }, options: options,
      configure: { view, _ in configure(view) })
  }

  /// A subview of the view at `parent`, created from the owner and configured with it.
  public convenience init<Parent: View>(
    wrappedValue: @escaping (Owner) -> Wrapped, of parent: KeyPath<Owner, Parent>,
    _ options: ViewLayoutOption = [], _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(
      make: wrappedValue, parent: { $0[keyPath: parent] }, options: options, configure: configure)
  }

  // MARK: - Without options

  // Swift matches an unlabeled closure to the first unlabeled parameter, the
  // options, so a configuration closure alone needs its own initializers.

  /// A subview of the owner with no options, configured without the owner.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped, _ configure: @escaping (Wrapped) -> Void
  ) {
    self.init(wrappedValue: wrappedValue(), [], configure)
  }

  /// A subview of the owner with no options, configured with the owner.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped,
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(wrappedValue: wrappedValue(), [], configure)
  }

  /// A subview of the owner created from the owner, with no options, configured without it.
  public convenience init(
    wrappedValue: @escaping (Owner) -> Wrapped, _ configure: @escaping (Wrapped) -> Void
  ) {
    self.init(wrappedValue: wrappedValue, [], configure)
  }

  /// A subview of the owner created from the owner, with no options, configured with it.
  public convenience init(
    wrappedValue: @escaping (Owner) -> Wrapped, _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(wrappedValue: wrappedValue, [], configure)
  }

  /// A subview of the view at `parent` with no options, configured without the owner.
  public convenience init<Parent: View>(
    wrappedValue: @autoclosure @escaping () -> Wrapped, of parent: KeyPath<Owner, Parent>,
    _ configure: @escaping (Wrapped) -> Void
  ) {
    self.init(wrappedValue: wrappedValue(), of: parent, [], configure)
  }

  /// A subview of the view at `parent` with no options, configured with the owner.
  public convenience init<Parent: View>(
    wrappedValue: @autoclosure @escaping () -> Wrapped, of parent: KeyPath<Owner, Parent>,
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(wrappedValue: wrappedValue(), of: parent, [], configure)
  }

  /// A subview of the view at `parent`, created from the owner, with no options.
  public convenience init<Parent: View>(
    wrappedValue: @escaping (Owner) -> Wrapped, of parent: KeyPath<Owner, Parent>,
    _ configure: @escaping (Wrapped) -> Void
  ) {
    self.init(wrappedValue: wrappedValue, of: parent, [], configure)
  }

  /// A subview of the view at `parent`, created from and configured with the owner, with no options.
  public convenience init<Parent: View>(
    wrappedValue: @escaping (Owner) -> Wrapped, of parent: KeyPath<Owner, Parent>,
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(wrappedValue: wrappedValue, of: parent, [], configure)
  }

  // MARK: - Access

  /// Unavailable: the property is read and set through its owner.
  @available(
    *, unavailable, message: "@Subview is only available in classes that adopt AddsSubviews"
  )
  public var wrappedValue: Wrapped {
    get { fatalError("unavailable") }
    set { fatalError("unavailable") }
  }

  /// The property, for `Subviews { $label }`.
  public var projectedValue: EnclosedProperty { EnclosedProperty(self) }

  /// The subview, resolved (with every other property of the owner) on
  /// first read; setting it replaces the subview.
  public static subscript(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Wrapped>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, EnclosedSubview>
  ) -> Wrapped {
    get { owner[keyPath: storageKeyPath].resolution.value(in: owner) }
    set {
      let wrapper = owner[keyPath: storageKeyPath]
      wrapper.replace(with: newValue, in: owner)
    }
  }

  /// Takes the old subview out and attaches `newValue` at its place in the
  /// subview order.
  private func replace(with newValue: Wrapped, in owner: Owner) {
    var slot: (superview: View, index: Int)?
    resolution.replace(with: newValue, in: owner) { old in
      if let superview = old.superview, let index = superview.subviews.firstIndex(where: { $0 === old }) {
        slot = (superview, index)
      }
      old.removeFromSuperview()
    }
    // Attached at the end; move it to where the old one was.
    if let slot, newValue.superview === slot.superview {
      slot.superview.insertSubview(newValue, at: min(slot.index, slot.superview.subviews.count - 1))
    }
  }
}

extension EnclosedSubview: EnclosedPropertyResolving {
  var propertyName: String? {
    get { resolution.propertyName }
    set { resolution.propertyName = newValue }
  }

  var isQueued: Bool {
    get { resolution.isQueued }
    set { resolution.isQueued = newValue }
  }

  func resolve(in owner: AnyObject) { resolution.resolve(inAny: owner) }
}
