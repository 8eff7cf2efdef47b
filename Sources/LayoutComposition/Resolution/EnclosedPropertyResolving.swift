import LayoutCore

/// What a resolution pass needs from any of the property wrappers.
protocol EnclosedPropertyResolving: AnyObject {
  /// The property's name, from its `Mirror` label; used for debug names and errors.
  var propertyName: String? { get set }
  /// Whether a pass that will reach this property is running (or has run).
  var isQueued: Bool { get set }
  /// Creates the value and adds it to its parent, unless that is done already.
  func resolve(in owner: AnyObject)
}
