extension TextField {
  /// When an overlay view (the clear button) shows, as UIKit's `UITextField.ViewMode`.
  nonisolated public enum ViewMode: Int, Sendable, Hashable, CaseIterable {
    /// Never.
    case never
    /// While the field is being edited.
    case whileEditing
    /// While it is not.
    case unlessEditing
    /// Always.
    case always
  }
}
