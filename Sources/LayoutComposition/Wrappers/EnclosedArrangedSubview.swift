import LayoutCore

/// The property wrapper behind `@ArrangedSubview`: a view added to a stack
/// view property with `addArrangedSubview(_:)` when its owner resolves it.
///
/// ```swift
/// final class UkraineFlag: Superview {
///   @Subview(.pin, {
///     $0.axis = .vertical
///     $0.distribution = .fillEqually
///   })
///   var stack = StackView()
///
///   @ArrangedSubview(of: \.stack) var topStripe = View()
///   @ArrangedSubview(of: \.stack) var bottomStripe = View()
/// }
/// ```
///
/// It takes the same initial values, options and configuration closures as
/// ``EnclosedSubview`` (`@Subview`). Options are applied with the stack as
/// the superview, so sizes (`.height(40)`, `.aspectRatioSquare`) are the
/// useful ones: the stack places the view. Arranged views join the stack in
/// declaration order. Assigning a new view to the property replaces the
/// arranged subview at the same place in the stack.
@propertyWrapper
#if MainActorViews
  @preconcurrency@MainActor
#endif
public final class EnclosedArrangedSubview<Owner: AddsSubviews, Wrapped: View> {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  let resolution: PropertyResolution<Owner, Wrapped>

  private init(
    make: @escaping (Owner) -> Wrapped, stack: @escaping (Owner) -> StackView,
    options: ViewLayoutOption, configure: @escaping (Wrapped, Owner) -> Void
  ) {
    resolution = PropertyResolution(make: make) { view, owner, name in
      let stackView = stack(owner)
      if view.debugName == nil { view.debugName = name }
      stackView.addArrangedSubview(view)
      options.apply(to: view, in: stackView)
      configure(view, owner)
    }
  }

  /// An arranged subview of the stack at `stack`, configured without the owner.
  public convenience init<Stack: StackView>(
    wrappedValue: @autoclosure @escaping () -> Wrapped, of stack: KeyPath<Owner, Stack>,
    _ options: ViewLayoutOption = [], _ configure: @escaping (Wrapped) -> Void = { _ in }
  ) {
    self.init(
      make: { _ in wrappedValue() }, stack: { $0[keyPath: stack] }, options: options,
      configure: { view, _ in configure(view) })
  }

  /// An arranged subview configured with the owner: `{ (label, self) in … }`.
  public convenience init<Stack: StackView>(
    wrappedValue: @autoclosure @escaping () -> Wrapped, of stack: KeyPath<Owner, Stack>,
    _ options: ViewLayoutOption = [], _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(
      make: { _ in wrappedValue() }, stack: { $0[keyPath: stack] }, options: options,
      configure: configure)
  }

  /// An arranged subview created from the owner: `var icon = { (self) in … }`.
  public convenience init<Stack: StackView>(
    wrappedValue: @escaping (Owner) -> Wrapped, of stack: KeyPath<Owner, Stack>,
    _ options: ViewLayoutOption = [], _ configure: @escaping (Wrapped) -> Void = { _ in }
  ) {
    self.init(
      make: wrappedValue, stack: { $0[keyPath: stack] }, options: options,
      configure: { view, _ in configure(view) })
  }

  /// An arranged subview created from the owner and configured with it.
  public convenience init<Stack: StackView>(
    wrappedValue: @escaping (Owner) -> Wrapped, of stack: KeyPath<Owner, Stack>,
    _ options: ViewLayoutOption = [], _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(
      make: wrappedValue, stack: { $0[keyPath: stack] }, options: options, configure: configure)
  }

  // Swift matches an unlabeled closure to the first unlabeled parameter, the
  // options, so a configuration closure alone needs its own initializers.

  /// An arranged subview with no options, configured without the owner.
  public convenience init<Stack: StackView>(
    wrappedValue: @autoclosure @escaping () -> Wrapped, of stack: KeyPath<Owner, Stack>,
    _ configure: @escaping (Wrapped) -> Void
  ) {
    self.init(wrappedValue: wrappedValue(), of: stack, [], configure)
  }

  /// An arranged subview with no options, configured with the owner.
  public convenience init<Stack: StackView>(
    wrappedValue: @autoclosure @escaping () -> Wrapped, of stack: KeyPath<Owner, Stack>,
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(wrappedValue: wrappedValue(), of: stack, [], configure)
  }

  /// An arranged subview created from the owner, with no options, configured without it.
  public convenience init<Stack: StackView>(
    wrappedValue: @escaping (Owner) -> Wrapped, of stack: KeyPath<Owner, Stack>,
    _ configure: @escaping (Wrapped) -> Void
  ) {
    self.init(wrappedValue: wrappedValue, of: stack, [], configure)
  }

  /// An arranged subview created from and configured with the owner, with no options.
  public convenience init<Stack: StackView>(
    wrappedValue: @escaping (Owner) -> Wrapped, of stack: KeyPath<Owner, Stack>,
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(wrappedValue: wrappedValue, of: stack, [], configure)
  }

  /// Unavailable: the property is read and set through its owner.
  @available(
    *, unavailable, message: "@ArrangedSubview is only available in classes that adopt AddsSubviews"
  )
  public var wrappedValue: Wrapped {
    get { fatalError("unavailable") }
    set { fatalError("unavailable") }
  }

  /// The property, for `Subviews { $icon }`.
  public var projectedValue: EnclosedProperty { EnclosedProperty(self) }

  /// The view, resolved (with every other property of the owner) on first
  /// read; setting it replaces the arranged subview in place.
  public static subscript(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Wrapped>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, EnclosedArrangedSubview>
  ) -> Wrapped {
    get { owner[keyPath: storageKeyPath].resolution.value(in: owner) }
    set {
      var slot: (stack: StackView, index: Int)?
      owner[keyPath: storageKeyPath].resolution.replace(with: newValue, in: owner) { old in
        if let stack = old.superview as? StackView,
          let index = stack.arrangedSubviews.firstIndex(where: { $0 === old })
        {
          slot = (stack, index)
        }
        old.removeFromSuperview()
      }
      // Attached at the end of the stack; move it to where the old one was.
      if let slot, newValue.superview === slot.stack {
        slot.stack.insertArrangedSubview(newValue, at: min(slot.index, slot.stack.arrangedSubviews.count - 1))
      }
    }
  }
}

extension EnclosedArrangedSubview: EnclosedPropertyResolving {
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
