import LayoutCore

/// The life of one wrapped property: waiting to be created, being created, in place.
///
/// Shared by the three property wrappers, which differ only in how they
/// attach the value to its parent.
final class PropertyResolution<Owner: Enclosing, Value: AnyObject> {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

  enum State {
    case pending((Owner) -> Value)
    case creating
    case resolved(Value)
  }

  var state: State
  var propertyName: String?
  var isQueued = false
  /// Adds the created value to its parent, applies the options and runs the configuration.
  let attach: (Value, Owner, String?) -> Void

  init(make: @escaping (Owner) -> Value, attach: @escaping (Value, Owner, String?) -> Void) {
    state = .pending(make)
    self.attach = attach
  }

  /// The value, for the property's getter.
  ///
  /// Reading a property nothing has resolved yet resolves every property of
  /// the owner first, so the subviews are added in declaration order whoever
  /// reads first. Inside a pass, a property read before its turn (by a closure
  /// of an earlier one) is resolved on the spot.
  func value(in owner: Owner) -> Value {
    if case .resolved(let value) = state { return value }
    if !isQueued, case .pending = state { owner.resolveAllEnclosedProperties() }
    return create(in: owner)
  }

  /// Resolves the property for a pass, unless it is resolved or being
  /// created further up the stack (a pass started from inside its closure).
  func resolve(in owner: Owner) {
    if case .pending = state { _ = create(in: owner) }
  }

  private func create(in owner: Owner) -> Value {
    switch state {
    case .resolved(let value):
      return value
    case .creating:
      // The one case with no sane answer: the value is being made from itself.
      preconditionFailure(
        "LayoutComposition: `\(propertyName ?? "a wrapped property")` of \(Owner.self) was read "
          + "while it was being created: its creation closure reads it, directly or through "
          + "another property's closures.")
    case .pending(let make):
      state = .creating
      let value = make(owner)
      // Resolved before attaching, so a configuration closure may read the property.
      state = .resolved(value)
      attach(value, owner, propertyName)
      return value
    }
  }

  /// Puts `newValue` in the property's place: the property is resolved
  /// first if it was not, `detach` takes the old value out, and the new one
  /// is attached as the old one was (options, configuration, name).
  func replace(with newValue: Value, in owner: Owner, detach: (Value) -> Void) {
    let old = value(in: owner)
    guard old !== newValue else { return }
    detach(old)
    state = .resolved(newValue)
    attach(newValue, owner, propertyName)
  }

  func resolve(inAny owner: AnyObject) {
    guard let owner = owner as? Owner else {
      preconditionFailure(
        "LayoutComposition: `\(propertyName ?? "a wrapped property")` belongs to \(Owner.self), "
          + "not to \(type(of: owner)).")
    }
    resolve(in: owner)
  }
}
