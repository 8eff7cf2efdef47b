// MARK: - Layout direction

extension View {
  /// How the view's content relates to the layout direction; ``SemanticContentAttribute/unspecified`` by default.
  ///
  /// As in UIKit, it affects this view only, not its subviews.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { storedSemanticContent }
    set {
      guard newValue != storedSemanticContent else { return }
      let old = effectiveUserInterfaceLayoutDirection
      storedSemanticContent = newValue
      if effectiveUserInterfaceLayoutDirection != old { LayoutEngine.directionDidChange(of: self) }
    }
  }

  /// The direction leading and trailing resolve to for this view: the
  /// window's ``Window/layoutDirection`` (left-to-right outside a window)
  /// unless ``semanticContentAttribute`` overrides it.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    storedSemanticContent.direction(in: window?.storedLayoutDirection ?? .leftToRight)
  }
}
