/// Something a control does when an event is sent, as UIKit's `UIAction`.
///
/// ```swift
/// let save = Action(title: "Save") { _ in store.save() }
/// let button = Button(type: .system, primaryAction: save)
/// ```
public struct Action {
  /// The title a button made with this action shows.
  public var title: String
  /// The image a button made with this action shows.
  public var image: Image?
  /// A name that ``Control/removeAction(identifiedBy:for:)`` finds it by.
  public var identifier: String
  /// What the action does; it receives the action itself.
  public var handler: (Action) -> Void

  /// Creates an action.
  public init(
    title: String = "", image: Image? = nil, identifier: String? = nil, handler: @escaping (Action) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? title
    self.handler = handler
  }
}
