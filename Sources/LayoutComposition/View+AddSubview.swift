import LayoutCore

extension View {
  /// Adds a subview laid out with options, then configures it: what
  /// `@Subview` does, for views made in code.
  ///
  /// ```swift
  /// let badge = Label()
  /// card.addSubview(badge, [.pinTop(inset: 8), .pinTrailing(inset: 8)]) {
  ///   $0.text = "New"
  /// }
  /// ```
  ///
  /// The view's `translatesAutoresizingMaskIntoConstraints` is turned off
  /// before it is added; the options' constraints are activated in order.
  public func addSubview<NewView: View>(
    _ view: NewView, _ options: ViewLayoutOption, configure: (NewView) -> Void = { _ in }
  ) {
    view.translatesAutoresizingMaskIntoConstraints = false
    addSubview(view)
    options.apply(to: view, in: self)
    configure(view)
  }
}
