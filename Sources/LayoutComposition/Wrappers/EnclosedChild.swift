import LayoutCore

/// The property wrapper behind `@Child`: a child view controller added to
/// its owner, with its view added to the owner's view and laid out with
/// options, when the owner resolves it.
///
/// ```swift
/// final class EmptyStateVC: ParentViewController {
///   @Child([.safeAreaPin], { $0.title = "Background" })
///   var backgroundVC = ViewController()
/// }
/// ```
///
/// Resolving follows UIKit's containment steps: `addChild(_:)`, add the
/// child's view (with `translatesAutoresizingMaskIntoConstraints` off) to
/// the owner's view, activate the options' constraints, run the
/// configuration closure, then `didMove(toParent:)`. The child's view is
/// named after the property if it has no `View.debugName`.
///
/// The child's view goes into the owner's view, or into the view
/// `superview:` names (`@Child(superview: \.container, .pin)`). Assigning a
/// new controller to the property replaces the child: `onReplace:` says what
/// happens to the old one (``ChildReplaceBehavior/remove`` by default).
@propertyWrapper
#if MainActorViews
  @preconcurrency@MainActor
#endif
public final class EnclosedChild<Owner: AddsChildrenViewControllers, Wrapped: ViewController> {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  let resolution: PropertyResolution<Owner, Wrapped>
  let onReplace: ChildReplaceBehavior

  private init(
    make: @escaping (Owner) -> Wrapped, superview: ((Owner) -> View)? = nil,
    onReplace: ChildReplaceBehavior = .remove, options: ViewLayoutOption,
    configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.onReplace = onReplace
    resolution = PropertyResolution(make: make) { child, owner, name in
      owner.addChild(child)
      let container: View = superview?(owner) ?? owner.view
      let view: View = child.view
      if view.debugName == nil { view.debugName = name }
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      options.apply(to: view, in: container)
      configure(child, owner)
      child.didMove(toParent: owner)
    }
  }

  /// A child controller, configured without the owner.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped) -> Void = { _ in }
  ) {
    self.init(
      make: { _ in wrappedValue() }, options: options, configure: { child, _ in configure(child) })
  }

  /// A child controller configured with the owner: `{ (child, self) in … }`.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(make: { _ in wrappedValue() }, options: options, configure: configure)
  }

  /// A child controller created from the owner: `var list = { (self) in … }`.
  public convenience init(
    wrappedValue: @escaping (Owner) -> Wrapped, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped) -> Void = { _ in }
  ) {
    self.init(make: wrappedValue, options: options, configure: { child, _ in configure(child) })
  }

  /// A child controller created from the owner and configured with it.
  public convenience init(
    wrappedValue: @escaping (Owner) -> Wrapped, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(make: wrappedValue, options: options, configure: configure)
  }

  // MARK: In another view, or replaced another way

  /// A child controller whose view goes into `superview` (`\.container`),
  /// replaced as `onReplace` says, configured without the owner.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped, superview: @escaping (Owner) -> View,
    onReplace: ChildReplaceBehavior = .remove, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped) -> Void = { _ in }
  ) {
    self.init(
      make: { _ in wrappedValue() }, superview: superview, onReplace: onReplace, options: options,
      configure: { child, _ in configure(child) })
  }

  /// A child controller in `superview`, configured with the owner.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped, superview: @escaping (Owner) -> View,
    onReplace: ChildReplaceBehavior = .remove, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(
      make: { _ in wrappedValue() }, superview: superview, onReplace: onReplace, options: options,
      configure: configure)
  }

  /// A child controller in the owner's view, replaced as `onReplace` says, configured without the owner.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped, onReplace: ChildReplaceBehavior,
    _ options: ViewLayoutOption = [], _ configure: @escaping (Wrapped) -> Void = { _ in }
  ) {
    self.init(
      make: { _ in wrappedValue() }, onReplace: onReplace, options: options,
      configure: { child, _ in configure(child) })
  }

  /// A child controller in the owner's view, replaced as `onReplace` says, configured with the owner.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped, onReplace: ChildReplaceBehavior,
    _ options: ViewLayoutOption = [], _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(make: { _ in wrappedValue() }, onReplace: onReplace, options: options, configure: configure)
  }

  /// A child controller created from the owner, in `superview`, configured with the owner.
  public convenience init(
    wrappedValue: @escaping (Owner) -> Wrapped, superview: @escaping (Owner) -> View,
    onReplace: ChildReplaceBehavior = .remove, _ options: ViewLayoutOption = [],
    _ configure: @escaping (Wrapped, Owner) -> Void = { _, _ in }
  ) {
    self.init(make: wrappedValue, superview: superview, onReplace: onReplace, options: options, configure: configure)
  }

  // Swift matches an unlabeled closure to the first unlabeled parameter, the
  // options, so a configuration closure alone needs its own initializers.

  /// A child controller with no options, configured without the owner.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped, _ configure: @escaping (Wrapped) -> Void
  ) {
    self.init(wrappedValue: wrappedValue(), [], configure)
  }

  /// A child controller with no options, configured with the owner.
  public convenience init(
    wrappedValue: @autoclosure @escaping () -> Wrapped,
    _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(wrappedValue: wrappedValue(), [], configure)
  }

  /// A child controller created from the owner, with no options, configured without it.
  public convenience init(
    wrappedValue: @escaping (Owner) -> Wrapped, _ configure: @escaping (Wrapped) -> Void
  ) {
    self.init(wrappedValue: wrappedValue, [], configure)
  }

  /// A child controller created from and configured with the owner, with no options.
  public convenience init(
    wrappedValue: @escaping (Owner) -> Wrapped, _ configure: @escaping (Wrapped, Owner) -> Void
  ) {
    self.init(wrappedValue: wrappedValue, [], configure)
  }

  /// Unavailable: the property is read and set through its owner.
  @available(
    *, unavailable,
    message: "@Child is only available in classes that adopt AddsChildrenViewControllers"
  )
  public var wrappedValue: Wrapped {
    get { fatalError("unavailable") }
    set { fatalError("unavailable") }
  }

  /// The property, for `Children { $list }`.
  public var projectedValue: EnclosedProperty { EnclosedProperty(self) }

  /// The child controller, resolved (with every other property of the owner)
  /// on first read; setting it replaces the child as `onReplace` says.
  public static subscript(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Wrapped>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, EnclosedChild>
  ) -> Wrapped {
    get { owner[keyPath: storageKeyPath].resolution.value(in: owner) }
    set {
      let wrapper = owner[keyPath: storageKeyPath]
      let behavior = wrapper.onReplace
      wrapper.resolution.replace(with: newValue, in: owner) { behavior.old($0) }
      behavior.new(newValue)
    }
  }
}

extension EnclosedChild: EnclosedPropertyResolving {
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
